import { PgBoss } from 'pg-boss';
import { type JobEngine, MAX_RETRY_DELAY_MS, type QueueDepth, RETRY_DELAY_MS } from './jobs.ts';

/** pg-boss keeps its jobs in a schema of its own beside the app's tables. */
const SCHEMA = 'pgboss';

export type PgBossEngineOptions = {
  /** A job of an instance that stopped sending heartbeats this long ago is run again elsewhere. */
  heartbeatSeconds?: number;
  /** How often an instance looks for such jobs (and does pg-boss's other maintenance). */
  superviseIntervalSeconds?: number;
  /** How often an idle worker asks for new jobs. */
  pollingIntervalSeconds?: number;
  /** How long stopping waits for the jobs in flight before it leaves them to another instance. */
  stopTimeoutMs?: number;
  retryDelayMs?: number;
};

/**
 * PostgreSQL's engine: pg-boss, shared by every instance on the database. Each job kind is a
 * pg-boss queue with the platform's retries and exponential backoff; a running job sends
 * heartbeats, so the job of an instance that died is retried by another (decision 023).
 */
export function createPgBossEngine(databaseUrl: string, options: PgBossEngineOptions = {}): JobEngine {
  const heartbeatSeconds = options.heartbeatSeconds ?? 30;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: SCHEMA,
    max: 4,
    application_name: 'aurora-jobs',
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    // Schedules are the platform's own (once per period, to the second), not pg-boss's cron.
    schedule: false,
  });
  let onError: (error: unknown) => void = () => {};
  boss.on('error', (error) => onError(error));
  let starting: Promise<unknown> | undefined;
  const started = () => {
    starting ??= boss.start();
    return starting;
  };

  return {
    kind: 'pg-boss',
    send: async (name, payload, { runAt, retries }) => {
      await started();
      await boss.send(name, { payload }, { startAfter: runAt, retryLimit: retries });
    },
    start: async (names, perform, reportError) => {
      onError = reportError;
      await started();
      const retryDelay = Math.max(1, Math.round((options.retryDelayMs ?? RETRY_DELAY_MS) / 1000));
      const existing = new Set((await boss.getQueues(names)).map((queue) => queue.name));
      for (const name of names) {
        if (existing.has(name)) continue;
        // Another instance may create it at the same moment; pg-boss's create is idempotent.
        await boss.createQueue(name, {
          retryDelay,
          retryBackoff: true,
          retryDelayMax: MAX_RETRY_DELAY_MS / 1000,
          heartbeatSeconds,
          expireInSeconds: 60 * 60,
        });
      }
      for (const name of names) {
        await boss.work<{ payload: unknown }>(
          name,
          { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
          async ([job]) => {
            if (job) await perform(name, job.data.payload);
          },
        );
      }
    },
    depth: async (names) => {
      await started();
      const { rows } = await boss
        .getDb()
        .executeSql(
          `select name, state, count(*)::int as jobs from ${SCHEMA}.job where name = any($1) group by name, state`,
          [names],
        );
      const counted = rows as { name: string; state: string; jobs: number }[];
      const of = (name: string, states: string[]) =>
        counted
          .filter((row) => row.name === name && states.includes(row.state))
          .reduce((sum, row) => sum + row.jobs, 0);
      return names.map(
        (name): QueueDepth => ({
          name,
          queued: of(name, ['created', 'retry']),
          running: of(name, ['active']),
          failed: of(name, ['failed']),
        }),
      );
    },
    stop: async () => {
      if (!starting) return;
      await starting;
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 8_000 });
    },
  };
}
