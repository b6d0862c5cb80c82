import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '#app';
import { type Config, loadConfig } from '#platform/config.ts';
import { type Database, openDatabase } from '#platform/db/client.ts';
import { createPgBossEngine } from '#platform/jobs/pg-boss-engine.ts';

export type TestApp = {
  app: App;
  db: Database;
  config: Config;
  /** The test file's PostgreSQL database (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Closes the app's database connection (PGlite, or the pool) under the running app. */
  disconnectDatabase: () => Promise<void>;
  close: () => Promise<void>;
};

/** Ending a pool twice throws; a test that disconnected early still closes at the end. */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * A migrated database of its own for one test file: in-memory PGlite, or, when DATABASE_URL is
 * set, a fresh PostgreSQL database created beside it and dropped by `close()`.
 */
async function openTestDatabase(): Promise<{
  db: Database;
  url?: string;
  disconnect: () => Promise<void>;
  close: () => Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const snapshotFile = inject('pgliteSnapshot');
    const snapshot = snapshotFile ? new Blob([await readFile(snapshotFile)]) : undefined;
    const handle = await openDatabase({ snapshot });
    await handle.migrate();
    const disconnect = closeOnce(handle.close);
    return { db: handle.db, disconnect, close: disconnect };
  }
  const url = new URL(adminUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${base}_test_${randomBytes(5).toString('hex')}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  const disconnect = closeOnce(handle.close);
  return {
    db: handle.db,
    url: url.toString(),
    disconnect,
    close: async () => {
      await disconnect();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Builds the app on a fresh database; call once per test file (beforeAll) and close in afterAll.
 * `extend` may add test-only routes before the app is sealed.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: BuildAppOptions & { extend?: (app: App) => void } = {},
): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    // A dist folder that does not exist, unless a test provides one.
    webDistDir: path.join(process.cwd(), 'no-such-web-dist'),
    ...overrides,
  };
  const database = await openTestDatabase();
  // On PostgreSQL, jobs run on pg-boss as in production; a test that moves a manual clock keeps
  // them in process, on that clock.
  const jobEngine =
    options.jobEngine ??
    (database.url && !options.clock
      ? createPgBossEngine(database.url, { pollingIntervalSeconds: 0.5 })
      : undefined);
  const app = await buildApp(config, database.db, { ...options, jobEngine });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    databaseUrl: database.url,
    disconnectDatabase: database.disconnect,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The test file's app, opened before its tests and closed after them (by default the plain one
 * that `createTestApp` opens): its fields are there from the first test on.
 */
export function useTestApp(open: () => Promise<TestApp> = () => createTestApp()): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await open());
  });
  afterAll(() => handle.close?.());
  return handle;
}
