import { and, eq, lte } from 'drizzle-orm';
import { jobSchedules } from './jobs.table.ts';
import type { Job, JobContext, JobEngine, QueueDepth, Schedule } from './jobs.ts';
import { nextRunOf } from './jobs.ts';

/** The app's jobs and schedules (`app.jobs`). */
export type JobQueue = {
  /** Stores the job (it survives a restart from then on) and answers; it runs on any instance. */
  enqueue: <Payload>(job: Job<Payload>, payload: Payload, options?: { delayMs?: number }) => Promise<void>;
  /** Queued, running and failed jobs per job name, for the health and readiness routes. */
  depth: () => Promise<QueueDepth[]>;
  start: () => Promise<void>;
  /**
   * For readiness: whether the queue runs (between `start` and `stop`), how often it ticks, and
   * when its last look for due schedules ended (`Date.now()`, not the app's clock: a manual clock
   * in tests stands still while the timer goes on).
   */
  status: () => { running: boolean; tickMs: number; lastTickAt: number | undefined };
  /**
   * Failed attempts of each job and failed runs of each schedule on this instance since it
   * started, every name there from zero (the metrics read them); a retried job counts each
   * attempt that failed.
   */
  failures: () => { jobs: ReadonlyMap<string, number>; schedules: ReadonlyMap<string, number> };
  /** Claims nothing more and waits for the jobs and schedule runs in flight. */
  stop: () => Promise<void>;
};

/** How often each instance looks for schedules that are due. */
const TICK_MS = 1_000;

/**
 * Runs the modules' jobs on `engine` and their schedules once per period across every instance:
 * each instance ticks, and a schedule runs where one conditional update of `job_schedules` moved
 * its next run on. A schedule run cut off by a dying instance is not repeated: the next period
 * comes soon, and the work it does is claimed row by row anyway.
 */
export function createJobQueue(options: {
  engine: JobEngine;
  jobs: readonly Job<unknown>[];
  schedules: readonly Schedule[];
  context: JobContext;
  tickMs?: number;
}): JobQueue {
  const { engine, context } = options;
  const tickMs = options.tickMs ?? TICK_MS;
  const { db, clock, log } = context;
  const jobs = new Map(options.jobs.map((job) => [job.name, job]));
  const names = [...jobs.keys()];
  let started = false;
  let ticker: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();
  let lastTickAt: number | undefined;
  const running = new Map<string, Promise<void>>();
  // Every name from zero: a failure is then a counter moving, which `rate()` sees from the first.
  const failedJobs = new Map(names.map((name) => [name, 0]));
  const failedSchedules = new Map(options.schedules.map((schedule) => [schedule.name, 0]));
  const countFailure = (counts: Map<string, number>, name: string) =>
    counts.set(name, (counts.get(name) ?? 0) + 1);

  const perform = async (name: string, payload: unknown) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`No job is named ${name}.`);
    try {
      await job.perform(context, payload);
    } catch (error) {
      countFailure(failedJobs, name);
      log.error({ err: error, job: name }, 'background job failed');
      throw error;
    }
  };

  const runSchedule = (schedule: Schedule) => {
    const run = schedule
      .handler(context)
      .catch((error: unknown) => {
        countFailure(failedSchedules, schedule.name);
        log.error({ err: error, schedule: schedule.name }, 'scheduled job failed');
      })
      .finally(() => running.delete(schedule.name));
    running.set(schedule.name, run);
  };

  const tick = async () => {
    const now = clock.now();
    for (const schedule of options.schedules) {
      if (!started) return;
      if (running.has(schedule.name)) continue;
      const claimed = await db
        .update(jobSchedules)
        .set({ nextRunAt: nextRunOf(schedule, now), lastRunAt: now })
        .where(and(eq(jobSchedules.name, schedule.name), lte(jobSchedules.nextRunAt, now)))
        .returning({ name: jobSchedules.name });
      if (claimed.length > 0) runSchedule(schedule);
    }
  };

  const tickOnce = () => {
    ticking = ticking
      .then(tick)
      .catch((error: unknown) => log.error({ err: error }, 'looking for due schedules failed'))
      .finally(() => {
        lastTickAt = Date.now();
      });
    return ticking;
  };

  return {
    enqueue: async (job, payload, { delayMs = 0 } = {}) => {
      if (jobs.get(job.name) !== job) throw new Error(`The job ${job.name} is not declared by a module.`);
      await engine.send(job.name, job.payload.parse(payload), {
        runAt: new Date(clock.now().getTime() + delayMs),
        retries: job.retries,
      });
    },
    depth: () => engine.depth(names),
    start: async () => {
      if (options.schedules.length > 0) {
        await db
          .insert(jobSchedules)
          .values(options.schedules.map((schedule) => ({ name: schedule.name, nextRunAt: clock.now() })))
          .onConflictDoNothing();
      }
      await engine.start(names, perform, (error) => log.error({ err: error }, 'the job engine failed'));
      started = true;
      await tickOnce();
      ticker = setInterval(tickOnce, tickMs);
      ticker.unref();
    },
    status: () => ({ running: started, tickMs, lastTickAt }),
    failures: () => ({ jobs: failedJobs, schedules: failedSchedules }),
    stop: async () => {
      started = false;
      clearInterval(ticker);
      await ticking;
      await Promise.all([...running.values()]);
      await engine.stop();
    },
  };
}
