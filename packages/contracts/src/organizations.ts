import { z } from 'zod';
import { agentSchema, roleSchema } from './auth.ts';
import { ADMIN_ROLE } from './constants.ts';
import {
  countryCodeSchema,
  currencyCodeSchema,
  hexColorSchema,
  optionalEmail,
  optionalText,
  timeZoneSchema,
} from './fields.ts';
import { listQuerySchema, pathIdSchema, timestampSchema } from './http.ts';

/** Two letters, unique case-insensitively; answered upper-case and shown lower-case in URLs. */
export const organizationCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'The code must be exactly 2 letters.' })
  .transform((value) => value.toUpperCase());

export const organizationSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  legal_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  country: z.string(),
  timezone: z.string(),
  default_currency: z.string(),
  locale: z.string(),
  badge_color: z.string(),
  logo_url: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  is_active: z.boolean(),
  recording_enabled: z.boolean(),
  voicemail_greeting: z.string().nullable(),
  ring_timeout_seconds: z.number().int(),
  members_count: z.number().int(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

const organizationFields = z.object({
  code: organizationCodeSchema,
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(120, { error: 'Must be at most 120 characters.' }),
  legal_name: optionalText(200),
  tax_id: optionalText(50),
  country: countryCodeSchema,
  timezone: timeZoneSchema,
  default_currency: currencyCodeSchema,
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'Must be a locale like en or es-MX.' }),
  badge_color: hexColorSchema,
  logo_url: z
    .union([z.literal(''), z.url({ error: 'Must be a valid URL.' })])
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Any common format; stored E.164 using the organization's country as the default region. */
  phone: optionalText(40),
  email: optionalEmail,
  address: optionalText(500),
  is_active: z.boolean(),
  recording_enabled: z.boolean(),
  voicemail_greeting: optionalText(500),
  ring_timeout_seconds: z.number().int().min(5).max(120),
});

export const organizationInputSchema = organizationFields.extend({
  locale: organizationFields.shape.locale.default('en'),
  badge_color: organizationFields.shape.badge_color.default('#4f46e5'),
  is_active: organizationFields.shape.is_active.default(true),
  recording_enabled: organizationFields.shape.recording_enabled.default(false),
  ring_timeout_seconds: organizationFields.shape.ring_timeout_seconds.default(25),
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;

/**
 * PUT takes any subset of the fields; absent ones are left as they are. Built from the fields
 * without defaults, because zod applies a default even inside `.partial()`.
 */
export const organizationUpdateSchema = organizationFields.partial();
export type OrganizationUpdate = z.input<typeof organizationUpdateSchema>;

export const ORGANIZATION_SORTS = ['code', 'name', 'country', 'created_at'] as const;

export const listOrganizationsQuerySchema = listQuerySchema.extend({
  sort: z.enum([...ORGANIZATION_SORTS, ...ORGANIZATION_SORTS.map((s) => `-${s}` as const)]).default('code'),
});
export type ListOrganizationsQuery = z.input<typeof listOrganizationsQuerySchema>;

export const getOrganizationQuerySchema = z.object({
  include: z.enum(['members']).optional(),
});

/** Counts shown on the organization dashboard and detail; later modules fill the zeros. */
export const organizationStatsSchema = z.object({
  members: z.number().int(),
  agents: z.number().int(),
  leads: z.number().int(),
  clients: z.number().int(),
  open_opportunities: z.number().int(),
  /** Decimal string in the organization's default currency. */
  open_opportunities_value: z.string(),
  upcoming_trips: z.number().int(),
  /** Issued invoices not yet paid (issued, partly paid or overdue), and how many are overdue. */
  outstanding_invoices: z.number().int(),
  overdue_invoices: z.number().int(),
  calls_this_month: z.number().int(),
  call_minutes_this_month: z.number().int(),
});
export type OrganizationStats = z.infer<typeof organizationStatsSchema>;

/** Role names an administrator can grant. */
export const ROLE_NAMES = [ADMIN_ROLE] as const;

export const memberSchema = z.object({
  /** The user's id. */
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  agent: agentSchema.nullable(),
  joined_at: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

/** A colleague as every member of the organization sees them: who a record can be assigned to. */
export const directoryMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_agent: z.boolean(),
});
export type DirectoryMember = z.infer<typeof directoryMemberSchema>;

export const organizationWithMembersSchema = organizationSchema.extend({
  members: z.array(memberSchema).optional(),
});

/** Adds an existing user, found by email, to the organization. */
export const addMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Must be a valid email address.' })),
});

/** Creates a user and makes them a member in one step. */
export const createMemberSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(120, { error: 'Must be at most 120 characters.' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Must be a valid email address.' })),
  password: z
    .string()
    .min(8, { error: 'The password must be at least 8 characters.' })
    .max(200, { error: 'Must be at most 200 characters.' }),
  roles: z.array(z.enum(ROLE_NAMES)).default([]),
  is_agent: z.boolean().default(false),
});
export type CreateMemberInput = z.input<typeof createMemberSchema>;

export const updateMemberSchema = z.object({
  roles: z.array(z.enum(ROLE_NAMES)).optional(),
  is_agent: z.boolean().optional(),
});
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

export const memberParamsSchema = z.object({
  id: pathIdSchema,
  userId: pathIdSchema,
});
