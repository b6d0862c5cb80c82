import { CronExpressionParser } from 'cron-parser';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Context, type OrganizationContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';

/**
 * What every job and schedule handler gets, built once where the job starts: the app's context
 * with no actor, its log, and the app.
 */
export type JobContext = Context & {
  log: FastifyBaseLogger;
  /** The app's services (telephony, the call simulator) for handlers that drive them. */
  app: FastifyInstance;
};

/** A job about one organization: its organization is loaded once, when the job starts. */
export type OrganizationJobContext = JobContext & OrganizationContext;

/**
 * A kind of job a module declares in its manifest (`jobs`). `perform` is what the platform calls
 * with the stored payload; `payload` checks what `enqueue` stores.
 */
export type Job<Payload> = {
  name: string;
  payload: z.ZodType<Payload>;
  /** Attempts after the first one, each after a longer wait (see `retryDelayMs`). */
  retries: number;
  perform: (ctx: JobContext, payload: unknown) => Promise<void>;
};

/** The default number of retries: a job that fails four times in a row needs a person. */
const DEFAULT_RETRIES = 3;

export function defineJob<Payload>(definition: {
  name: string;
  payload: z.ZodType<Payload>;
  retries?: number;
  handler: (ctx: JobContext, payload: Payload) => Promise<void>;
}): Job<Payload> {
  const { name, payload, handler } = definition;
  return {
    name,
    payload,
    retries: definition.retries ?? DEFAULT_RETRIES,
    perform: (ctx, raw) => handler(ctx, payload.parse(raw)),
  };
}

/** A job about one organization (`organizationId` in its payload), loaded once when it starts. */
export function defineOrganizationJob<Payload extends { organizationId: number }>(definition: {
  name: string;
  payload: z.ZodType<Payload>;
  retries?: number;
  handler: (ctx: OrganizationJobContext, payload: Payload) => Promise<void>;
}): Job<Payload> {
  return defineJob({
    ...definition,
    handler: async (ctx, payload) => {
      const organization = await getOrganizationScope(ctx.db, payload.organizationId);
      await definition.handler({ ...ctx, ...withOrganization(ctx, organization) }, payload);
    },
  });
}

/**
 * Work a module declares to run once per period across every instance (`schedules` of its
 * manifest): `every` milliseconds, or at the times of a `cron` expression (UTC). The first run
 * comes when the first instance starts.
 */
export type Schedule = {
  name: string;
  handler: (ctx: JobContext) => Promise<void>;
} & ({ every: number; cron?: never } | { cron: string; every?: never });

export const defineSchedule = (schedule: Schedule): Schedule => {
  nextRunOf(schedule, new Date()); // A bad cron expression fails when the app is built.
  return schedule;
};

/** When a schedule runs next after a run at `after`. */
export function nextRunOf(schedule: Schedule, after: Date): Date {
  if (schedule.cron === undefined) return new Date(after.getTime() + schedule.every);
  return CronExpressionParser.parse(schedule.cron, { currentDate: after, tz: 'UTC' }).next().toDate();
}

/** How many jobs of one kind wait, run, and failed for good (health and readiness read it). */
export type QueueDepth = { name: string; queued: number; running: number; failed: number };

/**
 * Where jobs are stored and run: in process over the `background_jobs` table (embedded database)
 * or pg-boss (PostgreSQL). `send` answers once the job is stored.
 */
export type JobEngine = {
  kind: 'local' | 'pg-boss';
  send: (name: string, payload: unknown, options: { runAt: Date; retries: number }) => Promise<void>;
  /**
   * Starts claiming jobs of these names; `perform` runs one (a rejection is a failed attempt).
   * `onError` hears what goes wrong around the jobs (the database away while polling).
   */
  start: (
    names: string[],
    perform: (name: string, payload: unknown) => Promise<void>,
    onError: (error: unknown) => void,
  ) => Promise<void>;
  depth: (names: string[]) => Promise<QueueDepth[]>;
  /** Claims nothing more; waits for the jobs in flight (or releases them after a grace period). */
  stop: () => Promise<void>;
};

/** The first retry waits this long, each next one twice as long, up to `MAX_RETRY_DELAY_MS`. */
export const RETRY_DELAY_MS = 2_000;
export const MAX_RETRY_DELAY_MS = 5 * 60_000;

/** Lets other callbacks (requests, timers) run before the next batch of a long job. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
