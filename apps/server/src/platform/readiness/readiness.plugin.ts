import type { Readiness, ReadinessCheck, ReadinessReason } from '@aurora/contracts/health';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#platform/config.ts';
import type { Database } from '#platform/db/client.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { FileStorage } from '#platform/storage/file-storage.ts';
import { createFileStorage } from '#platform/storage/storage.ts';

/** Each component answers within this or counts as down: a balancer's probe must not hang. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

/** The schedules' ticker counts as stuck past this many ticks without one ending (and 30 s). */
const STALE_TICKS = 10;
const MIN_STALE_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** Checks every component; never rejects. */
      check: () => Promise<Readiness>;
      /** From now on readiness answers 503: the first step of a graceful shutdown. */
      beginShutdown: () => void;
    };
  }
}

export type ReadinessDependencies = {
  db: Database;
  /** Unset without REDIS_URL. */
  pingRedis: (() => Promise<void>) | undefined;
  jobs: Pick<JobQueue, 'status'>;
  storages: FileStorage[];
  log: FastifyBaseLogger;
  timeoutMs?: number;
};

/**
 * Runs one probe against a deadline. A failure is logged here with its error and reported only as
 * a reason word: errors name hosts, buckets and keys, and the body is public.
 */
async function runCheck(
  name: string,
  probe: () => Promise<ReadinessReason | undefined>,
  { log, timeoutMs = READINESS_CHECK_TIMEOUT_MS }: Pick<ReadinessDependencies, 'log' | 'timeoutMs'>,
): Promise<ReadinessCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ReadinessReason>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const work = probe();
  // A probe that fails after its deadline must not become an unhandled rejection.
  work.catch(() => {});
  let reason: ReadinessReason | undefined;
  try {
    reason = await Promise.race([work, deadline]);
    if (reason) log.warn({ component: name, reason }, 'readiness: component not ready');
  } catch (error) {
    log.warn({ err: error, component: name }, 'readiness: component check failed');
    reason = 'failed';
  } finally {
    clearTimeout(timer);
  }
  const duration_ms = Math.round(performance.now() - started);
  return reason ? { status: 'down', reason, duration_ms } : { status: 'up', duration_ms };
}

/** The database, Redis when configured, the job queue's ticker and file storage, checked at once. */
export async function checkReadiness(deps: ReadinessDependencies, shuttingDown: boolean): Promise<Readiness> {
  const [database, redis, jobs, storage] = await Promise.all([
    runCheck(
      'database',
      async () => {
        await deps.db.execute(sql`select 1`);
        return undefined;
      },
      deps,
    ),
    deps.pingRedis
      ? runCheck(
          'redis',
          async () => {
            await deps.pingRedis?.();
            return undefined;
          },
          deps,
        )
      : ({ status: 'disabled', duration_ms: 0 } as const),
    runCheck(
      'jobs',
      async () => {
        const { running, tickMs, lastTickAt } = deps.jobs.status();
        if (!running) return 'stopped';
        const staleAfter = Math.max(MIN_STALE_MS, STALE_TICKS * tickMs);
        if (lastTickAt === undefined || Date.now() - lastTickAt > staleAfter) return 'stale';
        return undefined;
      },
      deps,
    ),
    runCheck(
      'storage',
      async () => {
        await Promise.all(deps.storages.map((storage) => storage.check()));
        return undefined;
      },
      deps,
    ),
  ]);
  const checks = { database, redis, jobs, storage };
  const allUp = Object.values(checks).every((check) => check.status !== 'down');
  return { status: allUp && !shuttingDown ? 'ready' : 'not_ready', shutting_down: shuttingDown, checks };
}

/**
 * Decorates `app.readiness` (GET /ready reads it; server.ts calls `beginShutdown` on SIGTERM).
 * Probes arriving while a check runs share its answer, so a flock of balancers, or a database
 * that hangs, cannot pile up queries.
 */
export const readinessPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const deps: ReadinessDependencies = {
      db: app.db,
      pingRedis: config.redisUrl ? () => app.rateLimiter.ping() : undefined,
      jobs: app.jobs,
      storages: [createFileStorage(config, 'attachments'), createFileStorage(config, 'recordings')],
      log: app.log.child({ module: 'readiness' }),
    };
    let shuttingDown = false;
    let inFlight: Promise<Readiness> | undefined;
    app.decorate('readiness', {
      check: () => {
        inFlight ??= checkReadiness(deps, shuttingDown).finally(() => {
          inFlight = undefined;
        });
        return inFlight.then((answer) => ({ ...answer, ...(shuttingDown ? notReadyAnymore : {}) }));
      },
      beginShutdown: () => {
        shuttingDown = true;
      },
    });
    // However the app closes (a signal, a test, the CLI), it is not ready once closing began.
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
  },
  { name: 'readiness', dependencies: ['jobs', 'rate-limit'] },
);

/** A check started before the shutdown began still answers as shutting down. */
const notReadyAnymore = { status: 'not_ready', shutting_down: true } as const;
