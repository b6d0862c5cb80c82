import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded database's job queue (on PostgreSQL the jobs live in pg-boss's own schema). A job
 * is a row before `enqueue` answers, so a job queued before a crash runs after the restart.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** A job that succeeds is deleted; one that failed for good stays, with its last error. */
    status: text('status', { enum: ['queued', 'running', 'failed'] })
      .notNull()
      .default('queued'),
    /** Attempts started so far; a job fails for good once it reaches `max_attempts`. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Not before: a delayed job, or the next attempt after a failure (backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('background_jobs_due_index').on(table.runAt, table.id).where(sql`${table.status} = 'queued'`),
    index('background_jobs_name_status_index').on(table.name, table.status),
  ],
);

/**
 * When each schedule of the app's modules runs next. Every instance ticks; the one whose
 * conditional update moves `next_run_at` on runs the period, so a schedule fires once per period
 * however many instances share the database.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
