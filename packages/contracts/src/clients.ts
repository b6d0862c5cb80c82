/** Clients: individuals, households and companies who buy trips. See records.ts for the list grammar. */
import { z } from 'zod';
import { countryCodeSchema, currencyCodeSchema, optionalText } from './fields.ts';
import { idSchema, pageOf, timestampSchema } from './http.ts';
import {
  emailInputSchema,
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  phoneInputSchema,
  recordRefSchema,
  typedEmailSchema,
  typedEmailsInputSchema,
  typedPhoneSchema,
  typedPhonesInputSchema,
  userRefSchema,
  warningsSchema,
} from './records.ts';

export const CLIENT_TYPES = ['individual', 'household', 'company'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const clientTypeSchema = z.enum(CLIENT_TYPES);

export const clientSchema = z.object({
  id: z.number().int(),
  type: clientTypeSchema,
  name: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  emails: z.array(typedEmailSchema),
  phones: z.array(typedPhoneSchema),
  address_line: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  tax_id: z.string().nullable(),
  /** e.g. `es`, `en`. */
  preferred_language: z.string().nullable(),
  preferred_currency: z.string().nullable(),
  tags: z.array(z.string()),
  marketing_consent: z.boolean(),
  /** Decimal string; stays `0.00` until trips feed it. */
  lifetime_value: z.string(),
  contacts_count: z.number().int(),
  owner: userRefSchema.nullable(),
  /** The lead this client was converted from, if any. */
  source_lead: recordRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Client = z.infer<typeof clientSchema>;

const clientFields = z.object({
  type: clientTypeSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(200, { error: 'Must be at most 200 characters.' }),
  email: emailInputSchema,
  phone: phoneInputSchema,
  emails: typedEmailsInputSchema,
  phones: typedPhonesInputSchema,
  address_line: optionalText(300),
  city: optionalText(100),
  region: optionalText(100),
  postal_code: optionalText(20),
  country: countryCodeSchema.nullable(),
  tax_id: optionalText(50),
  preferred_language: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'Must be a language like en or es-MX.' })
    .nullable(),
  preferred_currency: currencyCodeSchema.nullable(),
  tags: z.array(z.string().trim().min(1).max(40)).max(30),
  marketing_consent: z.boolean(),
  /** A member of the organization; null = unassigned. Omitted on create = the creator. */
  owner_id: idSchema.nullable(),
});

export const createClientSchema = clientFields.extend({
  type: clientTypeSchema.default('individual'),
  emails: clientFields.shape.emails.default([]),
  phones: clientFields.shape.phones.default([]),
  country: clientFields.shape.country.optional(),
  preferred_language: clientFields.shape.preferred_language.optional(),
  preferred_currency: clientFields.shape.preferred_currency.optional(),
  tags: clientFields.shape.tags.default([]),
  marketing_consent: z.boolean().default(false),
  owner_id: clientFields.shape.owner_id.optional(),
});
export type CreateClientInput = z.input<typeof createClientSchema>;

export const updateClientSchema = clientFields.partial();
export type UpdateClientInput = z.input<typeof updateClientSchema>;

export const CLIENT_FILTERS = {
  type: 'enum',
  owner_id: 'relation',
  name: 'text',
  email: 'text',
  phone: 'text',
  city: 'text',
  region: 'text',
  country: 'enum',
  tags: 'text',
  preferred_language: 'enum',
  preferred_currency: 'enum',
  marketing_consent: 'boolean',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const CLIENT_SORTS = [
  'name',
  'type',
  'email',
  'city',
  'country',
  'owner',
  'created_at',
  'updated_at',
] as const;
export const CLIENT_DEFAULT_SORT = 'name';

export const listClientsQuerySchema = listQueryFor({
  filters: CLIENT_FILTERS,
  sorts: CLIENT_SORTS,
  defaultSort: CLIENT_DEFAULT_SORT,
});
export type ListClientsQuery = z.input<typeof listClientsQuerySchema>;
export const clientsPageSchema = pageOf(clientSchema);

export const CLIENT_EXPORT_COLUMNS = [
  'id',
  'type',
  'name',
  'email',
  'phone',
  'address_line',
  'city',
  'region',
  'postal_code',
  'country',
  'tax_id',
  'preferred_language',
  'preferred_currency',
  'tags',
  'marketing_consent',
  'owner_name',
  'contacts_count',
  'created_at',
] as const;
export const exportClientsQuerySchema = exportQueryFor({
  filters: CLIENT_FILTERS,
  sorts: CLIENT_SORTS,
  defaultSort: CLIENT_DEFAULT_SORT,
  columns: CLIENT_EXPORT_COLUMNS,
});

export const createdClientSchema = z.object({ data: clientSchema, warnings: warningsSchema });
