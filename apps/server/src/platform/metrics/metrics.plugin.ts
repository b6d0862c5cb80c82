import { createHash, timingSafeEqual } from 'node:crypto';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from '@prometheus-io/client';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#platform/config.ts';
import { unauthenticated } from '#platform/errors.ts';

/** The route label of a request no route matched: one series, whatever URLs are probed. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds; Prometheus' defaults, which span a cached read to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One value of a gauge read at scrape time, with its labels (a small, fixed set of values each). */
export type GaugeSample = { labels?: Record<string, string>; value: number };

export type MetricsGauge = {
  /** `aurora_...`, snake case, the unit last (`_seconds`, `_bytes`) when it has one. */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Runs at each scrape: keep it one cheap query or an in-memory read. */
  read: () => Promise<GaugeSample[]> | GaugeSample[];
};

export type Metrics = {
  /** Whether `GET /metrics` is served (`METRICS_ENABLED`). */
  enabled: boolean;
  /**
   * Adds a gauge read when Prometheus scrapes, so nothing is counted between scrapes (the
   * calls module's active calls). Does nothing when metrics are off. A read that fails is
   * logged and leaves the gauge out of that scrape.
   */
  addGauge: (gauge: MetricsGauge) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Equal tokens compare in constant time; hashing first makes the lengths equal. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Decorates `app.metrics` and, with `config.metrics`, serves `GET /metrics` in Prometheus' text
 * format behind its bearer token: requests per route template (never the raw URL), their
 * durations as histograms (they add up across instances), realtime sockets and deliveries, the
 * job queue, and Node's own process metrics. One registry per app, so two apps in one process
 * (tests) never collide over a metric's name.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const settings = config.metrics;
    if (!settings) {
      app.decorate('metrics', { enabled: false, addGauge: () => {} });
      return;
    }
    const registry = new Registry();
    const log = app.log.child({ module: 'metrics' });
    // Unprefixed (process_*, nodejs_*): the names the common Node.js dashboards expect.
    collectDefaultMetrics({ register: registry });

    const addGauge = ({ name, help, labelNames = [], read }: MetricsGauge) => {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          try {
            for (const { labels = {}, value } of await read()) this.set(labels, value);
          } catch (error) {
            log.warn({ err: error, metric: name }, 'metrics: reading a gauge failed');
          }
        },
      });
    };
    /** A counter kept elsewhere (the realtime server's, the job queue's), copied at scrape time. */
    const addCounter = (name: string, help: string, labelNames: string[], read: () => GaugeSample[]) => {
      new Counter({
        name,
        help,
        labelNames,
        registers: [registry],
        collect() {
          this.reset();
          for (const { labels = {}, value } of read()) this.inc(labels, value);
        },
      });
    };

    const requests = new Counter({
      name: 'aurora_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'aurora_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status class (2xx, 4xx, ...).',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The template (`/api/v2/:orgCode/leads/:id`), never the URL: one series per route.
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status_code: String(status) });
      durations.observe(
        { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });

    const realtime = () => app.realtime.stats();
    addGauge({
      name: 'aurora_realtime_connections',
      help: 'Websocket connections open on this instance.',
      read: () => [{ value: realtime().connections }],
    });
    addGauge({
      name: 'aurora_realtime_subscriptions',
      help: 'Channel subscriptions held by the sockets of this instance.',
      read: () => [{ value: realtime().subscriptions }],
    });
    addCounter(
      'aurora_realtime_messages_sent_total',
      'Frames sent to websockets by this instance (event deliveries, pings, errors).',
      [],
      () => [{ value: realtime().messagesSent }],
    );
    addCounter(
      'aurora_realtime_messages_received_total',
      'Frames received from websockets by this instance.',
      [],
      () => [{ value: realtime().messagesReceived }],
    );
    // Only with Redis: a gauge without labels always shows a value, and 0 would read as an outage.
    if (config.redisUrl) {
      addGauge({
        name: 'aurora_realtime_redis_up',
        help: "1 while this instance's Redis fan-out (REDIS_URL) is connected, else 0.",
        read: () => [{ value: realtime().redis === 'up' ? 1 : 0 }],
      });
    }

    addGauge({
      name: 'aurora_job_queue_depth',
      help: 'Background jobs by name and state: queued (waiting), running, failed (for good, kept for inspection). The same on every instance.',
      labelNames: ['job', 'state'],
      read: async () =>
        (await app.jobs.depth()).flatMap(({ name, queued, running, failed }) => [
          { labels: { job: name, state: 'queued' }, value: queued },
          { labels: { job: name, state: 'running' }, value: running },
          { labels: { job: name, state: 'failed' }, value: failed },
        ]),
    });
    addCounter(
      'aurora_job_failures_total',
      'Failed attempts of background jobs on this instance (each retry counts).',
      ['job'],
      () => [...app.jobs.failures().jobs].map(([job, value]) => ({ labels: { job }, value })),
    );
    addCounter(
      'aurora_schedule_failures_total',
      'Failed runs of scheduled work on this instance.',
      ['schedule'],
      () => [...app.jobs.failures().schedules].map(([schedule, value]) => ({ labels: { schedule }, value })),
    );

    app.decorate('metrics', { enabled: true, addGauge });

    const expected = digest(`Bearer ${settings.token}`);
    app.get(
      '/metrics',
      // Its own bearer token, not a user's: the auth plugin leaves it alone.
      { config: { access: 'public' } },
      async (request, reply) => {
        const given = digest(request.headers.authorization ?? '');
        if (!timingSafeEqual(given, expected)) throw unauthenticated();
        const text = await registry.metrics();
        return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['realtime', 'jobs'] },
);
