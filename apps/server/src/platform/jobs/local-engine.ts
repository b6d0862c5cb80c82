import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '#platform/clock.ts';
import type { Database } from '#platform/db/client.ts';
import { backgroundJobs } from './jobs.table.ts';
import { type JobEngine, MAX_RETRY_DELAY_MS, type QueueDepth, RETRY_DELAY_MS } from './jobs.ts';

type JobRow = typeof backgroundJobs.$inferSelect;

export type LocalJobEngine = JobEngine & {
  /** Runs every job that is due now, and waits until none is running (a manual clock's timers). */
  runDue: () => Promise<void>;
};

/**
 * The embedded database's engine: jobs are rows of `background_jobs`, claimed one at a time by a
 * conditional update, run in this process (a few at once) and deleted when they succeed. A failed
 * attempt comes back after a wait that doubles each time; the last one leaves the job `failed`.
 *
 * The embedded database belongs to one process, so a job still `running` when the engine starts
 * was cut off by the process before it: it is queued again. Time is the app's clock, so a test
 * that moves a manual clock runs the delayed jobs that fall due.
 */
export function createLocalJobEngine(
  db: Database,
  options: { clock?: Clock; pollMs?: number; concurrency?: number; retryDelayMs?: number } = {},
): LocalJobEngine {
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = options.concurrency ?? 4;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  let names: string[] = [];
  let perform: (name: string, payload: unknown) => Promise<void> = async () => {};
  let onError: (error: unknown) => void = () => {};
  let stopped = true;
  let poller: NodeJS.Timeout | undefined;
  const active = new Set<Promise<void>>();
  let pumping: Promise<void> | undefined;
  let wokenWhilePumping = false;

  const claim = async (): Promise<JobRow | undefined> => {
    const due = db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          eq(backgroundJobs.status, 'queued'),
          lte(backgroundJobs.runAt, clock.now()),
          inArray(backgroundJobs.name, names),
        ),
      )
      .orderBy(backgroundJobs.runAt, backgroundJobs.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(backgroundJobs)
      .set({ status: 'running', attempts: sql`${backgroundJobs.attempts} + 1` })
      .where(and(inArray(backgroundJobs.id, due), eq(backgroundJobs.status, 'queued')))
      .returning();
    return job;
  };

  // Settles only the attempt this engine claimed: a job requeued meanwhile belongs to its new run.
  const thisAttempt = (job: JobRow) =>
    and(
      eq(backgroundJobs.id, job.id),
      eq(backgroundJobs.status, 'running'),
      eq(backgroundJobs.attempts, job.attempts),
    );

  const execute = async (job: JobRow) => {
    try {
      await perform(job.name, job.payload);
      await db.delete(backgroundJobs).where(thisAttempt(job));
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const wait = Math.min(MAX_RETRY_DELAY_MS, retryDelayMs * 2 ** (job.attempts - 1));
      await db
        .update(backgroundJobs)
        .set(
          job.attempts >= job.maxAttempts
            ? { status: 'failed', lastError }
            : { status: 'queued', lastError, runAt: new Date(clock.now().getTime() + wait) },
        )
        .where(thisAttempt(job));
    }
  };

  const pump = async () => {
    do {
      wokenWhilePumping = false;
      while (!stopped && active.size < concurrency) {
        const job = await claim();
        if (!job) break;
        if (stopped) {
          // Claimed while stopping began: it goes back to the queue untouched, for the next start.
          await db
            .update(backgroundJobs)
            .set({ status: 'queued', attempts: job.attempts - 1 })
            .where(thisAttempt(job));
          break;
        }
        const run: Promise<void> = execute(job)
          .catch(onError)
          .finally(() => {
            active.delete(run);
            void wake();
          });
        active.add(run);
      }
    } while (wokenWhilePumping && !stopped);
  };

  const wake = (): Promise<void> => {
    if (pumping) {
      wokenWhilePumping = true;
      return pumping;
    }
    pumping = pump()
      .catch(onError)
      .finally(() => {
        pumping = undefined;
      });
    return pumping;
  };

  const runDue = async () => {
    do {
      await wake();
      await Promise.all([...active]);
    } while (active.size > 0 || pumping);
  };

  return {
    kind: 'local',
    send: async (name, payload, { runAt, retries }) => {
      await db.insert(backgroundJobs).values({ name, payload, runAt, maxAttempts: retries + 1 });
      const delay = runAt.getTime() - clock.now().getTime();
      if (delay <= 0) void wake();
      else clock.setTimeout(runDue, delay);
    },
    start: async (jobNames, run, reportError) => {
      names = jobNames;
      perform = run;
      onError = reportError;
      await db
        .update(backgroundJobs)
        .set({ status: 'queued' })
        .where(and(eq(backgroundJobs.status, 'running'), inArray(backgroundJobs.name, names)));
      stopped = false;
      poller = setInterval(() => void wake(), pollMs);
      poller.unref();
      await wake();
    },
    runDue,
    depth: async (jobNames) => {
      const rows = await db
        .select({ name: backgroundJobs.name, status: backgroundJobs.status, jobs: count() })
        .from(backgroundJobs)
        .where(inArray(backgroundJobs.name, jobNames))
        .groupBy(backgroundJobs.name, backgroundJobs.status);
      return jobNames.map((name): QueueDepth => {
        const of = (status: JobRow['status']) =>
          rows.find((row) => row.name === name && row.status === status)?.jobs ?? 0;
        return { name, queued: of('queued'), running: of('running'), failed: of('failed') };
      });
    },
    stop: async () => {
      stopped = true;
      clearInterval(poller);
      await pumping;
      await Promise.all([...active]);
    },
  };
}
