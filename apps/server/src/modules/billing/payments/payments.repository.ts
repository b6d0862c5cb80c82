import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
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
import { invoices } from '../invoices/invoices.table.ts';
import { payments } from './payments.table.ts';

export type PaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'organizationId'>;

const invoiceNumber = sql<
  string | null
>`(select ${qualified(invoices.number)} from ${invoices} where ${qualified(invoices.id)} = ${qualified(payments.invoiceId)})`;
const invoiceCurrency = sql<string>`(select ${qualified(invoices.currency)} from ${invoices} where ${qualified(invoices.id)} = ${qualified(payments.invoiceId)})`;
const clientName = recordNameOf('client', payments.clientId);

const paymentColumns = {
  ...getTableColumns(payments),
  invoiceNumber,
  currency: invoiceCurrency,
  clientName,
  recordedByName: userNameOf(payments.recordedById),
};

export type PaymentRow = RowOf<typeof paymentColumns>;

export const paymentListSpec: ListSpec = {
  id: payments.id,
  filters: {
    status: { type: 'enum', expr: payments.status },
    method: { type: 'enum', expr: payments.method },
    invoice_id: { type: 'relation', expr: payments.invoiceId },
    client_id: { type: 'relation', expr: payments.clientId },
    currency: { type: 'enum', expr: invoiceCurrency },
    paid_on: { type: 'date', expr: payments.paidOn },
    amount: { type: 'number', expr: payments.amount },
    reference: { type: 'text', expr: payments.reference },
    created_at: { type: 'date', expr: payments.createdAt },
  },
  sorts: {
    paid_on: { expr: payments.paidOn },
    amount: { expr: payments.amount },
    created_at: { expr: payments.createdAt },
  },
  search: {
    words: searchWordsOf(
      sql`coalesce(${invoiceNumber}, '') || ' ' || coalesce(${payments.reference}, '') || ' ' || coalesce(${clientName}, '')`,
    ),
  },
};

const paymentRows = recordRowsReader(payments, paymentColumns, 'payments_by_id');

export const paymentListQuery = (db: Database, organizationId: number) =>
  paymentRows.listQuery(db, organizationId);
export const findPayment = paymentRows.find;

export const insertPayment = async (db: Database, organizationId: number, values: PaymentValues) =>
  (await insertRecordRows(db, organizationId, payments, [values]))[0];

export const updatePaymentRow = (
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<PaymentValues>,
) => updateRecordRow(db, organizationId, payments, id, values);

/** Among `ids`, those of the organization's payments. */
export async function findPaymentIds(db: Database, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.organizationId, organizationId), inArray(payments.id, ids)));
  return rows.map((row) => row.id);
}
