import { and, eq, getTableColumns, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { qualified } from '#platform/db/sql.ts';
import { recordNameOf } from '#records/record-lookup.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  updateRecordRow,
  userNameOf,
} from '#records/records.repository.ts';
import { payments } from '../payments/payments.table.ts';
import { instalmentReminders, invoiceNumberCounters, invoices } from './invoices.table.ts';

export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'organizationId'>;

const clientName = recordNameOf('client', invoices.clientId);

/** Payments net of refunds and of what became the client's credit, voided ones aside. */
export const paidOf =
  sql<number>`(select coalesce(sum(${qualified(payments.amount)} - ${qualified(payments.credit)}), 0)::bigint from ${payments} where ${qualified(payments.invoiceId)} = ${qualified(invoices.id)} and ${qualified(payments.status)} = 'recorded')`.mapWith(
    Number,
  );
/** What the issued credit notes of an invoice take off it (a positive amount). */
export const creditedOf =
  sql<number>`(select coalesce(-sum("credit_notes"."total"), 0)::bigint from ${invoices} "credit_notes" where "credit_notes"."credited_invoice_id" = ${qualified(invoices.id)} and "credit_notes"."status" <> 'void')`.mapWith(
    Number,
  );

const invoiceColumns = {
  ...getTableColumns(invoices),
  clientName,
  tripName: recordNameOf('trip', invoices.tripId),
  createdByName: userNameOf(invoices.createdById),
  creditedNumber: sql<
    string | null
  >`(select "credited"."number" from ${invoices} "credited" where "credited"."id" = ${qualified(invoices.creditedInvoiceId)})`,
  paid: paidOf,
  credited: creditedOf,
};

export type InvoiceRow = RowOf<typeof invoiceColumns>;

export const invoiceListSpec: ListSpec = {
  id: invoices.id,
  filters: {
    status: { type: 'enum', expr: invoices.status },
    kind: { type: 'enum', expr: invoices.kind },
    client_id: { type: 'relation', expr: invoices.clientId },
    trip_id: { type: 'relation', expr: invoices.tripId },
    credited_invoice_id: { type: 'relation', expr: invoices.creditedInvoiceId },
    currency: { type: 'enum', expr: invoices.currency },
    number: { type: 'text', expr: invoices.number },
    issue_date: { type: 'date', expr: invoices.issueDate },
    due_date: { type: 'date', expr: invoices.dueDate },
    total: { type: 'number', expr: invoices.total },
    created_at: { type: 'date', expr: invoices.createdAt },
  },
  sorts: {
    created_at: { expr: invoices.createdAt },
    issue_date: { expr: invoices.issueDate, nullable: true },
    due_date: { expr: invoices.dueDate, nullable: true },
    number: { expr: invoices.number, nullable: true },
    total: { expr: invoices.total },
    status: { expr: invoices.status },
    client: { expr: clientName, nullable: true },
  },
  search: {
    words: searchWordsOf(sql`coalesce(${invoices.number}, '') || ' ' || coalesce(${clientName}, '')`),
  },
};

const invoiceRows = recordRowsReader(invoices, invoiceColumns, 'invoices_by_id');

export const invoiceListQuery = (db: Database, organizationId: number) =>
  invoiceRows.listQuery(db, organizationId);
export const findInvoice = invoiceRows.find;

/** The invoice's row under a lock until the transaction ends: issuing, paying and voiding queue on it. */
export async function lockInvoice(db: Database, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.id, id)))
    .for('update');
  return row !== undefined;
}

export const insertInvoice = async (db: Database, organizationId: number, values: InvoiceValues) =>
  (await insertRecordRows(db, organizationId, invoices, [values]))[0];

export const updateInvoiceRow = (
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<InvoiceValues>,
) => updateRecordRow(db, organizationId, invoices, id, values);

/**
 * The next number of a series (`MX`, `CN-MX`) in a year, in one statement under the counter row's
 * lock: concurrent issues on any instance wait for each other, and a rolled-back issue's number
 * is taken again by the next.
 */
export async function nextInvoiceNumber(
  db: Database,
  organizationId: number,
  series: string,
  year: number,
): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ organizationId, series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [
        invoiceNumberCounters.organizationId,
        invoiceNumberCounters.series,
        invoiceNumberCounters.year,
      ],
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (!row) throw new Error('The invoice number counter answered no row');
  return row.lastNumber;
}

/** Issued invoices (not credit notes) that are not paid or void: their statuses follow the days. */
export async function findOpenInvoices(db: Database, organizationId: number) {
  return db
    .select(invoiceColumns)
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, ['issued', 'partly_paid', 'overdue']),
      ),
    );
}

/** The organizations with open invoices. */
export async function findOrganizationsWithOpenInvoices(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ organizationId: invoices.organizationId })
    .from(invoices)
    .where(inArray(invoices.status, ['issued', 'partly_paid', 'overdue']));
  return rows.map((row) => row.organizationId);
}

/** Issued invoices (credit notes aside) of these trips or clients, void and drafts aside. */
export async function findIssuedInvoices(
  db: Database,
  organizationId: number,
  of: { tripId?: number; clientId?: number },
) {
  return db
    .select({ currency: invoices.currency, total: invoices.total, paid: paidOf, credited: creditedOf })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        eq(invoices.kind, 'invoice'),
        isNotNull(invoices.number),
        ne(invoices.status, 'void'),
        of.tripId === undefined ? undefined : eq(invoices.tripId, of.tripId),
        of.clientId === undefined ? undefined : eq(invoices.clientId, of.clientId),
      ),
    );
}

/** How many of the organization's invoices are open (issued, partly paid or overdue), and overdue. */
export async function countOpenInvoices(db: Database, organizationId: number) {
  const [row] = await db
    .select({
      outstanding: sql<number>`count(*) filter (where ${invoices.status} in ('issued', 'partly_paid', 'overdue'))::int`,
      overdue: sql<number>`count(*) filter (where ${invoices.status} = 'overdue')::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), eq(invoices.kind, 'invoice')));
  return { outstanding: row?.outstanding ?? 0, overdue: row?.overdue ?? 0 };
}

/** Claims an instalment's reminder; false when another run claimed it first. */
export async function claimReminder(
  db: Database,
  organizationId: number,
  invoiceId: number,
  instalmentKey: string,
): Promise<boolean> {
  const rows = await db
    .insert(instalmentReminders)
    .values({ organizationId, invoiceId, instalmentKey })
    .onConflictDoNothing()
    .returning({ invoiceId: instalmentReminders.invoiceId });
  return rows.length > 0;
}

export async function setReminderTask(
  db: Database,
  invoiceId: number,
  instalmentKey: string,
  taskId: number,
) {
  await db
    .update(instalmentReminders)
    .set({ taskId, updatedAt: new Date() })
    .where(
      and(eq(instalmentReminders.invoiceId, invoiceId), eq(instalmentReminders.instalmentKey, instalmentKey)),
    );
}

export async function releaseReminder(db: Database, invoiceId: number, instalmentKey: string) {
  await db
    .delete(instalmentReminders)
    .where(
      and(eq(instalmentReminders.invoiceId, invoiceId), eq(instalmentReminders.instalmentKey, instalmentKey)),
    );
}

/** Among `ids`, the organization's invoices that are no longer drafts. */
export async function findIssuedAmong(db: Database, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        inArray(invoices.id, ids),
        ne(invoices.status, 'draft'),
      ),
    );
  return rows.map((row) => row.id);
}
