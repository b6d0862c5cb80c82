import type { ListQueryValues } from '@aurora/contracts/records';
import type {
  createSupplierSchema,
  SUPPLIER_EXPORT_COLUMNS,
  Supplier,
  updateSupplierSchema,
} from '@aurora/contracts/travel/suppliers';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import type { FieldErrors } from '#platform/errors.ts';
import { normalizePhone, phoneDigitsOf } from '#platform/phones.ts';
import { currencyExists } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationScope } from '#platform/tenancy/context.ts';
import { assignOwner, type BulkHandlers } from '#records/record-lifecycle.ts';
import {
  changeActivities,
  checkDefinitions,
  checkOwner,
  exportRecords,
  insertRecordsBulk,
  publishRecordEvent,
  recordActivity,
  recordCreation,
  recordReader,
  throwIfInvalid,
  toUserRef,
} from '#records/records.service.ts';
import { basisPointsOf, percentageOf } from '../bookings/booking-amounts.ts';
import {
  findSupplier,
  findSupplierDefaults,
  findSuppliersByNameOrEmail,
  insertSuppliers,
  type SupplierRow,
  type SupplierValues,
  supplierListQuery,
  supplierListSpec,
  updateSupplier as updateSupplierRow,
  updateSuppliers,
} from './suppliers.repository.ts';

type CreateSupplierInput = z.output<typeof createSupplierSchema>;
type UpdateSupplierInput = z.output<typeof updateSupplierSchema>;

export const toSupplierJson = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  category: row.category,
  contacts: row.contacts,
  phone: row.phone,
  email: row.email,
  website: row.website,
  commission_rate:
    row.commissionRateBasisPoints === null ? null : percentageOf(row.commissionRateBasisPoints),
  payment_terms: row.paymentTerms,
  currency: row.currency,
  preferred: row.preferred,
  bookings_count: row.bookingsCount,
  owner: toUserRef(row.ownerId, row.ownerName),
  created_by: toUserRef(row.createdById, row.createdByName),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const supplierSource = {
  spec: supplierListSpec,
  list: supplierListQuery,
  find: findSupplier,
  toJson: toSupplierJson,
};
const supplierRecords = recordReader('supplier', supplierSource);

export const listSuppliers = supplierRecords.list;
export const getSupplier = supplierRecords.get;

async function toSupplierValues(
  ctx: OrganizationContext,
  organization: OrganizationScope,
  input: Partial<UpdateSupplierInput>,
): Promise<Partial<SupplierValues>> {
  const { db } = ctx;
  const errors: FieldErrors = {};
  await checkOwner(db, organization.id, input.owner_id, errors);
  await checkDefinitions(
    db,
    [{ field: 'category', list: 'supplier_categories', key: input.category }],
    errors,
  );
  if (input.currency && !(await currencyExists(db, input.currency))) {
    errors.currency = ['The selected currency is invalid.'];
  }
  const phone =
    input.phone === undefined || input.phone === null
      ? input.phone
      : normalizePhone(input.phone, organization.country);
  if (input.phone && !phone) errors.phone = ['Must be a valid phone number.'];
  const contacts = input.contacts?.map((contact, index) => {
    const contactPhone = contact.phone ? normalizePhone(contact.phone, organization.country) : null;
    if (contact.phone && !contactPhone) errors[`contacts.${index}.phone`] = ['Must be a valid phone number.'];
    return { name: contact.name, role: contact.role, email: contact.email, phone: contactPhone };
  });
  throwIfInvalid(errors);
  return {
    name: input.name,
    category: input.category,
    contacts,
    phone,
    phoneDigits: phone === undefined ? undefined : phoneDigitsOf(phone, []),
    email: input.email,
    website: input.website,
    commissionRateBasisPoints:
      input.commission_rate === undefined || input.commission_rate === null
        ? input.commission_rate
        : basisPointsOf(input.commission_rate),
    paymentTerms: input.payment_terms,
    currency: input.currency,
    preferred: input.preferred,
    ownerId: input.owner_id,
  };
}

/** Creates a supplier: owner, the creator unless given; currency, the organization's unless given. */
export async function createSupplier(
  ctx: OrganizationContext,
  input: CreateSupplierInput,
): Promise<{ data: Supplier }> {
  const { organization, actorId } = ctx;
  const values = await toSupplierValues(ctx, organization, {
    ...input,
    currency: input.currency ?? organization.currency,
    owner_id: input.owner_id === undefined ? actorId : input.owner_id,
  });
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await insertSuppliers(tx, organization.id, [
      { ...(values as SupplierValues), createdById: actorId },
    ]);
    if (created === undefined) throw new Error('INSERT of a supplier returned no row');
    await recordCreation(tx, organization.id, { type: 'supplier', id: created }, actorId);
    return created;
  });
  publishRecordEvent(ctx, 'record.created', { module: 'suppliers', id });
  return { data: await getSupplier(ctx, id) };
}

export async function updateSupplier(
  ctx: OrganizationContext,
  id: number,
  input: UpdateSupplierInput,
): Promise<Supplier> {
  const { db, organization, actorId } = ctx;
  const current = await supplierRecords.row(db, organization.id, id);
  const values = await toSupplierValues(ctx, organization, input);
  await db.transaction(async (tx) => {
    await updateSupplierRow(tx, organization.id, id, values);
    await recordActivity(tx, organization.id, changeActivities('supplier', [current], values, actorId));
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'suppliers', id });
  return getSupplier(ctx, id);
}

/** Suppliers in bulk besides delete: assign an owner. */
export const supplierBulkActions: BulkHandlers = {
  assign: (ctx, ids, ownerId) =>
    assignOwner(ctx, 'supplier', ids, ownerId, (tx, chosen) =>
      updateSuppliers(tx, ctx.organization.id, chosen, { ownerId }),
    ),
};

function supplierExportCells(row: SupplierRow): Record<(typeof SUPPLIER_EXPORT_COLUMNS)[number], unknown> {
  const supplier = toSupplierJson(row);
  return {
    ...supplier,
    commission_rate: supplier.commission_rate ?? '',
    owner_name: supplier.owner?.name ?? '',
  };
}

export const exportSuppliers = (
  ctx: OrganizationContext,
  query: ListQueryValues,
  columns: readonly string[],
) =>
  exportRecords(ctx, query, columns, { ...supplierSource, cells: (rows) => rows.map(supplierExportCells) });

/** For bookings: the organization's suppliers among `ids`, with their currency and default commission. */
export const supplierDefaults = findSupplierDefaults;

/** Import dedupe: a supplier is the same one by its name in any case (`name:iberostar`) or its email. */
export const supplierKeys = (supplier: { name: string; email?: string | null | undefined }) => [
  `name:${supplier.name.trim().toLowerCase()}`,
  ...(supplier.email ? [`email:${supplier.email}`] : []),
];

/** Suppliers of the organization with any of the import keys, each with all of its keys. */
export async function findSuppliersByKeys(db: Database, organizationId: number, keys: string[]) {
  const valuesOf = (prefix: string) =>
    keys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
  const found = await findSuppliersByNameOrEmail(db, organizationId, valuesOf('name:'), valuesOf('email:'));
  return found.map((supplier) => ({ id: supplier.id, keys: supplierKeys(supplier) }));
}

/** Import: many suppliers in one statement, with their `created` events. */
export const insertSuppliersBulk = (
  db: Database,
  organizationId: number,
  actorId: number | null,
  values: SupplierValues[],
) => insertRecordsBulk(db, organizationId, { type: 'supplier', actorId }, values, insertSuppliers);

/** Import with dedupe `update`: fills the supplier with the row's values; false when it is gone. */
export async function updateSupplierFromImport(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<SupplierValues>,
): Promise<boolean> {
  return (await updateSuppliers(db, organizationId, [id], values)).length > 0;
}

export type { SupplierValues } from './suppliers.repository.ts';
