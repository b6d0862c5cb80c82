/**
 * Contacts: the people of a client (its members, its travellers). Created and edited under their
 * client (`GET|POST /clients/{id}/contacts`, `PUT|DELETE /contacts/{id}`); `GET /contacts` lists
 * every contact of the organization. See records.ts for the list grammar.
 */
import { z } from 'zod';
import { clientTypeSchema } from './clients.ts';
import { countryCodeSchema, optionalText } from './fields.ts';
import { idSchema, pageOf, pathIdSchema, timestampSchema } from './http.ts';
import {
  emailInputSchema,
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  optionalDateSchema,
  personNameSchema,
  phoneInputSchema,
  typedEmailSchema,
  typedEmailsInputSchema,
  typedPhoneSchema,
  typedPhonesInputSchema,
  userRefSchema,
  warningsSchema,
} from './records.ts';

export const SEAT_PREFERENCES = ['aisle', 'window', 'no_preference'] as const;
/** Derived from the date of birth: infant under 2, child under 12 (airline rules). */
export const AGE_GROUPS = ['adult', 'child', 'infant'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const frequentFlyerSchema = z.object({
  airline: z.string().trim().min(1).max(60),
  number: z.string().trim().min(1).max(40),
});

export const contactSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    type: clientTypeSchema,
    city: z.string().nullable(),
  }),
  /** Names exactly as on the passport. */
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  emails: z.array(typedEmailSchema),
  phones: z.array(typedPhoneSchema),
  /** The client's main person. */
  is_primary: z.boolean(),
  /** Free text: spouse, child, assistant... */
  relationship: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  age_group: z.enum(AGE_GROUPS).nullable(),
  nationality: z.string().nullable(),
  passport_number: z.string().nullable(),
  passport_country: z.string().nullable(),
  passport_expiry: z.string().nullable(),
  frequent_flyer: z.array(frequentFlyerSchema),
  seat_preference: z.enum(SEAT_PREFERENCES).nullable(),
  meal_preference: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  /** E.164. */
  emergency_contact_phone: z.string().nullable(),
  /** The client's owner (contacts have none of their own). */
  owner: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Contact = z.infer<typeof contactSchema>;

const contactFields = z.object({
  first_name: personNameSchema('first name', true),
  last_name: personNameSchema('last name', false),
  email: emailInputSchema,
  phone: phoneInputSchema,
  emails: typedEmailsInputSchema,
  phones: typedPhonesInputSchema,
  is_primary: z.boolean(),
  relationship: optionalText(50),
  date_of_birth: optionalDateSchema,
  nationality: countryCodeSchema.nullable(),
  passport_number: optionalText(30),
  passport_country: countryCodeSchema.nullable(),
  passport_expiry: optionalDateSchema,
  frequent_flyer: z.array(frequentFlyerSchema).max(10),
  seat_preference: z.enum(SEAT_PREFERENCES).nullable(),
  meal_preference: optionalText(100),
  emergency_contact_name: optionalText(100),
  emergency_contact_phone: phoneInputSchema,
});

export const createContactSchema = contactFields.extend({
  last_name: contactFields.shape.last_name.default(''),
  emails: contactFields.shape.emails.default([]),
  phones: contactFields.shape.phones.default([]),
  is_primary: z.boolean().default(false),
  nationality: contactFields.shape.nationality.optional(),
  passport_country: contactFields.shape.passport_country.optional(),
  frequent_flyer: contactFields.shape.frequent_flyer.default([]),
  seat_preference: contactFields.shape.seat_preference.optional(),
});
export type CreateContactInput = z.input<typeof createContactSchema>;

export const updateContactSchema = contactFields.partial();
export type UpdateContactInput = z.input<typeof updateContactSchema>;

export const CONTACT_FILTERS = {
  client_id: 'relation',
  'client.type': 'enum',
  'client.city': 'text',
  'client.country': 'enum',
  'client.owner_id': 'relation',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  is_primary: 'boolean',
  nationality: 'enum',
  date_of_birth: 'date',
  passport_expiry: 'date',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const CONTACT_SORTS = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'client',
  'date_of_birth',
  'passport_expiry',
  'created_at',
  'updated_at',
] as const;
export const CONTACT_DEFAULT_SORT = 'full_name';

export const listContactsQuerySchema = listQueryFor({
  filters: CONTACT_FILTERS,
  sorts: CONTACT_SORTS,
  defaultSort: CONTACT_DEFAULT_SORT,
});
export type ListContactsQuery = z.input<typeof listContactsQuerySchema>;
export const contactsPageSchema = pageOf(contactSchema);

export const CONTACT_EXPORT_COLUMNS = [
  'id',
  'client_id',
  'client_name',
  'client_city',
  'first_name',
  'last_name',
  'email',
  'phone',
  'is_primary',
  'relationship',
  'date_of_birth',
  'nationality',
  'passport_number',
  'passport_country',
  'passport_expiry',
  'owner_name',
  'created_at',
] as const;
export const exportContactsQuerySchema = exportQueryFor({
  filters: CONTACT_FILTERS,
  sorts: CONTACT_SORTS,
  defaultSort: CONTACT_DEFAULT_SORT,
  columns: CONTACT_EXPORT_COLUMNS,
});

export const createdContactSchema = z.object({ data: contactSchema, warnings: warningsSchema });

/**
 * `POST /contacts/{id}/merge {other_id}`: `other_id` is merged into `{id}` (the survivor) and
 * deleted. Empty fields of the survivor are filled from the other; phones and emails are united;
 * notes, attachments and activity (calls and tasks later) move to the survivor. Both must belong
 * to the organization; they may belong to different clients (the survivor's client stays).
 */
export const mergeContactSchema = z.object({ other_id: idSchema });
export type MergeContactInput = z.input<typeof mergeContactSchema>;

export const clientContactsParamsSchema = z.object({ id: pathIdSchema });
