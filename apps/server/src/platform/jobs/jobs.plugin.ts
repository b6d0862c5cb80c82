import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#platform/db/client.ts';
import { appContext } from '#platform/tenancy/context.ts';
import { createJobQueue, type JobQueue } from './job-queue.ts';
import type { Job, JobEngine, Schedule } from './jobs.ts';
import { createLocalJobEngine } from './local-engine.ts';
import { createPgBossEngine } from './pg-boss-engine.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' background jobs and schedules. */
    jobs: JobQueue;
  }
}

/**
 * The engine for the configured database: pg-boss on PostgreSQL (several instances share its
 * queues), else the in-process runner over the embedded database's `background_jobs` table.
 */
export function createJobEngine(database: { db: Database; databaseUrl: string | undefined }): JobEngine {
  return database.databaseUrl ? createPgBossEngine(database.databaseUrl) : createLocalJobEngine(database.db);
}

/**
 * Decorates `app.jobs`: starts claiming jobs and ticking schedules once the app is ready, and
 * stops before the app closes (the database is still open for the jobs in flight).
 */
export const jobsPlugin = fp(
  async (
    app: FastifyInstance,
    options: { engine: JobEngine; jobs: readonly Job<unknown>[]; schedules: readonly Schedule[] },
  ) => {
    const queue = createJobQueue({
      engine: options.engine,
      jobs: options.jobs,
      schedules: options.schedules,
      context: { ...appContext(app, null), log: app.log.child({ module: 'jobs' }), app },
    });
    app.decorate('jobs', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('preClose', () => queue.stop());
  },
  { name: 'jobs', dependencies: ['realtime', 'telephony'] },
);
