/**
 * The pipeline under load: bulk-loads deals into one organization, then runs autocannon
 * (10 connections) on the board's first load (every column's totals and first cards) and on
 * moves of random cards to random places. Beside each it prints the same SQL, captured from the
 * very request the route makes, served by a bare HTTP server under the same load (the floor of
 * this machine), and replayed alone. A benchmark: it never fails on figures.
 *   npm run bench:pipeline                                  (PGlite in a temp dir, 50,000 deals)
 *   DATABASE_URL=postgres://... npm run bench:pipeline      (a fresh database, 200,000 deals, dropped after)
 *   BENCH_ROWS=100000 BENCH_SECONDS=5 npm run bench:pipeline
 */
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp, registerAppModules } from '#app';
import { loadConfig } from '#platform/config.ts';
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
const totalRows = Number(process.env.BENCH_ROWS ?? (process.env.DATABASE_URL ? 200_000 : 50_000));
// Most deals end won or lost: a pipeline of some years.
const STAGES = [
  'new',
  'qualified',
  'quoted',
  'negotiation',
  'verbal_yes',
  'won',
  'won',
  'lost',
  'lost',
  'lost',
];

async function loadDeals(raw: Raw, organizationId: number, clientIds: number[], ownerId: number) {
  const chunk = 100_000;
  const started = performance.now();
  let loaded = started;
  await withoutIndexes(raw, 'opportunities', async () => {
    for (let from = 1; from <= totalRows; from += chunk) {
      const to = Math.min(totalRows, from + chunk - 1);
      await raw(`
        INSERT INTO opportunities (organization_id, title, client_id, stage, amount, currency, owner_id,
                                   expected_close_date, lost_reason, closed_at, board_position,
                                   stage_entered_at, last_activity_at, created_at, updated_at)
        SELECT ${organizationId}, 'Deal ' || g,
               (ARRAY[${clientIds.join(',')}]::int[])[1 + g % ${clientIds.length}],
               stage, 100000 + (g * 7919) % 5000000,
               CASE WHEN g % 20 = 0 THEN 'USD' WHEN g % 33 = 0 THEN 'EUR' ELSE 'MXN' END,
               CASE WHEN g % 3 = 0 THEN ${ownerId} END,
               current_date + (g % 200 - 30),
               CASE WHEN stage = 'lost' THEN 'price' END,
               CASE WHEN stage IN ('won', 'lost') THEN now() - (g % 400) * interval '1 day' END,
               g * 1024, now() - (g % 60) * interval '1 day', now() - (g % 30) * interval '1 day',
               now() - g * interval '7 minutes', now() - g * interval '7 minutes'
        FROM generate_series(${from}, ${to}) AS g,
             LATERAL (SELECT (ARRAY['${STAGES.join("','")}'])[1 + g % ${STAGES.length}] AS stage) s`);
      process.stdout.write(`\r  loaded ${to.toLocaleString('en')} deals`);
    }
    loaded = performance.now();
  });
  console.log(
    `\n  insert ${((loaded - started) / 1000).toFixed(1)} s, indexes + analyze ${((performance.now() - loaded) / 1000).toFixed(1)} s`,
  );
}

const handle = await openBenchDatabase('pipeline');
try {
  await handle.migrate();
  // The demo's deals name their clients through the record kit, which knows them once registered.
  registerAppModules();
  await seedDemo(handle.db);
  const organizationId = Number(
    (await handle.raw(`SELECT id FROM organizations WHERE code = 'MX'`)).rows[0]?.id,
  );
  const clientIds = (
    await handle.raw('SELECT id FROM clients WHERE organization_id = $1', [organizationId])
  ).rows.map((row) => Number(row.id));
  const adminId = Number(
    (await handle.raw(`SELECT id FROM users WHERE email = 'admin@example.com'`)).rows[0]?.id,
  );
  console.log(
    `Aurora pipeline bench on ${handle.label}: ${totalRows.toLocaleString('en')} deals in one organization`,
  );
  await loadDeals(handle.raw, organizationId, clientIds, adminId);

  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), webDistDir: path.join(tmpdir(), 'aurora-no-dist') };
  const app = await buildApp(config, handle.db);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const load = (options: autocannon.Options) =>
    autocannon({ connections: 10, duration: seconds, ...options });
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
    ],
  ];
  const row = (
    name: string,
    result: autocannon.Result,
    bare: autocannon.Result,
    timings: number[],
    explain: number,
  ) =>
    rows.push([
      name,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx + result.errors + result.timeouts + bare.non2xx + bare.errors),
      bare.requests.average.toFixed(0),
      String(bare.latency.p50),
      String(bare.latency.p99),
      `${((result.requests.average / bare.requests.average) * 100).toFixed(0)}%`,
      percentile(timings, 0.5).toFixed(2),
      explain.toFixed(2),
    ]);

  // The board's first load. The first request also stamps the token's last use, a write the
  // following ones skip: it is not captured.
  const boardUrl = '/api/v2/mx/opportunities/board';
  await app.inject({ method: 'GET', url: boardUrl, headers });
  // The board only reads; the job engine's schedule ticks may land in the same window (their
  // claims are transactions of their own) and are not the board's.
  const boardQueries = (
    await captureQueries(() => app.inject({ method: 'GET', url: boardUrl, headers }))
  ).filter((query) => /^\s*(select|with|\()/i.test(query.sql));
  const boardReplay = replaySequentially(handle.raw, boardQueries);
  const boardTimings = await timeRuns(50, boardReplay);
  const boardExplain = await explainMilliseconds(handle.raw, boardQueries);
  const boardResult = await load({ url: appUrl + boardUrl, headers, workers: 1 });
  const bareBoard = await bareServer(boardReplay);
  const bareBoardResult = await load({ url: bareBoard.url, workers: 1 });
  await bareBoard.close();
  row('board, first load', boardResult, bareBoardResult, boardTimings, boardExplain);

  // Moves of random cards to random places (pipeline-move-request.cjs, which the load's worker
  // requires). The bare server replays one captured move in a transaction, as the route runs it.
  const firstDeal = (
    await handle.raw('SELECT min(id) AS id FROM opportunities WHERE title LIKE $1', ['Deal %'])
  ).rows[0];
  process.env.BENCH_FIRST_DEAL_ID = String(firstDeal?.id);
  process.env.BENCH_DEALS = String(totalRows);
  const moveRequestFile = fileURLToPath(new URL('./pipeline-move-request.cjs', import.meta.url));
  const setupMove = createRequire(import.meta.url)(moveRequestFile) as (request: object) => {
    path: string;
    body: string;
  };
  const sample = setupMove({});
  const moveQueries = await captureQueries(() =>
    app.inject({ method: 'POST', url: sample.path, headers: jsonHeaders, payload: sample.body }),
  );
  const moveReplay = () => handle.transaction(moveQueries).then(() => []);
  const moveTimings = await timeRuns(100, moveReplay);
  const moveExplain = await explainMilliseconds(
    handle.raw,
    moveQueries.filter((query) => /^\s*select/i.test(query.sql)),
  );
  const moveResult = await load({
    url: appUrl,
    workers: 1,
    requests: [{ method: 'POST', headers: jsonHeaders, setupRequest: moveRequestFile }],
  });
  // The same moves one at a time: a move's own latency, without 10 requests queueing on 2 cores.
  const singleMoveResult = await load({
    url: appUrl,
    workers: 1,
    connections: 1,
    requests: [{ method: 'POST', headers: jsonHeaders, setupRequest: moveRequestFile }],
  });
  const bareMove = await bareServer(moveReplay);
  const bareSingleMoveResult = await load({ url: bareMove.url, method: 'POST', workers: 1, connections: 1 });
  const bareMoveResult = await load({ url: bareMove.url, method: 'POST', workers: 1 });
  await bareMove.close();
  row('move a card', moveResult, bareMoveResult, moveTimings, moveExplain);
  row('move a card, 1 connection', singleMoveResult, bareSingleMoveResult, moveTimings, moveExplain);

  const columns = (await handle.raw('SELECT stage, count(*) AS n FROM opportunities GROUP BY 1 ORDER BY 1'))
    .rows;
  console.log(
    [
      `\n10 connections (unless said), ${seconds} s per route, the load from a worker thread.`,
      `Columns: ${columns.map((column) => `${column.stage} ${Number(column.n).toLocaleString('en')}`).join(', ')}.`,
      'bare = a plain node:http server replaying the same queries per request (no auth, validation or mapping), under the same load;',
      "SQL = the route's queries replayed one after another on an idle database (p50 of 50-100 runs); EXPLAIN = the reads' summed execution time.\n",
    ].join('\n'),
  );
  printTable(rows);
  // autocannon resolves without waiting for its last requests; let them land before closing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await app.close();
} finally {
  await handle.close();
}
