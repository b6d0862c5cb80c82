import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readiness, readinessSchema } from '@aurora/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#platform/config.ts';
import type { Database } from '#platform/db/client.ts';
import { checkReadiness, type ReadinessDependencies } from '#platform/readiness/readiness.plugin.ts';
import { createTestApp, type TestApp } from '#test/app.ts';

const baseConfig = loadConfig({ LOG_LEVEL: 'silent' });

/** Files and recordings in a directory of the test's own. */
async function storageIn(dir: string) {
  return {
    filesDir: path.join(dir, 'files'),
    telephony: { ...baseConfig.telephony, recordingsDir: path.join(dir, 'recordings') },
  };
}

async function ready(t: TestApp) {
  // No Authorization header: the balancer has no token.
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/ready' });
  return { status: response.statusCode, body: readinessSchema.parse(response.json()) as Readiness, response };
}

describe('readiness, every component up', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aurora-ready-'));
    t = await createTestApp(await storageIn(dir));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 200 with each component up, Redis disabled without REDIS_URL, for a caller with no token', async () => {
    const { status, body, response } = await ready(t);
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.shutting_down).toBe(false);
    expect(body.checks.database.status).toBe('up');
    expect(body.checks.jobs.status).toBe('up');
    expect(body.checks.storage.status).toBe('up');
    expect(body.checks.redis.status).toBe('disabled');
    // Public: nothing about where things live.
    expect(response.body).not.toContain(dir);
    expect(response.body).not.toContain('127.0.0.1');
  });

  it('leaves no probe file behind in the storage directories', async () => {
    await ready(t);
    expect(await readdir(path.join(dir, 'files'))).toEqual([]);
  });

  it('still answers 200 on /health, the liveness probe, whatever readiness says', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  // Last in this group: a shutdown does not end.
  it('answers 503 once the shutdown began (SIGTERM), with the components still reported up', async () => {
    t.app.readiness.beginShutdown();
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.status).toBe('not_ready');
    expect(body.shutting_down).toBe(true);
    expect(body.checks.database.status).toBe('up');
    const health = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('readiness, a component down', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aurora-ready-'));
    t = await createTestApp(await storageIn(dir));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503, storage down, when the files directory cannot be written', async () => {
    // A regular file where the directory should be: mkdir fails, as on a read-only mount.
    await writeFile(path.join(dir, 'files'), 'not a directory');
    const { status, body, response } = await ready(t);
    expect(status).toBe(503);
    expect(body.status).toBe('not_ready');
    expect(body.shutting_down).toBe(false);
    expect(body.checks.storage).toMatchObject({ status: 'down', reason: 'failed' });
    expect(body.checks.database.status).toBe('up');
    expect(response.body).not.toContain(dir);
    await rm(path.join(dir, 'files'));
    expect((await ready(t)).status).toBe(200);
  });

  it('answers 503, database down, once the database connection is closed, and never a 500', async () => {
    await t.disconnectDatabase();
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.status).toBe('not_ready');
    expect(body.checks.database).toMatchObject({ status: 'down', reason: 'failed' });
    expect(body.checks.storage.status).toBe('up');
  });
});

// Runs where a Redis is available: REDIS_URL=redis://127.0.0.1:6379 npx vitest run <this file>
describe.runIf(process.env.REDIS_URL)('readiness with Redis', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'aurora-ready-'));
    t = await createTestApp({ ...(await storageIn(dir)), redisUrl: process.env.REDIS_URL });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reports Redis up', async () => {
    const { status, body, response } = await ready(t);
    expect(status).toBe(200);
    expect(body.checks.redis.status).toBe('up');
    expect(response.body).not.toContain(process.env.REDIS_URL ?? '');
  });
});

describe('checkReadiness, each way a component is down', () => {
  const quiet = { warn: () => {} } as unknown as ReadinessDependencies['log'];
  const fine: ReadinessDependencies = {
    db: { execute: async () => ({ rows: [] }) } as unknown as Database,
    pingRedis: undefined,
    jobs: { status: () => ({ running: true, tickMs: 1000, lastTickAt: Date.now() }) },
    storages: [],
    log: quiet,
    timeoutMs: 50,
  };

  it('all fine: ready', async () => {
    expect((await checkReadiness(fine, false)).status).toBe('ready');
  });

  it('a database that does not answer: down by timeout, within the deadline', async () => {
    const started = Date.now();
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const answer = await checkReadiness({ ...fine, db: hanging }, false);
    expect(answer.status).toBe('not_ready');
    expect(answer.checks.database).toMatchObject({ status: 'down', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('Redis configured and failing: down; a rejection after the deadline is not left unhandled', async () => {
    const answer = await checkReadiness(
      {
        ...fine,
        pingRedis: () =>
          new Promise((_, reject) => setTimeout(() => reject(new Error('ECONNREFUSED 10.0.0.5')), 80)),
      },
      false,
    );
    expect(answer.checks.redis).toMatchObject({ status: 'down', reason: 'timeout' });
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('the job queue stopped, or its ticker stuck past 30 s: down, stopped or stale', async () => {
    const stopped = await checkReadiness(
      { ...fine, jobs: { status: () => ({ running: false, tickMs: 1000, lastTickAt: Date.now() }) } },
      false,
    );
    expect(stopped.checks.jobs).toMatchObject({ status: 'down', reason: 'stopped' });
    const stale = await checkReadiness(
      { ...fine, jobs: { status: () => ({ running: true, tickMs: 1000, lastTickAt: Date.now() - 31_000 }) } },
      false,
    );
    expect(stale.checks.jobs).toMatchObject({ status: 'down', reason: 'stale' });
  });
});
