/**
 * The leads list under load: bulk-loads leads across 10 organizations, then runs autocannon
 * (10 connections, from a worker thread) on a filtered sorted first page, a deep page, searches
 * by phone and by name, and searches as people type them (two words, no accents, a typo) in the
 * list's q and in Cmd+K. Beside each route's req/s and latency it prints the same SQL,
 * captured from the very request the route makes: served by a bare HTTP server under the same
 * load (the floor of this machine), and replayed alone (timed runs and EXPLAIN ANALYZE).
 * A benchmark: it never fails on figures.
 *   npm run bench:records                                  (PGlite in a temp dir, 100,000 leads)
 *   DATABASE_URL=postgres://... npm run bench:records      (a fresh database, 1,000,000 leads, dropped after)
 *   BENCH_ROWS=200000 BENCH_SECONDS=5 npm run bench:records
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '#app';
import { loadConfig } from '#platform/config.ts';
import { createOrganization, getOrganizationByCode } from '#platform/tenancy/organizations.service.ts';
import { DEMO_PASSWORD, seedDemo } from '#seeds/seed-demo.ts';
import {
  bareServer,
  captureQueries,
  explainMilliseconds,
  openBenchDatabase,
  percentile,
  printTable,
  type Raw,
  replaySequentially,
  timeRuns,
  withoutIndexes,
} from './bench-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const totalRows = Number(process.env.BENCH_ROWS ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
const ORGANIZATIONS = 10;

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
  const chunk = 100_000;
  const started = performance.now();
  let loaded = started;
  await withoutIndexes(raw, 'leads', async () => {
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
    loaded = performance.now();
  });
  console.log(
    `\n  insert ${((loaded - started) / 1000).toFixed(1)} s, indexes + analyze ${((performance.now() - loaded) / 1000).toFixed(1)} s`,
  );
}

const handle = await openBenchDatabase('records');
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
    ['list q, a phone', `/api/v2/mx/leads?q=${encodeURIComponent(typedPhone)}`],
    ['list q, a name start', '/api/v2/mx/leads?q=garc&per_page=25'],
    // The list's q and Cmd+K (every record type, ranked), the way people type (decision 019).
    ['list q, two words', '/api/v2/mx/leads?q=jose%20jim&per_page=25'],
    ['list q, no accents', '/api/v2/mx/leads?q=lopez&per_page=25'],
    ['list q, a typo', '/api/v2/mx/leads?q=jose%20hernandes&per_page=25'],
    ['Cmd+K, two words', '/api/v2/mx/search?q=jose%20jim'],
    ['Cmd+K, no accents', '/api/v2/mx/search?q=lopez'],
    ['Cmd+K, a typo', '/api/v2/mx/search?q=jose%20hernandes'],
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
    let total = 0;
    const queries = await captureQueries(async () => {
      const probe = await app.inject({ method: 'GET', url, headers });
      const body = probe.json<{ meta?: { total: number }; data?: unknown[] }>();
      total = body.meta?.total ?? body.data?.length ?? 0;
    });
    const replay = replaySequentially(handle.raw, queries);
    const timings = await timeRuns(100, replay);
    const explain = await explainMilliseconds(handle.raw, queries);
    const result = await load(appUrl + url, headers);
    const bare = await bareServer(replay);
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
  printTable(rows);
  // autocannon resolves without waiting for its last requests; let them land before closing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await app.close();
} finally {
  await handle.close();
}
