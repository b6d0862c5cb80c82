/**
 * The leads list under load: bulk-loads leads across 10 organizations, then runs autocannon
 * (10 connections, from a worker thread) on a filtered sorted first page, a deep page, a search
 * by phone and one by name. Beside each route's req/s and latency it prints the same SQL,
 * captured from the very request the route makes: served by a bare HTTP server under the same
 * load (the floor of this machine), and replayed alone (timed runs and EXPLAIN ANALYZE).
 * A benchmark: it never fails on figures.
 *   npm run bench:records                                  (PGlite in a temp dir, 100,000 leads)
 *   DATABASE_URL=postgres://... npm run bench:records      (a fresh database, 1,000,000 leads, dropped after)
 *   BENCH_ROWS=200000 BENCH_SECONDS=5 npm run bench:records
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { buildApp } from '#app';
import { loadConfig } from '#platform/config.ts';
import { type Database, migrationsFolder, pgliteExtensions } from '#platform/db/client.ts';
import { createOrganization, getOrganizationByCode } from '#platform/tenancy/organizations.service.ts';
import { DEMO_PASSWORD, seedDemo } from '#seeds/seed-demo.ts';

const adminUrl = process.env.DATABASE_URL;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const totalRows = Number(process.env.BENCH_ROWS ?? (adminUrl ? 1_000_000 : 100_000));
const ORGANIZATIONS = 10;

/** Queries drizzle sends while `capturing` is on: the exact SQL of one request. */
let capturing: { sql: string; params: unknown[] }[] | undefined;
const logger: Logger = {
  logQuery: (sql, params) => {
    capturing?.push({ sql, params });
  },
};

type Raw = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function openBenchDatabase(): Promise<{
  db: Database;
  raw: Raw;
  label: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}> {
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), 'aurora-records-bench-'));
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    const db = drizzlePglite({ client, logger });
    return {
      db,
      raw: (sql, params) => client.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
      label: 'PGlite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const db = drizzlePg({ client: pool, logger });
  return {
    db,
    raw: (sql, params) => pool.query(sql, params as unknown[]),
    label: 'PostgreSQL',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const FIRST = [
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Luis',
  'Fernanda',
  'Carlos',
  'Sofía',
  'Miguel',
  'Valeria',
  'Ana',
  'Diego',
  'Laura',
  'Pedro',
  'Lucía',
  'Jorge',
];
const LAST = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Smith',
  'Garza',
  'Ortega',
];
const STATUSES = ['new', 'contacted', 'qualified', 'unqualified', 'lost', 'new'];
const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
/** The phone generated for row g: a Mexico City mobile. */
const phoneOf = (g: number) => `+5255${String((g * 7919) % 100_000_000).padStart(8, '0')}`;

async function loadLeads(raw: Raw, organizationIds: number[], ownerId: number) {
  // Building the indexes once after the load is much faster than maintaining them row by row.
  const indexes = (
    await raw(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'leads' AND indexname <> 'leads_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await raw(`DROP INDEX "${index.indexname}"`);
  const chunk = 100_000;
  const started = performance.now();
  for (let from = 1; from <= totalRows; from += chunk) {
    const to = Math.min(totalRows, from + chunk - 1);
    await raw(`
      INSERT INTO leads (organization_id, first_name, last_name, email, phone, phone_digits, status, source,
                         owner_id, destinations, adults, created_at, updated_at)
      SELECT (${sqlArray(organizationIds.map(String))}::int[])[1 + g % ${organizationIds.length}],
             (${sqlArray(FIRST)})[1 + g % ${FIRST.length}],
             (${sqlArray(LAST)})[1 + (g / 7) % ${LAST.length}],
             'lead' || g || '@bench.test',
             '+5255' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
             '5255' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
             (${sqlArray(STATUSES)})[1 + g % ${STATUSES.length}],
             'website',
             CASE WHEN g % 3 = 0 THEN ${ownerId} END,
             ARRAY['Cancún'],
             1 + g % 4,
             now() - g * interval '37 seconds',
             now() - g * interval '37 seconds'
      FROM generate_series(${from}, ${to}) AS g`);
    process.stdout.write(`\r  loaded ${to.toLocaleString('en')} leads`);
  }
  const loaded = performance.now();
  for (const index of indexes) await raw(index.indexdef);
  await raw('VACUUM ANALYZE leads');
  console.log(
    `\n  insert ${((loaded - started) / 1000).toFixed(1)} s, indexes + analyze ${((performance.now() - loaded) / 1000).toFixed(1)} s`,
  );
}

/**
 * The floor for a route on this machine: a bare HTTP server that runs the route's captured
 * queries, one after another as the route does, and answers the last one's rows as JSON.
 */
async function bareReplay(raw: Raw, queries: { sql: string; params: unknown[] }[]) {
  const server = createServer(async (_request, response) => {
    let last: Record<string, unknown>[] = [];
    for (const query of queries) last = (await raw(query.sql, query.params)).rows;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ data: last }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const handle = await openBenchDatabase();
try {
  await handle.migrate();
  await seedDemo(handle.db);
  const mx = await getOrganizationByCode(handle.db, 'MX');
  const organizationIds = [mx?.id ?? 0];
  for (const code of ['CO', 'US'])
    organizationIds.push((await getOrganizationByCode(handle.db, code))?.id ?? 0);
  for (let i = organizationIds.length; i < ORGANIZATIONS; i += 1) {
    const created = await createOrganization(handle.db, {
      code: `B${String.fromCharCode(65 + i)}`,
      name: `Bench ${i}`,
      legal_name: null,
      tax_id: null,
      country: 'MX',
      timezone: 'America/Mexico_City',
      default_currency: 'MXN',
      locale: 'es-MX',
      badge_color: '#4f46e5',
      logo_url: null,
      phone: null,
      email: null,
      address: null,
      is_active: true,
      recording_enabled: false,
      voicemail_greeting: null,
      ring_timeout_seconds: 25,
    });
    organizationIds.push(created.id);
  }
  const adminRow = (await handle.raw(`SELECT id FROM users WHERE email = 'admin@example.com'`)).rows[0];
  console.log(
    `Aurora records bench on ${handle.label}: ${totalRows.toLocaleString('en')} leads in ${ORGANIZATIONS} organizations`,
  );
  await loadLeads(handle.raw, organizationIds, Number(adminRow?.id));

  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), webDistDir: path.join(tmpdir(), 'aurora-no-dist') };
  const app = await buildApp(config, handle.db);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };

  // Rows of MX: the first organization gets every tenth row.
  const perOrganization = Math.floor(totalRows / ORGANIZATIONS);
  const deepPage = Math.max(1, Math.floor(perOrganization / 25 / 2));
  const phoneRow = ORGANIZATIONS * 1234; // a row of MX (g % 10 = 0 -> the first organization)
  const phone = phoneOf(phoneRow).slice(3); // typed as a national number: 55 XXXX XXXX
  const typedPhone = `${phone.slice(0, 2)} ${phone.slice(2, 6)} ${phone.slice(6)}`;
  const routes = [
    ['filtered first page', '/api/v2/mx/leads?filter[status]=new&sort=-created_at&per_page=25'],
    [`deep page (${deepPage})`, `/api/v2/mx/leads?sort=-created_at&per_page=25&page=${deepPage}`],
    ['search by phone', `/api/v2/mx/leads?q=${encodeURIComponent(typedPhone)}`],
    ['search by name', '/api/v2/mx/leads?q=garc&per_page=25'],
  ] as const;

  const rows: string[][] = [
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'bare req/s',
      'bare p50',
      'bare p99',
      'vs bare',
      'SQL p50 ms',
      'EXPLAIN ms',
      'rows',
    ],
  ];
  const load = (target: string, withHeaders: Record<string, string>) =>
    autocannon({ url: target, connections: 10, duration: seconds, headers: withHeaders, workers: 1 });
  for (const [name, url] of routes) {
    // The SQL of one request, captured as sent, then replayed alone. The first request also
    // stamps the token's last use, a write the following ones skip: it is not captured.
    await app.inject({ method: 'GET', url, headers });
    capturing = [];
    const probe = await app.inject({ method: 'GET', url, headers });
    const queries = capturing;
    capturing = undefined;
    const total = probe.json<{ meta?: { total: number } }>().meta?.total ?? 0;
    const timings: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const start = performance.now();
      for (const query of queries) await handle.raw(query.sql, query.params);
      timings.push(performance.now() - start);
    }
    timings.sort((a, b) => a - b);
    let explain = 0;
    // A query that is itself an EXPLAIN (the estimated total) cannot be explained again.
    for (const query of queries.filter((query) => !/^explain/i.test(query.sql))) {
      const plan = (await handle.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params)).rows[0];
      const json = (plan?.['QUERY PLAN'] ?? []) as { 'Execution Time': number }[] | string;
      const parsed = typeof json === 'string' ? (JSON.parse(json) as { 'Execution Time': number }[]) : json;
      explain += parsed[0]?.['Execution Time'] ?? 0;
    }
    const result = await load(appUrl + url, headers);
    const bare = await bareReplay(handle.raw, queries);
    const bareResult = await load(bare.url, {});
    await bare.close();
    rows.push([
      name,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx + result.errors + result.timeouts + bareResult.non2xx + bareResult.errors),
      bareResult.requests.average.toFixed(0),
      String(bareResult.latency.p50),
      String(bareResult.latency.p99),
      `${((result.requests.average / bareResult.requests.average) * 100).toFixed(0)}%`,
      percentile(timings, 0.5).toFixed(2),
      explain.toFixed(2),
      total.toLocaleString('en'),
    ]);
  }
  console.log(
    [
      `\n10 connections, ${seconds} s per route, the load from a worker thread.`,
      'bare = a plain node:http server replaying the same queries per request (no auth, validation or mapping), under the same load;',
      "SQL = the route's queries replayed one after another on an idle database (p50 of 100 runs); EXPLAIN = their summed execution time.\n",
    ].join('\n'),
  );
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
  }
  // autocannon resolves without waiting for its last requests; let them land before closing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await app.close();
} finally {
  await handle.close();
}
