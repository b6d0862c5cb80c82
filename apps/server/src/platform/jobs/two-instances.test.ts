import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { offlineContext } from '#platform/tenancy/context.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import { defineJob, defineSchedule, type JobContext, type Schedule } from './jobs.ts';
import { createPgBossEngine } from './pg-boss-engine.ts';

// Two instances need a database they share: PostgreSQL (CI's PostgreSQL step runs this).
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const until = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 20 });

  const instance = (jobs: Parameters<typeof createJobQueue>[0]['jobs'], schedules: Schedule[]): JobQueue => {
    const context: JobContext = { ...offlineContext(t.db), clock: t.app.clock, log: t.app.log, app: t.app };
    const engine = createPgBossEngine(t.databaseUrl as string, { pollingIntervalSeconds: 0.5 });
    return createJobQueue({ engine, jobs, schedules, context, tickMs: 20 });
  };

  it('a schedule ticked by both fires once per period across them', async () => {
    const PERIOD_MS = 400;
    const runs: { instance: string; at: number }[] = [];
    const schedule = (name: string) =>
      defineSchedule({
        name: 'test.two-instances',
        every: PERIOD_MS,
        handler: async () => {
          runs.push({ instance: name, at: performance.now() });
        },
      });
    const one = instance([], [schedule('one')]);
    const two = instance([], [schedule('two')]);
    await Promise.all([one.start(), two.start()]);
    await until(() => expect(runs.length).toBeGreaterThanOrEqual(4));
    await Promise.all([one.stop(), two.stop()]);
    // Both tick every 20 ms, yet no two runs fall in one period (a few ms of the database's jitter
    // between a claim and its run aside).
    const gaps = runs.slice(1).map((run, index) => run.at - (runs[index]?.at ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(PERIOD_MS * 0.75);
  });

  it('a job queued by an instance that then dies unfinished is run by the other', async () => {
    const ranOn: string[] = [];
    const job = (name: string) =>
      defineJob({
        name: 'test.survivor',
        payload: z.object({ n: z.number() }),
        handler: async () => {
          ranOn.push(name);
        },
      });
    const dyingJob = job('dying');
    const dying = instance([dyingJob], []);
    const survivor = instance([job('survivor')], []);
    await survivor.start();
    // The job is stored before enqueue answers; its instance dies before it could run it.
    await dying.enqueue(dyingJob, { n: 1 });
    await dying.stop();
    await until(() => expect(ranOn).toEqual(['survivor']));
    await until(async () =>
      expect(await survivor.depth()).toEqual([{ name: 'test.survivor', queued: 0, running: 0, failed: 0 }]),
    );
    await survivor.stop();
  });
});
