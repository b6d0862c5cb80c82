/**
 * What the database benchmarks share: a fresh database (PGlite in a temp dir, or a PostgreSQL
 * database created for the run and dropped after), the exact SQL a request sends, and a bare HTTP
 * server replaying that SQL under the same load: the floor of this machine for the route.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, migrationsFolder, pgliteExtensions } from '#platform/db/client.ts';

export type Query = { sql: string; params: unknown[] };
export type Raw = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Queries drizzle sends while capturing: the exact SQL of one request. */
let captured: Query[] | undefined;
const logger: Logger = {
  logQuery: (sql, params) => {
    captured?.push({ sql, params });
  },
};

/** The queries drizzle sends while `run` runs (transaction control statements are not logged). */
export async function captureQueries(run: () => Promise<unknown>): Promise<Query[]> {
  captured = [];
  try {
    await run();
    return captured;
  } finally {
    captured = undefined;
  }
}

export type BenchDatabase = {
  db: Database;
  raw: Raw;
  /** Runs `queries` in one transaction on one connection, as a route's transaction does. */
  transaction: (queries: Query[]) => Promise<void>;
  label: 'PGlite' | 'PostgreSQL';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export async function openBenchDatabase(name: string): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(tmpdir(), `aurora-${name}-bench-`));
    const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
    const db = drizzlePglite({ client, logger });
    return {
      db,
      raw: (sql, params) => client.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
      transaction: (queries) =>
        client.transaction(async (tx) => {
          for (const query of queries) await tx.query(query.sql, query.params);
        }),
      label: 'PGlite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      close: async () => {
        await client.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL(adminUrl);
  const database = `${url.pathname.slice(1) || 'postgres'}_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${database}"`);
  await admin.end();
  url.pathname = `/${database}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  // Dropping the database at the end terminates the connections a pool still holds: expected.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, logger });
  return {
    db,
    raw: (sql, params) => pool.query(sql, params as unknown[]),
    transaction: async (queries) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const query of queries) await client.query(query.sql, query.params as unknown[]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    label: 'PostgreSQL',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A plain node:http server that answers each request by running `answer` (the route's captured
 * queries, with no auth, validation or mapping) and sending the rows of its last query as JSON.
 */
export async function bareServer(answer: () => Promise<Record<string, unknown>[]>) {
  const server = createServer(async (_request, response) => {
    try {
      const rows = await answer();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: rows }));
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The queries one after another, as the route runs them; the last one's rows. */
export const replaySequentially = (raw: Raw, queries: Query[]) => async () => {
  let last: Record<string, unknown>[] = [];
  for (const query of queries) last = (await raw(query.sql, query.params)).rows;
  return last;
};

/** Summed execution time of the queries' plans (an EXPLAIN itself cannot be explained again). */
export async function explainMilliseconds(raw: Raw, queries: Query[]): Promise<number> {
  let total = 0;
  for (const query of queries.filter((query) => !/^explain/i.test(query.sql))) {
    const plan = (await raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, query.params)).rows[0];
    const json = (plan?.['QUERY PLAN'] ?? []) as { 'Execution Time': number }[] | string;
    const parsed = typeof json === 'string' ? (JSON.parse(json) as { 'Execution Time': number }[]) : json;
    total += parsed[0]?.['Execution Time'] ?? 0;
  }
  return total;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Milliseconds of `run`, `times` times on an idle database: sorted. */
export async function timeRuns(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    await run();
    timings.push(performance.now() - start);
  }
  return timings.sort((a, b) => a - b);
}

/** Prints rows as a table: the first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of rows) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
  }
}

/** Runs a bulk load without the table's secondary indexes, then builds them once and analyzes the table. */
export async function withoutIndexes(raw: Raw, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = (
    await raw(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = $1 AND indexname <> $2`, [
      table,
      `${table}_pkey`,
    ])
  ).rows as { indexname: string; indexdef: string }[];
  for (const index of indexes) await raw(`DROP INDEX "${index.indexname}"`);
  await load();
  for (const index of indexes) await raw(index.indexdef);
  await raw(`VACUUM ANALYZE ${table}`);
}
