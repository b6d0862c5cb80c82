import { and, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  updateRecordRow,
  updateRecordRows,
  userNameOf,
} from '#records/records.repository.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { suppliers } from './suppliers.table.ts';

export type SupplierValues = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'organizationId' | 'searchName' | 'searchText'
>;

const bookingsCount = sql<number>`(select count(*)::int from ${bookings} where ${qualified(bookings.supplierId)} = ${qualified(suppliers.id)})`;

const supplierColumns = {
  ...getTableColumns(suppliers),
  bookingsCount,
  ownerName: userNameOf(suppliers.ownerId),
  createdByName: userNameOf(suppliers.createdById),
};

export type SupplierRow = RowOf<typeof supplierColumns>;

export const supplierListSpec: ListSpec = {
  id: suppliers.id,
  filters: {
    category: { type: 'enum', expr: suppliers.category },
    preferred: { type: 'boolean', expr: suppliers.preferred },
    currency: { type: 'enum', expr: suppliers.currency },
    owner_id: { type: 'relation', expr: suppliers.ownerId },
    name: { type: 'text', expr: suppliers.name },
    email: { type: 'text', expr: suppliers.email },
    phone: { type: 'text', expr: suppliers.phoneDigits, phone: true },
    created_at: { type: 'date', expr: suppliers.createdAt },
    updated_at: { type: 'date', expr: suppliers.updatedAt },
  },
  sorts: {
    name: { expr: suppliers.name },
    category: { expr: suppliers.category },
    commission_rate: { expr: suppliers.commissionRateBasisPoints, nullable: true },
    bookings_count: { expr: bookingsCount },
    created_at: { expr: suppliers.createdAt },
  },
  search: { words: suppliers.searchText, phones: [suppliers.phoneDigits] },
};

const supplierRows = recordRowsReader(suppliers, supplierColumns, 'suppliers_by_id');

export const supplierListQuery = (db: Database, organizationId: number) =>
  supplierRows.listQuery(db, organizationId);

export const findSupplier = supplierRows.find;

export const insertSuppliers = (db: Database, organizationId: number, values: SupplierValues[]) =>
  insertRecordRows(db, organizationId, suppliers, values);

export const updateSupplier = (
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<SupplierValues>,
) => updateRecordRow(db, organizationId, suppliers, id, values);

export const updateSuppliers = (
  db: Database,
  organizationId: number,
  ids: number[],
  values: Partial<SupplierValues>,
) => updateRecordRows(db, organizationId, suppliers, ids, values);

/** The organization's suppliers among `ids`, with what a booking takes from them. */
export async function findSupplierDefaults(db: Database, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      currency: suppliers.currency,
      commissionRateBasisPoints: suppliers.commissionRateBasisPoints,
    })
    .from(suppliers)
    .where(and(eq(suppliers.organizationId, organizationId), inArray(suppliers.id, ids)));
}

/** The organization's suppliers named any of `names` (lower-case) or with any of `emails`. */
export async function findSuppliersByNameOrEmail(
  db: Database,
  organizationId: number,
  names: string[],
  emails: string[],
) {
  if (names.length === 0 && emails.length === 0) return [];
  return db
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.organizationId, organizationId),
        or(
          names.length ? inArray(sql`lower(${suppliers.name})`, names) : undefined,
          emails.length ? inArray(suppliers.email, emails) : undefined,
        ),
      ),
    )
    .orderBy(suppliers.id);
}
