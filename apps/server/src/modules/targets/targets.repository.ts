import type { TargetInput } from '@aurora/contracts/targets';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { targets } from './targets.table.ts';

export type TargetRow = typeof targets.$inferSelect;

export async function listMonthTargets(
  db: Database,
  organizationId: number,
  month: string,
): Promise<TargetRow[]> {
  return db
    .select()
    .from(targets)
    .where(and(eq(targets.organizationId, organizationId), eq(targets.month, month)))
    .orderBy(targets.subjectType, targets.subjectId, targets.metric);
}

/** Replaces the month's whole set in one transaction: a reader sees the old set or the new one. */
export async function replaceMonthTargets(
  db: Database,
  organizationId: number,
  month: string,
  rows: readonly TargetInput[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(targets).where(and(eq(targets.organizationId, organizationId), eq(targets.month, month)));
    if (rows.length === 0) return;
    await tx.insert(targets).values(
      rows.map((row) => ({
        organizationId,
        month,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        metric: row.metric,
        value: row.value,
      })),
    );
  });
}
