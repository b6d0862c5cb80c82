import { and, eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { userNameOf } from '#records/records.repository.ts';
import { importJobs } from './imports.table.ts';

export type ImportJobRow = typeof importJobs.$inferSelect & { createdByName: string | null };
export type ImportJobValues = Omit<typeof importJobs.$inferInsert, 'id' | 'organizationId'>;

const columns = {
  id: importJobs.id,
  organizationId: importJobs.organizationId,
  module: importJobs.module,
  status: importJobs.status,
  fileName: importJobs.fileName,
  content: importJobs.content,
  headers: importJobs.headers,
  preview: importJobs.preview,
  totalRows: importJobs.totalRows,
  suggestedMapping: importJobs.suggestedMapping,
  mapping: importJobs.mapping,
  dedupe: importJobs.dedupe,
  processed: importJobs.processed,
  report: importJobs.report,
  error: importJobs.error,
  createdById: importJobs.createdById,
  createdAt: importJobs.createdAt,
  startedAt: importJobs.startedAt,
  finishedAt: importJobs.finishedAt,
  updatedAt: importJobs.updatedAt,
  createdByName: userNameOf(importJobs.createdById),
};

export async function insertImportJob(db: Database, organizationId: number, values: ImportJobValues) {
  const [row] = await db
    .insert(importJobs)
    .values({ ...values, organizationId })
    .returning({ id: importJobs.id });
  if (!row) throw new Error('INSERT import_jobs returned no row');
  return row.id;
}

export async function findImportJob(db: Database, organizationId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(importJobs)
    .where(and(eq(importJobs.organizationId, organizationId), eq(importJobs.id, id)));
  return row as ImportJobRow | undefined;
}

/**
 * Sets columns of a job and touches `updated_at`. With `expected`, only while the row still has
 * that status and progress: a runner passes the progress it last committed, so a runner whose
 * job was taken over (resumed elsewhere, see `claimStalledImportJob`) writes nothing. Answers
 * whether the row was written.
 */
export async function updateImportJob(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<ImportJobValues>,
  expected?: { status: ImportJobRow['status']; processed: number },
) {
  const rows = await db
    .update(importJobs)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(importJobs.organizationId, organizationId),
        eq(importJobs.id, id),
        expected ? eq(importJobs.status, expected.status) : undefined,
        expected ? eq(importJobs.processed, expected.processed) : undefined,
      ),
    )
    .returning({ id: importJobs.id });
  return rows.length > 0;
}

/** Moves a pending job to running; false when it was not pending (started twice). */
export async function claimImportJob(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<ImportJobValues>,
) {
  const rows = await db
    .update(importJobs)
    .set({ ...values, status: 'running', startedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(importJobs.organizationId, organizationId),
        eq(importJobs.id, id),
        eq(importJobs.status, 'pending'),
      ),
    )
    .returning({ id: importJobs.id });
  return rows.length > 0;
}
