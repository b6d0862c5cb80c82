import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import type { JobEngine } from '#platform/jobs/jobs.ts';
import { appPath, connectRaw, type RawClient } from '#platform/realtime/test-clients.ts';
import { createTestApp, type TestApp, useTestApp } from '#test/app.ts';
import { insertTestCall } from '#test/call-factories.ts';
import { createOrganization } from '#test/factories.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const authorized = { authorization: `Bearer ${TOKEN}` };

/**
 * A job engine that keeps nothing: the test hands the queue's `perform` a job itself, and the
 * depth is what the test says, so the metrics can be checked against known numbers.
 */
function recordingEngine() {
  const seen: {
    names: string[];
    perform: ((name: string, payload: unknown) => Promise<void>) | undefined;
    depth: { queued: number; running: number; failed: number };
  } = { names: [], perform: undefined, depth: { queued: 0, running: 0, failed: 0 } };
  const engine: JobEngine = {
    kind: 'local',
    send: async () => {},
    start: async (names, perform) => {
      seen.names = names;
      seen.perform = perform;
    },
    depth: async (names) => names.map((name) => ({ name, ...seen.depth })),
    stop: async () => {},
  };
  return { engine, seen };
}

const jobs = recordingEngine();
const t = useTestApp(() => createTestApp({ metrics: { token: TOKEN } }, { jobEngine: jobs.engine }));

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Prometheus' text format, strictly: every line a comment (`# HELP`, `# TYPE`) or a sample. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      expect(line).toMatch(/^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/);
      continue;
    }
    const match = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/);
    expect(match, line).not.toBeNull();
    const [, name = '', rawLabels = '', value = ''] = match ?? [];
    const labels: Record<string, string> = {};
    for (const [, key = '', quoted = ''] of rawLabels.matchAll(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g,
    )) {
      labels[key] = quoted;
    }
    // Prometheus reads the value as Go's ParseFloat does: a number, +Inf, -Inf or NaN (any case).
    expect(value, line).toMatch(/^([+-]?\d+(\.\d+)?(e[+-]?\d+)?|[+-]Inf|nan)$/i);
    const number = /^[+-]Inf$/.test(value)
      ? Number(`${value[0]}1`) * Number.POSITIVE_INFINITY
      : Number(value);
    samples.push({ name, labels, value: number });
  }
  return samples;
}

async function scrape(app = t.app): Promise<Sample[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: authorized });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

const sampleValue = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe('metrics settings', () => {
  it('off unless METRICS_ENABLED=true, which needs a METRICS_TOKEN of 32 characters or more', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(() => loadConfig({ METRICS_ENABLED: 'true' })).toThrow(/METRICS_ENABLED=true needs METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN }).metrics).toEqual({ token: TOKEN });
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toBeUndefined();
  });
});

describe('GET /metrics', () => {
  const others: TestApp[] = [];
  afterAll(() => Promise.all(others.map((other) => other.close())));

  it('disabled (the default): no such route, the JSON 404', async () => {
    const plain = await createTestApp();
    others.push(plain);
    const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers: authorized });
    expect(response.statusCode).toBe(404);
    expect(plain.app.metrics.enabled).toBe(false);
  });

  it('answers 401 without the token or with another one, and names nothing', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer someone-else-0123456789abcdef0123456789' },
      { authorization: TOKEN },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('aurora_');
    }
  });

  it('a second app in the same process has a registry of its own: both build and scrape', async () => {
    const second = await createTestApp({ metrics: { token: TOKEN } });
    others.push(second);
    await second.app.inject({ method: 'GET', url: '/api/v2/health' });
    const ownSamples = await scrape(second.app);
    expect(sampleValue(ownSamples, 'aurora_http_requests_total', { route: '/api/v2/health' })).toBe(1);
    expect(ownSamples.some((sample) => sample.name === 'nodejs_heap_size_used_bytes')).toBe(true);
  });

  it('counts requests by route template and status code, with a duration histogram per status class', async () => {
    const before = sampleValue(await scrape(), 'aurora_http_requests_total', {
      method: 'GET',
      route: '/api/v2/health',
      status_code: '200',
    });
    for (let n = 0; n < 3; n += 1) await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    // Two organizations, two ids: one series, under the template.
    await t.app.inject({ method: 'GET', url: '/api/v2/AA/leads/1' });
    await t.app.inject({ method: 'GET', url: '/api/v2/BB/leads/2' });
    const samples = await scrape();
    expect(
      sampleValue(samples, 'aurora_http_requests_total', {
        method: 'GET',
        route: '/api/v2/health',
        status_code: '200',
      }),
    ).toBe((before ?? 0) + 3);
    const leads = samples.filter(
      (sample) => sample.name === 'aurora_http_requests_total' && sample.labels.route?.includes('/leads/'),
    );
    expect(leads).toEqual([
      {
        name: 'aurora_http_requests_total',
        labels: { method: 'GET', route: '/api/v2/:orgCode/leads/:id', status_code: '401' },
        value: 2,
      },
    ]);
    expect(
      sampleValue(samples, 'aurora_http_request_duration_seconds_count', {
        route: '/api/v2/:orgCode/leads/:id',
        status_class: '4xx',
      }),
    ).toBe(2);
    expect(
      sampleValue(samples, 'aurora_http_request_duration_seconds_bucket', {
        route: '/api/v2/:orgCode/leads/:id',
        le: '+Inf',
      }),
    ).toBe(2);
  });

  it('URLs no route matches share one label, whatever they are', async () => {
    for (const url of ['/nope-1', '/nope-2', '/api/v2/unknown/x/y/z', '/wp-login.php?x=1']) {
      await t.app.inject({ method: 'GET', url });
    }
    const samples = await scrape();
    expect(
      sampleValue(samples, 'aurora_http_requests_total', { route: 'unmatched', status_code: '404' }),
    ).toBe(4);
    const routes = samples.map((sample) => sample.labels.route ?? '');
    expect(routes.filter((route) => /nope|unknown|wp-login/.test(route))).toEqual([]);
  });

  it('realtime: the connection gauge follows a websocket in and out, frames sent are counted', async () => {
    const port = await t.app.realtime.listen({ host: '127.0.0.1', port: 0 });
    const idle = await scrape();
    const sentBefore = sampleValue(idle, 'aurora_realtime_messages_sent_total') ?? 0;
    expect(sampleValue(idle, 'aurora_realtime_connections')).toBe(0);
    // Without REDIS_URL there is no fan-out to report, rather than one that looks down.
    expect(sampleValue(idle, 'aurora_realtime_redis_up')).toBeUndefined();
    const socket: RawClient = await connectRaw(port, appPath(t.app.realtime.app.key));
    const connected = await scrape();
    expect(sampleValue(connected, 'aurora_realtime_connections')).toBe(1);
    // At least the connection_established frame.
    expect(sampleValue(connected, 'aurora_realtime_messages_sent_total')).toBeGreaterThan(sentBefore);
    socket.close();
    await socket.closed;
    await vi.waitFor(async () => expect(sampleValue(await scrape(), 'aurora_realtime_connections')).toBe(0));
  });

  it('jobs: the queue depth per job and state, and each failed attempt on this instance', async () => {
    const [name = ''] = jobs.seen.names;
    expect(name).not.toBe('');
    jobs.seen.depth = { queued: 5, running: 1, failed: 2 };
    const depth = await scrape();
    expect(sampleValue(depth, 'aurora_job_queue_depth', { job: name, state: 'queued' })).toBe(5);
    expect(sampleValue(depth, 'aurora_job_queue_depth', { job: name, state: 'running' })).toBe(1);
    expect(sampleValue(depth, 'aurora_job_queue_depth', { job: name, state: 'failed' })).toBe(2);
    expect(sampleValue(depth, 'aurora_job_failures_total', { job: name })).toBe(0);

    // A payload the job's schema refuses: the attempt fails as any failing job would.
    const perform = jobs.seen.perform;
    if (!perform) throw new Error('the queue never started its engine');
    await expect(perform(name, { not: 'a payload' })).rejects.toThrow();
    await expect(perform(name, { not: 'a payload' })).rejects.toThrow();
    expect(sampleValue(await scrape(), 'aurora_job_failures_total', { job: name })).toBe(2);
  });

  it('active calls: the calls not ended, by status, across organizations', async () => {
    const one = await createOrganization(t.db);
    const two = await createOrganization(t.db);
    const startedAt = new Date();
    await insertTestCall(t.db, one.id, { direction: 'inbound', status: 'ringing', startedAt });
    await insertTestCall(t.db, two.id, { direction: 'inbound', status: 'ringing', startedAt });
    await insertTestCall(t.db, two.id, { direction: 'outbound', status: 'in-progress', startedAt });
    await insertTestCall(t.db, one.id, {
      direction: 'outbound',
      status: 'completed',
      startedAt,
      endedAt: startedAt,
    });
    const samples = await scrape();
    expect(sampleValue(samples, 'aurora_calls_active', { status: 'ringing' })).toBe(2);
    expect(sampleValue(samples, 'aurora_calls_active', { status: 'in-progress' })).toBe(1);
    // Every open status is there, 0 included; an ended call is not.
    expect(sampleValue(samples, 'aurora_calls_active', { status: 'initiated' })).toBe(0);
    expect(samples.filter((sample) => sample.name === 'aurora_calls_active')).toHaveLength(3);
  });
});
