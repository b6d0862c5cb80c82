import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** What repositories take: the PGlite and node-postgres drivers share this query builder. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed SQL migrations (drizzle-orm's programmatic migrator). On PostgreSQL
   * under an advisory lock: of several instances starting together one migrates and the others
   * wait for it (`onWait` is called then), then find nothing left to apply.
   */
  migrate: (options?: { onWait?: () => void }) => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The `pg_advisory_lock` key migrations run under ("aurora m" in ASCII): one value for every
 * instance and version of the app, and unlikely to meet another application's key in a shared
 * database.
 */
export const MIGRATION_LOCK_KEY = 0x6175726f7261206dn;

/**
 * Runs the migrator on one connection holding the migration lock. A session lock, not a
 * transaction one: drizzle opens its own transaction. A connection that dies lets the server
 * release the lock, so a crashed instance never blocks the others.
 */
async function migrateUnderLock(pool: pg.Pool, onWait: (() => void) | undefined) {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const key = MIGRATION_LOCK_KEY.toString();
    const tried = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
    if (!tried.rows[0]?.locked) {
      onWait?.();
      await client.query('SELECT pg_advisory_lock($1)', [key]);
    }
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } catch (error) {
    // A connection left in an unknown state (a failed unlock) is closed, not returned to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Extensions the migrations create; PGlite only has the ones it is started with. */
export const pgliteExtensions = { pg_trgm, unaccent, btree_gin };

/**
 * PostgreSQL when `databaseUrl` is set; else PGlite stored in `dataDir`, or in memory when
 * `dataDir` is undefined too (tests), optionally started from a `snapshot` of another PGlite
 * (`dumpDataDir`), which skips initdb.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  snapshot?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool });
    return {
      db,
      kind: 'postgres',
      migrate: (migrateOptions) => migrateUnderLock(pool, migrateOptions?.onWait),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    // No lock: an embedded database belongs to one process (PGlite holds its data directory).
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : embeddedDatabaseDir(config.dataDir),
  });
}

export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');
