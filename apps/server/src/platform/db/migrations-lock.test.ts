import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from './client.ts';

const adminUrl = process.env.DATABASE_URL;

// PostgreSQL only (PGlite belongs to one process): DATABASE_URL=postgres://... npx vitest run <this file>
describe.runIf(adminUrl)('migrations on PostgreSQL, two instances starting together', () => {
  const name = `aurora_migrate_lock_${randomBytes(5).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  let url: string;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const target = new URL(adminUrl ?? '');
    target.pathname = `/${name}`;
    url = target.toString();
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('both succeed, one of them waits for the other, and each migration is applied once', async () => {
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    handles.push(a, b);
    let waits = 0;
    const onWait = () => {
      waits += 1;
    };
    await Promise.all([a.migrate({ onWait }), b.migrate({ onWait })]);
    expect(waits).toBe(1);

    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string; times: number }>(
        'SELECT hash, count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash',
      );
      expect(applied.rows).toHaveLength(journal.entries.length);
      expect(applied.rows.every((row) => row.times === 1)).toBe(true);
      // The lock is given back: nothing holds it once both are done.
      const held = await client.query(
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory'
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(held.rows).toEqual([]);
    } finally {
      await client.end();
    }

    // A later start finds everything applied and does not wait.
    await a.migrate({ onWait });
    expect(waits).toBe(1);
  });
});
