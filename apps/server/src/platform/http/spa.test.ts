import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app, built', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'aurora-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script src="/build/assets/app-1a2b.js"></script>',
    );
    await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('app routes, browser navigation, answer index.html uncached', async () => {
    for (const url of ['/', '/login', '/mx/leads', '/organizations/3', '/agent/dashboard?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('hashed asset under /build/assets, any request, answers it with a long immutable cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/build/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('unhashed file under /build, any request, answers it revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/build/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('missing asset, API path or non-HTML request, answer the JSON 404', async () => {
    for (const [url, headers] of [
      ['/build/assets/missing.js', html],
      ['/build/../package.json', {}],
      ['/api/v2/unknown', html],
      ['/login', { accept: 'application/json' }],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('page request with another method, POST /login, answers the JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login', headers: html });
    expect(response.statusCode).toBe(404);
  });
});

describe('web app, not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDistDir: path.join(tmpdir(), 'aurora-no-dist-here') });
  });
  afterAll(() => t?.close());

  it('app route, browser navigation, answers a page that says how to build the web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mx/leads', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build:web');
  });

  it('API docs, no token, answer the interactive reference and the OpenAPI document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const document = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    const spec = document.json();
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.paths['/api/v2/auth/login'].post.security).toEqual([]);
    expect(spec.paths['/api/v2/organizations/{id}'].put.requestBody).toBeDefined();
    expect(Object.keys(spec.paths)).not.toContain('/build/*');
  });

  it('API docs, shared records, are named once in the components and referred to from the routes', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const json = (response: { content: { 'application/json': { schema: unknown } } }) =>
      response.content['application/json'].schema;
    const trip = spec.paths['/api/v2/{orgCode}/trips/{id}'].get;
    expect(json(trip.responses[200])).toMatchObject({
      properties: { data: { $ref: '#/components/schemas/Trip' } },
    });
    expect(json(trip.responses[404])).toEqual({ $ref: '#/components/schemas/Error' });
    const leads = spec.paths['/api/v2/{orgCode}/leads'].get.responses;
    expect(json(leads[200])).toMatchObject({
      properties: {
        data: { items: { $ref: '#/components/schemas/Lead' } },
        meta: { $ref: '#/components/schemas/PaginationMeta' },
      },
    });
    expect(json(spec.paths['/api/v2/{orgCode}/leads'].post.responses[422])).toEqual({
      $ref: '#/components/schemas/ValidationError',
    });
    // A request takes a component's input form, which differs from the answer's.
    const booking = json(spec.paths['/api/v2/{orgCode}/trips/{id}/bookings'].post.requestBody);
    expect(booking).toMatchObject({
      properties: { details: { $ref: '#/components/schemas/BookingDetailsInput' } },
    });
    expect(spec.components.schemas.Trip).toMatchObject({ type: 'object', properties: { reference: {} } });
  });

  it('API docs, the whole document, is OpenAPI 3.0 whose every $ref resolves and every component is used', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const refs = new Set<string>();
    const types = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref') refs.add(String(child));
          else if (key === 'type' && (typeof child === 'string' || Array.isArray(child)))
            types.add(JSON.stringify(child));
          else collect(child);
        }
      }
    };
    collect(spec);
    // OpenAPI 3.0 has one type per schema and no 'null': a nullable record is `nullable: true`.
    expect(spec.openapi).toMatch(/^3\.0\./);
    expect([...types].filter((type) => type === '"null"' || !type.startsWith('"'))).toEqual([]);
    expect(spec.components.schemas.Note.properties.author).toEqual({
      nullable: true,
      allOf: [{ $ref: '#/components/schemas/UserReference' }],
    });
    expect(refs.size).toBeGreaterThan(30);
    const schemas = spec.components.schemas;
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
    expect(
      Object.keys(schemas)
        .map((name) => `#/components/schemas/${name}`)
        .sort(),
    ).toEqual([...refs].sort());
  });
});
