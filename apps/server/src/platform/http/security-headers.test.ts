import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import { createTestApp, type TestApp } from '#test/app.ts';

const html = { accept: 'text/html' };

/** The policy's directives by name, each with its sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers, simulator provider over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ telephonyProvider: 'simulator' });
    await t.app.realtime.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => t?.close());

  it('a page: scripts of this origin only, no framing, no plugins, the realtime socket of its own host', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/mx/leads',
      headers: { ...html, host: 'crm.example.com:8000' },
    });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://crm.example.com:${t.app.realtime.port()}`]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('a Host header that is not a host name stays out of the policy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, host: "evil; script-src 'unsafe-inline'" },
    });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('API answers, success and error alike, are never stored', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v2/auth/client-config' }),
      t.app.inject({ method: 'GET', url: '/api/v2/mx/leads' }),
      t.app.inject({ method: 'GET', url: '/api/v2/no-such-route' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 404]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it('no HSTS when the proxy is not trusted: a client could forge X-Forwarded-Proto', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/login', headers: { ...html, 'x-forwarded-proto': 'https' } }),
      t.app.inject({
        method: 'GET',
        url: '/api/v2/auth/client-config',
        headers: { 'x-forwarded-proto': 'https' },
      }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('pages are not API answers: index.html keeps its own revalidation', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('security headers, Twilio provider behind HTTPS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      telephonyProvider: 'twilio',
      publicBaseUrl: 'https://crm.example.com',
      trustProxy: true,
      realtime: {
        ...loadConfig({}).realtime,
        publicHost: 'rt.example.com',
        publicPort: 443,
        tls: true,
      },
    });
  });
  afterAll(async () => t?.close());

  it('lets the Twilio SDK signal and ring, dials the public realtime host, and upgrades requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'wss://rt.example.com:443',
      'wss://*.twilio.com',
      'https://*.twilio.com',
    ]);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://sdk.twilio.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('HSTS for a year, subdomains included, on pages, API answers and errors that came over HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/login', headers: { ...html, ...https } }),
      t.app.inject({ method: 'GET', url: '/api/v2/auth/client-config', headers: https }),
      t.app.inject({ method: 'GET', url: '/api/v2/mx/leads', headers: https }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401]);
    for (const response of answers) {
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('no HSTS over plain HTTP, even behind the trusted proxy', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/login', headers: { ...html, 'x-forwarded-proto': 'http' } }),
      t.app.inject({ method: 'GET', url: '/login', headers: html }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
