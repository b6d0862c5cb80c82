import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteExtensions } from '#platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated PGlite data dir; empty when the tests run on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * A fresh PGlite spends about two seconds in initdb. Doing that (and the migrations) once and
 * letting every test file start from the result keeps each file's own database at a fraction.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client }), { migrationsFolder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'aurora-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
