import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '#test/app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const t = useTestApp(() =>
    createTestApp(
      {},
      {
        // What every line logged for the request is bound to.
        extend: (app) =>
          app.get('/test/log-bindings', { config: { access: 'public' } }, async (request) =>
            // Fastify types its logger narrowly; the logger is pino's, whose children keep bindings.
            'bindings' in request.log && typeof request.log.bindings === 'function'
              ? request.log.bindings()
              : {},
          ),
      },
    ),
  );

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('a sane incoming X-Request-Id: answered back, and bound to the request log', async () => {
    const id = '4f6c2a9e-1b7d-4c3a-9e8f-2d5b6a7c8e9f';
    const health = await get('/api/v2/health', { 'x-request-id': id });
    expect(health.headers['x-request-id']).toBe(id);
    const logged = await get('/test/log-bindings', { 'x-request-id': 'nginx.0a1b2c3d_e-f' });
    expect(logged.headers['x-request-id']).toBe('nginx.0a1b2c3d_e-f');
    expect(logged.json()).toMatchObject({ reqId: 'nginx.0a1b2c3d_e-f' });
  });

  it('no incoming id: a new UUID per request, on the answer and in the log', async () => {
    const first = await get('/test/log-bindings');
    const second = await get('/test/log-bindings');
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(first.json()).toMatchObject({ reqId: id });
    expect(second.headers['x-request-id']).not.toBe(id);
  });

  it('an unsafe incoming id (too long, spaces, markup, a forged log field) is replaced by a new one', async () => {
    for (const unsafe of ['a'.repeat(65), 'two words', '<script>x</script>', 'id","level":"fatal', '']) {
      const response = await get('/test/log-bindings', { 'x-request-id': unsafe });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(response.json()).toMatchObject({ reqId: id });
    }
  });

  it('errors carry the id too: a 404 and a 401', async () => {
    const missing = await get('/api/v2/no-such-route', { 'x-request-id': 'abc12345' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('abc12345');
    const unauthenticated = await get('/api/v2/organizations', { 'x-request-id': 'def67890' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['x-request-id']).toBe('def67890');
  });
});
