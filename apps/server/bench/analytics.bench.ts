/**
 * Call analytics at scale: bulk-loads calls over twelve months into one organization (through the
 * triggers that keep the rollups, as production writes them), rolls the agents' days, then runs
 * autocannon (10 connections) on the analytics page for a month and for a year while calls keep
 * ending (each one moves the rollups' revision, so the page served is computed again: decision
 * 044). Beside each it prints the SQL of the page computed, captured from the very request the
 * route makes, served by a bare HTTP server under the same load (the floor of this machine without
 * the page cache), and the naive query: the period's counters recomputed from the raw calls
 * through the same rule. A benchmark: it never fails on figures.
 *   DATABASE_URL=postgres://... npm run bench:analytics     (a fresh database, 1,000,000 calls, dropped after)
 *   npm run bench:analytics                                 (PGlite in a temp dir, 100,000 calls)
 *   BENCH_ROWS=200000 BENCH_SECONDS=5 BENCH_CALLS_PER_SECOND=5 npm run bench:analytics
 *   BENCH_PROFILE=1 ...                                     (also each captured query's time)
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import autocannon from 'autocannon';
import { buildApp, registerAppModules } from '#app';
import { recomputeCallsByDay } from '#modules/analytics/analytics.repository.ts';
import { rollAgentDays } from '#modules/analytics/analytics.service.ts';
import { loadConfig } from '#platform/config.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
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
const YEAR_SECONDS = 365 * 86_400;
/**
 * Calls ending in the organization while the page is under load. A million calls a year is about
 * 0.1 a second over weekday business hours: one a second is ten times that.
 */
const callsPerSecond = Number(process.env.BENCH_CALLS_PER_SECOND ?? 1);

/**
 * Calls spread evenly over the last twelve months, two inbound for one outbound. Inbound: 70%
 * answered within 0-39 s, then missed, short abandons, abandoned; one in twenty a voicemail.
 * Agents, numbers and outcomes in turn; a call's team is its number's.
 */
async function loadCalls(
  raw: Raw,
  organizationId: number,
  ids: { agents: number[]; teams: number[]; numbers: number[] },
) {
  const chunk = 100_000;
  const step = YEAR_SECONDS / totalRows;
  const started = performance.now();
  const array = (list: number[]) => `ARRAY[${list.join(',') || 'NULL'}]::int[]`;
  await withoutIndexes(raw, 'calls', async () => {
    for (let from = 1; from <= totalRows; from += chunk) {
      const to = Math.min(totalRows, from + chunk - 1);
      await raw(`
        INSERT INTO calls (organization_id, type, direction, status, user_id, team_id, number_id,
                           phone_from, phone_to, started_at, answered_at, ended_at, duration_seconds,
                           voicemail, outcome, last_activity_at)
        SELECT ${organizationId}, 'live', direction,
               CASE WHEN kind < 7 THEN 'completed' WHEN kind = 7 THEN 'missed' ELSE 'canceled' END,
               CASE WHEN kind < 7 OR direction = 'outbound' THEN (${array(ids.agents)})[1 + g % ${Math.max(1, ids.agents.length)}] END,
               (${array(ids.teams)})[1 + (g % ${Math.max(1, ids.numbers.length)}) % ${Math.max(1, ids.teams.length)}],
               (${array(ids.numbers)})[1 + g % ${Math.max(1, ids.numbers.length)}],
               '+5255' || lpad((g % 100000000)::text, 8, '0'), '+5233' || lpad((g % 1000)::text, 8, '0'),
               at,
               CASE WHEN kind < 7 THEN at + (g % 40) * interval '1 second' END,
               at + CASE WHEN kind < 7 THEN (40 + g % 600) WHEN kind = 8 THEN g % 4 ELSE 10 + g % 30 END * interval '1 second',
               CASE WHEN kind < 7 THEN g % 600 END,
               kind = 7 AND g % 2 = 0,
               (ARRAY[NULL, 'interested', 'booked', 'no_answer', 'callback'])[1 + g % 5],
               at
        FROM generate_series(${from}, ${to}) AS g,
             LATERAL (SELECT now() - (g * ${step}) * interval '1 second' AS at,
                             CASE WHEN g % 3 = 0 THEN 'outbound' ELSE 'inbound' END AS direction,
                             (g / 3) % 10 AS kind) AS shape`);
      process.stdout.write(`\r  loaded ${to.toLocaleString('en')} calls`);
    }
  });
  console.log(
    `\n  insert with the rollup triggers, indexes and analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const table of ['call_analytics_days', 'call_analytics_hours', 'call_analytics_outcomes']) {
    const count = (await raw(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n;
    console.log(`  ${table}: ${Number(count).toLocaleString('en')} rows`);
    await raw(`VACUUM ANALYZE ${table}`);
  }
}

/** One inbound call to the demo's Mexico City line, answered by `agentId`, that ended now. */
const endCall = (raw: Raw, organizationId: number, agentId: number | undefined) =>
  raw(
    `INSERT INTO calls (organization_id, type, direction, status, user_id, phone_from, phone_to,
                        started_at, answered_at, ended_at, duration_seconds, last_activity_at)
     VALUES ($1, 'live', 'inbound', 'completed', $2, '+525598765432', '+525512345678',
             now() - interval '2 minutes', now() - interval '110 seconds', now(), 110, now())`,
    [organizationId, agentId ?? null],
  );

const handle = await openBenchDatabase('analytics');
try {
  await handle.migrate();
  registerAppModules();
  await seedDemo(handle.db);
  const organizationId = Number(
    (await handle.raw(`SELECT id FROM organizations WHERE code = 'MX'`)).rows[0]?.id,
  );
  const idsOf = async (sql: string) =>
    (await handle.raw(sql, [organizationId])).rows.map((row) => Number(row.id));
  const ids = {
    agents: await idsOf(
      'SELECT m.user_id AS id FROM organization_members m JOIN agents a ON a.user_id = m.user_id WHERE m.organization_id = $1',
    ),
    teams: await idsOf('SELECT id FROM teams WHERE organization_id = $1'),
    numbers: await idsOf('SELECT id FROM telephony_numbers WHERE organization_id = $1'),
  };
  console.log(
    `Aurora analytics bench on ${handle.label}: ${totalRows.toLocaleString('en')} calls over 12 months in one organization (${ids.agents.length} agents, ${ids.teams.length} teams, ${ids.numbers.length} numbers)`,
  );
  await loadCalls(handle.raw, organizationId, ids);

  // The agents' ended days, as the hourly schedule would have rolled them by now: two years back,
  // a month per run.
  const organization = await getOrganizationScope(handle.db, organizationId);
  const ctx = withOrganization(offlineContext(handle.db), organization);
  for (let run = 0; run < 25; run += 1) await rollAgentDays(ctx);

  const config = { ...loadConfig({ LOG_LEVEL: 'warn' }), webDistDir: path.join(tmpdir(), 'aurora-no-dist') };
  const app = await buildApp(config, handle.db);
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The page alone: the schedules that fall due at start (billing, travel, the agents' days) would
  // otherwise run in the captured window and under the load.
  await app.jobs.stop();
  const login = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const load = (options: autocannon.Options) =>
    autocannon({ connections: 10, duration: seconds, workers: 1, ...options });

  const today = dayIn(new Date(), organization.timeZone);
  const periods = [
    { name: 'month', query: 'period=this_month', from: `${today.slice(0, 8)}01`, to: today },
    {
      name: 'year',
      query: `period=custom&from=${addDays(today, -365)}&to=${today}`,
      from: addDays(today, -365),
      to: today,
    },
  ];
  const rows: string[][] = [
    [
      'page',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'bare req/s',
      'bare p50',
      'bare p99',
      'vs bare',
      'computed p50',
      'SQL p50 ms',
      'EXPLAIN ms',
      'naive p50',
      'naive p99',
      'naive / app p99',
    ],
  ];
  for (const period of periods) {
    const url = `/api/v2/mx/analytics/calls?${period.query}`;
    const first = await app.inject({ method: 'GET', url, headers });
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    // The page computed, through the app: each request after a call has ended.
    const computedPage = async () => {
      await endCall(handle.raw, organizationId, ids.agents[0]);
      const started = performance.now();
      await app.inject({ method: 'GET', url, headers });
      return performance.now() - started;
    };
    // A call has just ended, so the request captured computes the page. Reads only: a schedule's
    // claim landing in the same window is not the page's.
    await endCall(handle.raw, organizationId, ids.agents[0]);
    const queries = (await captureQueries(() => app.inject({ method: 'GET', url, headers }))).filter(
      (query) => /^\s*(select|with|\()/i.test(query.sql),
    );
    const replay = replaySequentially(handle.raw, queries);
    if (process.env.BENCH_PROFILE) {
      for (const query of queries) {
        const [time = 0] = await timeRuns(5, () => handle.raw(query.sql, query.params));
        console.log(`  ${time.toFixed(2)} ms  ${query.sql.replace(/\s+/g, ' ').slice(0, 140)}`);
      }
    }
    const timings = await timeRuns(30, replay);
    const computedTimings: number[] = [];
    for (let run = 0; run < 30; run += 1) computedTimings.push(await computedPage());
    computedTimings.sort((a, b) => a - b);
    const explain = await explainMilliseconds(handle.raw, queries);
    let written = 0;
    const writer = setInterval(() => {
      written += 1;
      void endCall(handle.raw, organizationId, ids.agents[written % ids.agents.length]);
    }, 1000 / callsPerSecond);
    const result = await load({ url: appUrl + url, headers });
    clearInterval(writer);
    const bare = await bareServer(replay);
    const bareResult = await load({ url: bare.url });
    await bare.close();
    // The naive page: the same period's counters by day, and the previous period's, from raw calls.
    const naive = await bareServer(async () => {
      const filter = {
        from: addDays(period.from, -(Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 - 1),
        to: period.to,
      };
      return (await recomputeCallsByDay(handle.db, organizationId, filter, 20)) as unknown as Record<
        string,
        unknown
      >[];
    });
    // Seconds per request: a fixed number of them, each allowed two minutes.
    const naiveResult = await load({ url: naive.url, amount: 30, timeout: 120 });
    await naive.close();
    rows.push([
      period.name,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p99),
      String(
        result.non2xx +
          result.errors +
          result.timeouts +
          bareResult.non2xx +
          bareResult.errors +
          naiveResult.non2xx,
      ),
      bareResult.requests.average.toFixed(0),
      String(bareResult.latency.p50),
      String(bareResult.latency.p99),
      `${((result.requests.average / bareResult.requests.average) * 100).toFixed(0)}%`,
      percentile(computedTimings, 0.5).toFixed(2),
      percentile(timings, 0.5).toFixed(2),
      explain.toFixed(2),
      String(naiveResult.latency.p50),
      String(naiveResult.latency.p99),
      `${(naiveResult.latency.p99 / Math.max(1, result.latency.p99)).toFixed(1)}x`,
    ]);
  }
  console.log(
    [
      `\n10 connections, ${seconds} s per page, the load from a worker thread, ${callsPerSecond} calls ending per second meanwhile (each one has the page computed again).`,
      'bare = a plain node:http server replaying the queries of the page computed, per request (no auth, validation, mapping or page cache), under the same load;',
      "computed = the page through the app, one request at a time, each after a call ended; SQL = the page's queries replayed one after another on an idle database (p50 of 30 runs); EXPLAIN = their summed execution time;",
      'naive = the counters by day of the period and the previous one recomputed from the raw calls (call_analytics_facts), 30 requests on 10 connections.\n',
    ].join('\n'),
  );
  printTable(rows);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await app.close();
} finally {
  await handle.close();
}
