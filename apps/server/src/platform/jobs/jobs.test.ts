import { organizationPresenceChannel } from '@aurora/contracts/realtime';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { offlineContext } from '#platform/tenancy/context.ts';
import { useTestApp } from '#test/app.ts';
import { createOrganization } from '#test/factories.ts';
import { createJobQueue } from './job-queue.ts';
import { backgroundJobs, jobSchedules } from './jobs.table.ts';
import { defineJob, defineOrganizationJob, defineSchedule, type JobContext, nextRunOf } from './jobs.ts';
import { createLocalJobEngine } from './local-engine.ts';

const t = useTestApp();

const until = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 10 });

// Each test's jobs have names of their own: the app's own engine never claims them.
let sequence = 0;
const uniqueName = (what: string) => {
  sequence += 1;
  return `test.${what}.${sequence}`;
};

const fail = (error: unknown) => {
  throw error;
};

const rowsNamed = (name: string) => t.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, name));

describe('local engine', () => {
  it('two runners on one database, twenty jobs: each job runs once', async () => {
    const name = uniqueName('once');
    const ran: number[] = [];
    const perform = async (_name: string, payload: unknown) => {
      ran.push((payload as { n: number }).n);
    };
    const one = createLocalJobEngine(t.db, { pollMs: 5 });
    const two = createLocalJobEngine(t.db, { pollMs: 5 });
    // Both are up before the jobs come: a starting runner takes any running job for a dead one.
    await Promise.all([one.start([name], perform, fail), two.start([name], perform, fail)]);
    for (let n = 0; n < 20; n += 1) await one.send(name, { n }, { runAt: new Date(), retries: 0 });
    await until(async () => expect(await rowsNamed(name)).toEqual([]));
    await Promise.all([one.stop(), two.stop()]);
    expect(ran.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('a failing job: retried after waits that double, then failed for good and counted as failed', async () => {
    const flaky = uniqueName('flaky');
    const broken = uniqueName('broken');
    const attempts: Record<string, number[]> = { [flaky]: [], [broken]: [] };
    const engine = createLocalJobEngine(t.db, { pollMs: 5, retryDelayMs: 40 });
    await engine.start(
      [flaky, broken],
      async (name) => {
        attempts[name]?.push(performance.now());
        if (name === broken || (attempts[name]?.length ?? 0) < 3) throw new Error(`${name} failed`);
      },
      fail,
    );
    await engine.send(flaky, {}, { runAt: new Date(), retries: 3 });
    await engine.send(broken, {}, { runAt: new Date(), retries: 2 });
    await until(async () => expect(await rowsNamed(flaky)).toEqual([]));
    const [first = 0, second = 0, third = 0] = attempts[flaky] ?? [];
    expect(second - first).toBeGreaterThanOrEqual(40);
    expect(third - second).toBeGreaterThanOrEqual(80);
    await until(async () => expect((await rowsNamed(broken))[0]?.status).toBe('failed'));
    expect(attempts[broken]).toHaveLength(3);
    expect((await rowsNamed(broken))[0]?.lastError).toBe(`${broken} failed`);
    expect(await engine.depth([flaky, broken])).toEqual([
      { name: flaky, queued: 0, running: 0, failed: 0 },
      { name: broken, queued: 0, running: 0, failed: 1 },
    ]);
    await engine.stop();
  });

  it('restart: a job queued before it, and one cut off while running, both run after it', async () => {
    const name = uniqueName('restart');
    // One job at a time: busy with the cut-off job, it claims nothing else.
    const before = createLocalJobEngine(t.db, { pollMs: 5, concurrency: 1 });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The first process claims the cut-off job and dies with it: its handler never returns.
    await before.start(
      [name],
      async (_name, payload) => {
        if ((payload as { job: string }).job === 'cut off') {
          started();
          await new Promise(() => {});
        }
      },
      // Dead: whatever its poller meets after this test is nobody's concern.
      () => {},
    );
    await before.send(name, { job: 'cut off' }, { runAt: new Date(), retries: 0 });
    await running;
    await t.db
      .insert(backgroundJobs)
      .values({ name, payload: { job: 'queued' }, runAt: new Date(), maxAttempts: 1 });
    expect((await rowsNamed(name)).map((row) => row.status).toSorted()).toEqual(['queued', 'running']);

    const ran: string[] = [];
    const after = createLocalJobEngine(t.db, { pollMs: 5 });
    await after.start(
      [name],
      async (_name, payload) => {
        ran.push((payload as { job: string }).job);
      },
      fail,
    );
    await until(async () => expect(await rowsNamed(name)).toEqual([]));
    expect(ran.toSorted()).toEqual(['cut off', 'queued']);
    await after.stop();
  });

  it('stop: waits for the job in flight, then claims nothing more', async () => {
    const name = uniqueName('stop');
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const finished: string[] = [];
    const engine = createLocalJobEngine(t.db, { pollMs: 5 });
    await engine.start(
      [name],
      async (_name, payload) => {
        started();
        await released;
        finished.push((payload as { job: string }).job);
      },
      fail,
    );
    await engine.send(name, { job: 'in flight' }, { runAt: new Date(), retries: 0 });
    await running;
    let stopped = false;
    const stopping = engine.stop().then(() => {
      stopped = true;
    });
    await engine.send(name, { job: 'after stop' }, { runAt: new Date(), retries: 0 });
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toEqual(['in flight']);
    expect(await engine.depth([name])).toEqual([{ name, queued: 1, running: 0, failed: 0 }]);
    await t.db.delete(backgroundJobs).where(eq(backgroundJobs.name, name));
  });
});

function contextFor(overrides: Partial<JobContext> = {}): JobContext {
  return { ...offlineContext(t.db), clock: t.app.clock, log: t.app.log, app: t.app, ...overrides };
}

describe('job queue', () => {
  it('an organization job gets its organization, no actor and its broadcast; a bad payload is refused at enqueue', async () => {
    const organization = await createOrganization(t.db, { code: 'ZJ' });
    const seen: unknown[] = [];
    const job = defineOrganizationJob({
      name: uniqueName('organization'),
      payload: z.object({ organizationId: z.number().int() }),
      handler: async (ctx) => {
        seen.push({ organization: ctx.organization.code, actorId: ctx.actorId });
        ctx.broadcast('record.created', { module: 'leads', id: 1 });
      },
    });
    const broadcasts: [string | readonly string[], string][] = [];
    const queue = createJobQueue({
      engine: createLocalJobEngine(t.db, { pollMs: 5 }),
      jobs: [job],
      schedules: [],
      context: contextFor({
        publish: async (channel, event) => {
          broadcasts.push([channel, event]);
        },
      }),
    });
    await queue.start();
    await expect(queue.enqueue(job, { organizationId: 'one' } as never)).rejects.toThrow();
    await queue.enqueue(job, { organizationId: organization.id });
    await until(() => expect(seen).toEqual([{ organization: 'ZJ', actorId: null }]));
    expect(broadcasts).toEqual([[organizationPresenceChannel(organization.id), 'record.created']]);
    await queue.stop();
  });

  it('a job no module declared cannot be queued', async () => {
    const queue = createJobQueue({
      engine: createLocalJobEngine(t.db),
      jobs: [],
      schedules: [],
      context: contextFor(),
    });
    const stray = defineJob({ name: uniqueName('stray'), payload: z.object({}), handler: async () => {} });
    await expect(queue.enqueue(stray, {})).rejects.toThrow(/not declared/);
  });

  it('two instances tick one schedule: it runs once per period, not once per instance', async () => {
    const runs: string[] = [];
    const schedule = (instance: string) =>
      defineSchedule({
        name: 'test.schedule',
        every: 60_000,
        handler: async () => {
          runs.push(instance);
        },
      });
    const queues = ['one', 'two'].map((instance) =>
      createJobQueue({
        engine: createLocalJobEngine(t.db),
        jobs: [],
        schedules: [schedule(instance)],
        context: contextFor(),
        tickMs: 5,
      }),
    );
    for (const queue of queues) await queue.start();
    await until(() => expect(runs).toHaveLength(1));
    // Many ticks of both later, the period is not over: nothing more.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(1);
    // The period is over: one of them runs it again.
    await t.db
      .update(jobSchedules)
      .set({ nextRunAt: new Date() })
      .where(eq(jobSchedules.name, 'test.schedule'));
    await until(() => expect(runs).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(2);
    for (const queue of queues) await queue.stop();
    await t.db.delete(jobSchedules).where(inArray(jobSchedules.name, ['test.schedule']));
  });

  it('cron schedules: the next run is the next matching time in UTC; a bad expression fails at once', () => {
    const nightly = defineSchedule({ name: 'test.nightly', cron: '30 2 * * *', handler: async () => {} });
    expect(nextRunOf(nightly, new Date('2026-05-04T15:00:00Z'))).toEqual(new Date('2026-05-05T02:30:00Z'));
    expect(nextRunOf({ ...nightly, cron: undefined, every: 1000 }, new Date(0))).toEqual(new Date(1000));
    expect(() => defineSchedule({ name: 'test.bad', cron: 'every day', handler: async () => {} })).toThrow();
  });
});
