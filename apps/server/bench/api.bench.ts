/**
 * API throughput against a bare Fastify route running the same SQL, to show what auth,
 * validation and serialization cost. Never fails on figures; it prints them.
 *   npm run bench:api                  (PGlite in a temp dir)
 *   DATABASE_URL=postgres://... npm run bench:api   (a fresh database, dropped afterwards)
 *   BENCH_SECONDS=3 npm run bench:api
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '#app';
import { getOrganizationDashboard } from '#modules/dashboard/dashboard.service.ts';
import { loadConfig } from '#platform/config.ts';
import { openDatabase } from '#platform/db/client.ts';
import { authenticate, getCurrentUser } from '#platform/tenancy/auth.service.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { resolveOrganizationForUser } from '#platform/tenancy/organizations.service.ts';
import { DEMO_PASSWORD, seedDemo } from '#seeds/seed-demo.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.DATABASE_URL;

async function openBenchDatabase() {
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'aurora-bench-'));
    const handle = await openDatabase({ dataDir: dir });
    return { handle, label: 'PGlite', cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const cleanup = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await dropper.end();
  };
  return { handle, label: 'PostgreSQL', cleanup };
}

const { handle, label, cleanup } = await openBenchDatabase();
try {
  await handle.migrate();
  await seedDemo(handle.db);
  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), webDistDir: path.join(tmpdir(), 'aurora-no-dist') };
  const app = await buildApp(config, handle.db);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  // The same service calls (so the same SQL) with no hooks, schemas or serializer around them.
  const bare = Fastify({ logger: false });
  bare.get('/me', async (request) => {
    const auth = await authenticate(handle.db, request.headers.authorization?.slice(7) ?? '');
    return { data: await getCurrentUser(handle.db, auth.userId) };
  });
  bare.get('/dashboard', async (request) => {
    const auth = await authenticate(handle.db, request.headers.authorization?.slice(7) ?? '');
    const organization = await resolveOrganizationForUser(handle.db, 'mx', auth);
    const ctx = withOrganization(offlineContext(handle.db), organization, auth.userId);
    return {
      data: await getOrganizationDashboard(ctx, {
        userId: auth.userId,
        isAgent: auth.isAgent,
        isAdmin: auth.isAdmin,
      }),
    };
  });
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

  const run = async (url: string) => {
    const result = await autocannon({ url, connections: 10, duration: seconds, headers });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  };

  console.log(`Aurora API bench on ${label}: 10 connections, ${seconds} s per route\n`);
  const rows: string[][] = [['route', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'failures']];
  for (const [route, apiPath, barePath] of [
    ['GET /api/v2/auth/me', '/api/v2/auth/me', '/me'],
    ['GET /api/v2/mx/dashboard', '/api/v2/mx/dashboard', '/dashboard'],
  ] as const) {
    const bareResult = await run(bareUrl + barePath);
    const apiResult = await run(appUrl + apiPath);
    for (const [name, result] of [
      [route, apiResult],
      [`  bare ${barePath}`, bareResult],
    ] as const) {
      rows.push([
        name,
        result.rps.toFixed(0),
        String(result.p50),
        String(result.p99),
        `${((result.rps / bareResult.rps) * 100).toFixed(0)}%`,
        String(result.failures),
      ]);
    }
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of rows)
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );

  // autocannon resolves without waiting for its last requests; let them land before closing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await bare.close();
  await app.close();
} finally {
  await handle.close();
  await cleanup();
}
