import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { userNameOf } from '#records/records.repository.ts';
import {
  commissionAllocations,
  commissionReceipts,
  commissionStatementLines,
  commissionStatements,
} from './commissions.table.ts';

export type ReceiptValues = Omit<typeof commissionReceipts.$inferInsert, 'id' | 'organizationId'>;
export type StatementValues = Omit<typeof commissionStatements.$inferInsert, 'id' | 'organizationId'>;
export type StatementLineValues = Omit<typeof commissionStatementLines.$inferInsert, 'id' | 'statementId'>;
export type StatementRow = typeof commissionStatements.$inferSelect;
export type StatementLineRow = typeof commissionStatementLines.$inferSelect;

export async function insertReceipt(
  db: Database,
  organizationId: number,
  values: ReceiptValues,
  allocations: { bookingId: number; amount: number }[],
): Promise<number> {
  const [row] = await db
    .insert(commissionReceipts)
    .values({ ...values, organizationId })
    .returning({ id: commissionReceipts.id });
  if (!row) throw new Error('INSERT of a commission receipt returned no row');
  await insertAllocations(db, row.id, allocations);
  return row.id;
}

export async function insertAllocations(
  db: Database,
  receiptId: number,
  allocations: { bookingId: number; amount: number }[],
): Promise<void> {
  if (allocations.length === 0) return;
  await db
    .insert(commissionAllocations)
    .values(allocations.map((allocation) => ({ ...allocation, receiptId })));
}

/** The organization's receipts, newest first (of one booking when asked), with who recorded them. */
export function listReceipts(
  db: Database,
  organizationId: number,
  filter: { ids?: number[]; bookingId?: number },
) {
  return db
    .select({
      id: commissionReceipts.id,
      receivedOn: commissionReceipts.receivedOn,
      currency: commissionReceipts.currency,
      amount: commissionReceipts.amount,
      reference: commissionReceipts.reference,
      statementId: commissionReceipts.statementId,
      createdById: commissionReceipts.createdById,
      createdByName: userNameOf(commissionReceipts.createdById),
      createdAt: commissionReceipts.createdAt,
    })
    .from(commissionReceipts)
    .where(
      and(
        eq(commissionReceipts.organizationId, organizationId),
        filter.ids ? inArray(commissionReceipts.id, filter.ids) : undefined,
        filter.bookingId === undefined
          ? undefined
          : inArray(
              commissionReceipts.id,
              db
                .select({ id: commissionAllocations.receiptId })
                .from(commissionAllocations)
                .where(eq(commissionAllocations.bookingId, filter.bookingId)),
            ),
      ),
    )
    .orderBy(desc(commissionReceipts.receivedOn), desc(commissionReceipts.id))
    .limit(500);
}

export function listAllocations(db: Database, receiptIds: number[]) {
  if (receiptIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(commissionAllocations)
    .where(inArray(commissionAllocations.receiptId, receiptIds))
    .orderBy(asc(commissionAllocations.id));
}

export async function findReceiptOfStatement(db: Database, statementId: number) {
  const [row] = await db
    .select({ id: commissionReceipts.id })
    .from(commissionReceipts)
    .where(eq(commissionReceipts.statementId, statementId));
  return row;
}

export async function insertStatement(db: Database, organizationId: number, values: StatementValues) {
  const [row] = await db
    .insert(commissionStatements)
    .values({ ...values, organizationId })
    .returning();
  if (!row) throw new Error('INSERT of a commission statement returned no row');
  return row;
}

export async function findStatement(db: Database, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(commissionStatements)
    .where(and(eq(commissionStatements.organizationId, organizationId), eq(commissionStatements.id, id)));
  return row;
}

export function listStatements(db: Database, organizationId: number) {
  return db
    .select()
    .from(commissionStatements)
    .where(eq(commissionStatements.organizationId, organizationId))
    .orderBy(desc(commissionStatements.createdAt), desc(commissionStatements.id))
    .limit(100);
}

/** Confirms a draft in the format given, only while it is a draft; true when it was. */
export async function confirmStatementRow(
  db: Database,
  organizationId: number,
  id: number,
  format: Pick<StatementValues, 'separator' | 'decimalMark' | 'currency'>,
): Promise<boolean> {
  const rows = await db
    .update(commissionStatements)
    .set({ ...format, status: 'confirmed', updatedAt: new Date() })
    .where(
      and(
        eq(commissionStatements.organizationId, organizationId),
        eq(commissionStatements.id, id),
        eq(commissionStatements.status, 'draft'),
      ),
    )
    .returning({ id: commissionStatements.id });
  return rows.length > 0;
}

export async function insertStatementLines(db: Database, statementId: number, lines: StatementLineValues[]) {
  if (lines.length === 0) return;
  await db.insert(commissionStatementLines).values(lines.map((line) => ({ ...line, statementId })));
}

export function listStatementLines(db: Database, statementIds: number[]) {
  if (statementIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(commissionStatementLines)
    .where(inArray(commissionStatementLines.statementId, statementIds))
    .orderBy(asc(commissionStatementLines.statementId), asc(commissionStatementLines.line));
}

/** Gives an unmatched line its booking, only while it has none; true when it was given. */
export async function assignStatementLine(
  db: Database,
  statementId: number,
  line: number,
  bookingId: number,
) {
  const rows = await db
    .update(commissionStatementLines)
    .set({ bookingId, match: 'assigned', ignored: false })
    .where(
      and(
        eq(commissionStatementLines.statementId, statementId),
        eq(commissionStatementLines.line, line),
        isNull(commissionStatementLines.bookingId),
      ),
    )
    .returning({ id: commissionStatementLines.id });
  return rows.length > 0;
}

export async function ignoreStatementLine(db: Database, statementId: number, line: number) {
  await db
    .update(commissionStatementLines)
    .set({ ignored: true })
    .where(
      and(
        eq(commissionStatementLines.statementId, statementId),
        eq(commissionStatementLines.line, line),
        isNull(commissionStatementLines.bookingId),
      ),
    );
}
