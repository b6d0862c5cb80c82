import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { organizationWithMember } from '#test/records-factories.ts';
import { sendCsv } from './csv.ts';

let t: TestApp;
let headers: { authorization: string };
/** An organization's API base and id; the administrator reaches it like every organization. */
let org: string;
let orgId: number;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend: (app) => {
        app.get('/api/v2/test/bug', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals: password=hunter2');
        });
        app.get('/api/v2/test/export', { config: { access: 'public' } }, async (request, reply) => {
          const { fail } = request.query as { fail?: string };
          async function* rows() {
            if (fail === 'first') throw new Error('secret internals: database gone');
            yield ['a', 'b'];
            if (fail === 'later') throw new Error('secret internals: database gone');
          }
          return sendCsv(reply, 'test.csv', ['x', 'y'], rows());
        });
        app.get(
          '/api/v2/test/bad-answer',
          { config: { access: 'public' }, schema: { response: { 200: z.object({ id: z.number() }) } } },
          // The answer breaks its own schema on purpose.
          async () => ({ id: 'not-a-number' }) as unknown as { id: number },
        );
      },
    },
  );
  headers = (await signedIn(t.app, { admin: true })).headers;
  const scope = await organizationWithMember(t.app);
  org = scope.base;
  orgId = scope.org.id;
});
afterAll(() => t?.close());

describe('error handler', () => {
  it('bug in a handler, any request, answers 500 Server Error without internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('CSV export failing before its first row, answers the one {message} shape; after it, cuts the file short', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v2/test/export?fail=first' });
    expect(first.statusCode).toBe(500);
    expect(first.json()).toEqual({ message: 'Server Error' });
    const whole = await t.app.inject({ method: 'GET', url: '/api/v2/test/export' });
    expect(whole.body.replace(/^\uFEFF/, '')).toBe('x,y\na,b\n');
    const later = await t.app
      .inject({ method: 'GET', url: '/api/v2/test/export?fail=later' })
      .catch(() => null);
    expect(later?.body ?? '').not.toContain('secret internals');
  });

  it('answer that breaks its schema, any request, answers 500 Server Error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/test/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error' });
  });

  it('malformed JSON body, any route, answers 400 with a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('unsupported content type, a JSON route, answers 415 with a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['message']);
  });

  it('unknown API route, any method, answers 404 Not found. as JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nope'],
      ['POST', '/api/v2/organizations/1/nope'],
      ['DELETE', '/api/v2'],
      ['GET', '/api/anything'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { ...headers, accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('wrong types, huge strings, ids past a column and numbers past a filter, answer 422 and never 500', async () => {
    const cases = [
      { method: 'POST', url: '/api/v2/auth/login', payload: { email: 42, password: ['x'] } },
      {
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { email: `${'a'.repeat(100_000)}@x.io`, password: 'x' },
      },
      { method: 'POST', url: '/api/v2/organizations', payload: { code: null, name: { a: 1 } } },
      { method: 'GET', url: '/api/v2/organizations?page=abc&per_page=-5' },
      { method: 'GET', url: '/api/v2/organizations?page=99999999999999' },
      { method: 'PUT', url: `/api/v2/organizations/${orgId}/members/2`, payload: { roles: 'Administrador' } },
      { method: 'GET', url: `/api/v2/organizations?q=${'z'.repeat(5000)}` },
      { method: 'GET', url: `${org}/leads?filter[adults][gte]=-99999999999999999999` },
      { method: 'GET', url: `${org}/leads/duplicates?exclude_id=0x10` },
      { method: 'POST', url: `${org}/contacts/1/merge`, payload: { other_id: 2147483648 } },
      { method: 'POST', url: `${org}/leads/bulk`, payload: { action: 'delete', ids: [1e20] } },
    ] as const;
    for (const request of cases) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url.slice(0, 60)}`).toBe(422);
      const body = response.json();
      expect(body.message).toEqual(expect.any(String));
      expect(Object.values(body.errors).every((messages) => Array.isArray(messages))).toBe(true);
      // Plain sentences, never zod's own texts ("Too small: expected number to be >0").
      for (const message of Object.values(body.errors as Record<string, string[]>).flat()) {
        expect(message).toMatch(/^[A-Z].*\.$/);
        expect(message).not.toMatch(/expected|received|Too (small|big)|Invalid input|[<>]=?\d/);
      }
    }
  });

  it('a deal without a client and with a negative amount: each field says what to fix in a sentence', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${org}/opportunities`,
      headers,
      payload: { title: 'Riviera Maya', client_id: 0, amount: -500, probability: 'high' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      client_id: ['This field is required.'],
      amount: ['Must not be negative.'],
      probability: ['Must be a whole number from 0 to 100.'],
    });
  });

  it('a path id that is not digits within an id column, answers 404 and touches nothing', async () => {
    const ids = [
      'abc',
      '0',
      '1.5',
      'NaN',
      '%201',
      '1%20',
      '0x10',
      '1e0',
      '+1',
      '-1',
      '2147483648',
      '99999999999',
    ];
    for (const id of ids) {
      for (const [method, url] of [
        ['GET', `/api/v2/organizations/${id}`],
        ['DELETE', `/api/v2/organizations/${id}`],
        ['DELETE', `/api/v2/organizations/${id === '%201' ? `%20${orgId}` : id}`],
        ['DELETE', `/api/v2/statuses/${id}`],
        ['GET', `${org}/leads/${id}`],
        ['PUT', `/api/v2/organizations/${orgId}/members/${id}`],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'PUT' ? {} : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Not found.' });
      }
    }
    const organization = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${orgId}`,
      headers,
    });
    expect(organization.statusCode).toBe(200);
  });

  it('validation errors, several fields, are keyed by dotted path with the Laravel summary', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/organizations/${orgId}/members/2`,
      headers,
      payload: { roles: ['Administrador', 'Root', 'Boss'] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors)).toEqual(['roles.1', 'roles.2']);
    expect(body.message).toMatch(/ \(and 1 more error\)$/);
  });
});
