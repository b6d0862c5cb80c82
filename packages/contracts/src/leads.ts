/** Leads: people who asked about a trip, worked until they become clients. See records.ts for the list grammar. */
import { z } from 'zod';
import { clientSchema, clientTypeSchema } from './clients.ts';
import { contactSchema } from './contacts.ts';
import { currencyCodeSchema, decimalStringSchema, optionalText } from './fields.ts';
import { idSchema, pageOf, timestampSchema } from './http.ts';
import { OPPORTUNITY_TITLE_MAX, opportunitySchema } from './opportunities.ts';
import {
  emailInputSchema,
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  optionalDateSchema,
  personNameSchema,
  phoneInputSchema,
  recordRefSchema,
  typedEmailSchema,
  typedEmailsInputSchema,
  typedPhoneSchema,
  typedPhonesInputSchema,
  userRefSchema,
  warningsSchema,
} from './records.ts';

/** The status a new lead gets, and the one conversion sets (reference statuses of entity type `lead`). */
export const LEAD_DEFAULT_STATUS = 'new';
export const LEAD_CONVERTED_STATUS = 'converted';
export const CONVERTED_LEAD_READ_ONLY = 'Converted leads cannot be edited.';
export const LEAD_ALREADY_CONVERTED = 'This lead has already been converted.';

export const leadSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** `first_name last_name`, trimmed. */
  full_name: z.string(),
  /** Primary email, lower-case. */
  email: z.string().nullable(),
  /** Primary phone, E.164. */
  phone: z.string().nullable(),
  emails: z.array(typedEmailSchema),
  phones: z.array(typedPhoneSchema),
  /** Key of a reference status of entity type `lead` (`new`, `contacted`...). */
  status: z.string(),
  /** Key of a `lead_sources` definition. */
  source: z.string().nullable(),
  owner: userRefSchema.nullable(),
  /** Hides click-to-call. */
  do_not_call: z.boolean(),
  destinations: z.array(z.string()),
  /** Travel window, `YYYY-MM-DD`. */
  travel_start: z.string().nullable(),
  travel_end: z.string().nullable(),
  /** Plus or minus this many days around the window. */
  date_flexibility_days: z.number().int().nullable(),
  adults: z.number().int(),
  children: z.number().int(),
  infants: z.number().int(),
  /** Decimal string, e.g. `4500.00`. */
  budget_amount: z.string().nullable(),
  budget_currency: z.string().nullable(),
  /** Key of a `trip_types` definition (leisure, honeymoon...). */
  purpose: z.string().nullable(),
  next_action_at: z.string().nullable(),
  /** Key of a `lost_reasons` definition. */
  lost_reason: z.string().nullable(),
  /** Conversion links; a converted lead is read-only. */
  converted_at: timestampSchema.nullable(),
  converted_client: recordRefSchema.nullable(),
  converted_contact: recordRefSchema.nullable(),
  /** The opportunity created at conversion, if one was (see convertLeadSchema). */
  converted_opportunity: recordRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Lead = z.infer<typeof leadSchema>;

const count = (max: number) => z.number().int().min(0).max(max);

// Update schemas are built from these fields, which have no defaults: zod applies a default even
// inside `.partial()`.
const leadFields = z.object({
  first_name: personNameSchema('first name', true),
  last_name: personNameSchema('last name', false),
  email: emailInputSchema,
  phone: phoneInputSchema,
  emails: typedEmailsInputSchema,
  phones: typedPhonesInputSchema,
  status: z.string().trim().min(1).max(64),
  source: optionalText(64),
  /** A member of the organization; null = unassigned. Omitted on create = the creator. */
  owner_id: idSchema.nullable(),
  do_not_call: z.boolean(),
  destinations: z.array(z.string().trim().min(1).max(100)).max(20),
  travel_start: optionalDateSchema,
  travel_end: optionalDateSchema,
  date_flexibility_days: z.number().int().min(0).max(365).nullable(),
  adults: count(50),
  children: count(50),
  infants: count(20),
  budget_amount: decimalStringSchema.nullable(),
  budget_currency: currencyCodeSchema.nullable(),
  purpose: optionalText(64),
  next_action_at: optionalDateSchema,
  lost_reason: optionalText(64),
});

export const createLeadSchema = leadFields.extend({
  last_name: leadFields.shape.last_name.default(''),
  emails: leadFields.shape.emails.default([]),
  phones: leadFields.shape.phones.default([]),
  status: leadFields.shape.status.default(LEAD_DEFAULT_STATUS),
  source: leadFields.shape.source.optional(),
  owner_id: leadFields.shape.owner_id.optional(),
  do_not_call: z.boolean().default(false),
  destinations: leadFields.shape.destinations.default([]),
  date_flexibility_days: leadFields.shape.date_flexibility_days.optional(),
  adults: leadFields.shape.adults.default(1),
  children: leadFields.shape.children.default(0),
  infants: leadFields.shape.infants.default(0),
  budget_amount: leadFields.shape.budget_amount.optional(),
  budget_currency: leadFields.shape.budget_currency.optional(),
});
export type CreateLeadInput = z.input<typeof createLeadSchema>;

/** PUT: any subset; absent fields keep their value. `travel_end` must not precede `travel_start`. */
export const updateLeadSchema = leadFields.partial();
export type UpdateLeadInput = z.input<typeof updateLeadSchema>;

export const LEAD_FILTERS = {
  status: 'enum',
  source: 'enum',
  owner_id: 'relation',
  do_not_call: 'boolean',
  purpose: 'enum',
  lost_reason: 'enum',
  budget_currency: 'enum',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  phone: 'text',
  destinations: 'text',
  adults: 'number',
  budget_amount: 'number',
  travel_start: 'date',
  travel_end: 'date',
  next_action_at: 'date',
  converted_at: 'date',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const LEAD_SORTS = [
  'full_name',
  'first_name',
  'last_name',
  'email',
  'status',
  'source',
  'owner',
  'travel_start',
  'next_action_at',
  'budget_amount',
  'created_at',
  'updated_at',
] as const;
export const LEAD_DEFAULT_SORT = '-created_at';

export const listLeadsQuerySchema = listQueryFor({
  filters: LEAD_FILTERS,
  sorts: LEAD_SORTS,
  defaultSort: LEAD_DEFAULT_SORT,
});
export type ListLeadsQuery = z.input<typeof listLeadsQuerySchema>;
export const leadsPageSchema = pageOf(leadSchema);

export const LEAD_EXPORT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'status',
  'source',
  'owner_name',
  'do_not_call',
  'destinations',
  'travel_start',
  'travel_end',
  'adults',
  'children',
  'infants',
  'budget_amount',
  'budget_currency',
  'purpose',
  'next_action_at',
  'lost_reason',
  'converted_client_name',
  'created_at',
] as const;
export const exportLeadsQuerySchema = exportQueryFor({
  filters: LEAD_FILTERS,
  sorts: LEAD_SORTS,
  defaultSort: LEAD_DEFAULT_SORT,
  columns: LEAD_EXPORT_COLUMNS,
});

/** `201 {data: lead, warnings}`. */
export const createdLeadSchema = z.object({ data: leadSchema, warnings: warningsSchema });

/**
 * `POST /leads/{id}/convert`. With `client_id`, the lead joins that client (as a new contact, or
 * the contact that already has its email or phone); without it, a client is created from the lead
 * (`client_type`, default individual; `client_name`, default the lead's full name) with the lead
 * as its primary contact. The lead becomes `converted`, read-only, linked to both. Its notes and
 * activity stay on the lead and show on the client's timeline through that link.
 *
 * With `create_opportunity`, an opportunity for the client is created too, in the first open
 * stage, owned by the lead's owner: titled after the lead's trip wishes (its destinations and
 * travel month, or `opportunity_title` when given), worth the lead's budget, linked to the lead.
 */
export const convertLeadSchema = z.object({
  client_id: idSchema.nullish(),
  client_type: clientTypeSchema.optional(),
  client_name: optionalText(200),
  create_opportunity: z.boolean().default(false),
  opportunity_title: optionalText(OPPORTUNITY_TITLE_MAX),
});
export type ConvertLeadInput = z.input<typeof convertLeadSchema>;

export const convertLeadResultSchema = z.object({
  lead: leadSchema,
  client: clientSchema,
  contact: contactSchema,
  opportunity: opportunitySchema.nullable(),
});
export type ConvertLeadResult = z.infer<typeof convertLeadResultSchema>;
