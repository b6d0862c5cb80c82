/**
 * Suppliers: the airlines, hotels, tour operators and others a trip's bookings are bought from.
 *
 * - `GET|POST /api/v2/{org}/suppliers`, `GET|PUT|DELETE /suppliers/{id}`, `/export`, `/bulk`,
 *   `/{id}/activity`, notes and files: the list grammar of records.ts and the record kit.
 * - `GET /suppliers/{id}/bookings`: the supplier's bookings across trips, with its commissions
 *   (expected, received, overdue) in the organization's currency.
 *
 * A commission rate is a percentage as a decimal string with up to two decimals (`"12.50"`),
 * parsed exactly, never through floating point.
 */
import { z } from 'zod';
import { currencyCodeSchema, optionalEmail, optionalText } from '../fields.ts';
import { idSchema, pageOf, timestampSchema } from '../http.ts';
import {
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  phoneInputSchema,
  userRefSchema,
} from '../records.ts';

export const SUPPLIER_NOT_FOUND = 'Supplier not found.';
export const SUPPLIER_NAME_MAX = 200;
export const SUPPLIER_CONTACTS_MAX = 10;

/** A percentage from 0 to 100 with at most two decimals, kept as a string: `"10"`, `"12.50"`. */
export const percentageSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, { error: 'Must be a percentage from 0 to 100.' }),
  );

export const supplierContactSchema = z.object({
  name: z.string(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
});
export type SupplierContact = z.infer<typeof supplierContactSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Key of a `supplier_categories` definition. */
  category: z.string(),
  contacts: z.array(supplierContactSchema),
  /** E.164. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Its website or booking portal. */
  website: z.string().nullable(),
  /** Percentage as a decimal string (`"10.00"`); null when it pays none by default. */
  commission_rate: z.string().nullable(),
  payment_terms: z.string().nullable(),
  currency: z.string(),
  preferred: z.boolean(),
  bookings_count: z.number().int(),
  owner: userRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Supplier = z.infer<typeof supplierSchema>;

const supplierContactInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(100, { error: 'Must be at most 100 characters.' }),
  role: optionalText(100),
  email: optionalEmail,
  phone: phoneInputSchema,
});

const websiteSchema = z
  .string()
  .trim()
  .max(300, { error: 'Must be at most 300 characters.' })
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(
    z
      .url({ protocol: /^https?$/, error: 'Must be a web address starting with http:// or https://.' })
      .nullable(),
  );

const supplierFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(SUPPLIER_NAME_MAX, { error: `Must be at most ${SUPPLIER_NAME_MAX} characters.` }),
  category: z.string().trim().min(1, { error: 'The category field is required.' }).max(64),
  contacts: z
    .array(supplierContactInputSchema)
    .max(SUPPLIER_CONTACTS_MAX, { error: `At most ${SUPPLIER_CONTACTS_MAX} contact people.` }),
  phone: phoneInputSchema,
  email: optionalEmail,
  website: websiteSchema,
  commission_rate: percentageSchema.nullable(),
  payment_terms: optionalText(200),
  currency: currencyCodeSchema,
  preferred: z.boolean(),
  /** A member of the organization; null = unassigned. Omitted on create = the creator. */
  owner_id: idSchema.nullable(),
});

/** `POST /suppliers`. Currency: the organization's. */
export const createSupplierSchema = supplierFields.extend({
  contacts: supplierFields.shape.contacts.default([]),
  commission_rate: supplierFields.shape.commission_rate.optional(),
  currency: supplierFields.shape.currency.optional(),
  preferred: z.boolean().default(false),
  owner_id: supplierFields.shape.owner_id.optional(),
});
export type CreateSupplierInput = z.input<typeof createSupplierSchema>;

export const updateSupplierSchema = supplierFields.partial();
export type UpdateSupplierInput = z.input<typeof updateSupplierSchema>;

export const SUPPLIER_FILTERS = {
  category: 'enum',
  preferred: 'boolean',
  currency: 'enum',
  owner_id: 'relation',
  name: 'text',
  email: 'text',
  phone: 'text',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const SUPPLIER_SORTS = [
  'name',
  'category',
  'commission_rate',
  'bookings_count',
  'created_at',
] as const;
export const SUPPLIER_DEFAULT_SORT = 'name';

export const listSuppliersQuerySchema = listQueryFor({
  filters: SUPPLIER_FILTERS,
  sorts: SUPPLIER_SORTS,
  defaultSort: SUPPLIER_DEFAULT_SORT,
});
export type ListSuppliersQuery = z.input<typeof listSuppliersQuerySchema>;
export const suppliersPageSchema = pageOf(supplierSchema);

export const SUPPLIER_EXPORT_COLUMNS = [
  'id',
  'name',
  'category',
  'phone',
  'email',
  'website',
  'commission_rate',
  'payment_terms',
  'currency',
  'preferred',
  'owner_name',
  'bookings_count',
  'created_at',
] as const;
export const exportSuppliersQuerySchema = exportQueryFor({
  filters: SUPPLIER_FILTERS,
  sorts: SUPPLIER_SORTS,
  defaultSort: SUPPLIER_DEFAULT_SORT,
  columns: SUPPLIER_EXPORT_COLUMNS,
});

/** Where a commission stands: not due yet, received in full, or past its expected date unpaid. */
export const COMMISSION_STATES = ['expected', 'received', 'overdue'] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

/** One of the supplier's bookings, on its edit screen. */
export const supplierBookingSchema = z.object({
  id: z.number().int(),
  trip: z.object({ id: z.number().int(), reference: z.string(), title: z.string() }),
  type: z.string(),
  title: z.string(),
  status: z.string(),
  starts_on: z.string().nullable(),
  currency: z.string(),
  /** Minor units of `currency`. */
  sell: z.number().int(),
  commission_expected: z.number().int(),
  commission_received: z.number().int(),
  commission_expected_on: z.string().nullable(),
  commission_state: z.enum(COMMISSION_STATES).nullable(),
});
export type SupplierBooking = z.infer<typeof supplierBookingSchema>;

/** `GET /suppliers/{id}/bookings`: newest first, with the commissions summed in `currency`. */
export const supplierBookingsSchema = z.object({
  data: z.array(supplierBookingSchema),
  commissions: z.object({
    /** The organization's currency; minor units. */
    currency: z.string(),
    expected: z.number().int(),
    received: z.number().int(),
    overdue: z.number().int(),
  }),
});
export type SupplierBookings = z.infer<typeof supplierBookingsSchema>;
