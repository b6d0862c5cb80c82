/**
 * Telephony numbers of an organization (`/api/v2/{org}/telephony/numbers`): members list them,
 * administrators create, change and delete them. A number is E.164 and unique across every
 * organization: the dialled number of an incoming call says whose call it is.
 */
import { z } from 'zod';
import { countryCodeSchema } from './fields.ts';
import { idSchema, timestampSchema } from './http.ts';
import { userRefSchema } from './records.ts';

export const NUMBER_CAPABILITIES = ['voice', 'sms', 'mms', 'fax'] as const;
export type NumberCapability = (typeof NUMBER_CAPABILITIES)[number];

export const RING_TIMEOUT_MIN_SECONDS = 5;
export const RING_TIMEOUT_MAX_SECONDS = 120;
/** An organization's default ring time for new numbers, unless it sets another. */
export const RING_TIMEOUT_DEFAULT_SECONDS = 25;

export const telephonyNumberSchema = z.object({
  id: z.number().int(),
  /** E.164. */
  number: z.string(),
  friendly_name: z.string().nullable(),
  /** The provider's id of the number (Twilio's PN... sid), when imported. */
  provider_id: z.string().nullable(),
  country: z.string().nullable(),
  capabilities: z.array(z.enum(NUMBER_CAPABILITIES)),
  /** Agents an incoming call rings; empty means the organization's online agents. */
  agents: z.array(userRefSchema),
  ring_timeout_seconds: z.number().int(),
  voicemail_enabled: z.boolean(),
  recording_enabled: z.boolean(),
  is_active: z.boolean(),
  /** Decimal string, never a float. */
  monthly_cost: z.string().nullable(),
  monthly_cost_currency: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type TelephonyNumber = z.infer<typeof telephonyNumberSchema>;

const moneySchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,4})?$/, { error: 'Must be a decimal amount like 1.15.' }),
  )
  .nullish()
  .transform((value) => (value ? value : null));

const numberFields = z.object({
  /** Any common format; read in the organization's country, stored E.164. */
  number: z
    .string({ error: 'The number field is required.' })
    .trim()
    .min(1, { error: 'The number field is required.' })
    .max(40),
  friendly_name: z
    .string()
    .trim()
    .max(100, { error: 'Must be at most 100 characters.' })
    .nullish()
    .transform((value) => (value ? value : null)),
  provider_id: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((value) => (value ? value : null)),
  country: countryCodeSchema.nullish().transform((value) => value ?? null),
  capabilities: z.array(z.enum(NUMBER_CAPABILITIES)).max(4),
  /** User ids: agents who are members of the organization. */
  agent_ids: z.array(idSchema).max(200),
  ring_timeout_seconds: z
    .number()
    .int()
    .min(RING_TIMEOUT_MIN_SECONDS, { error: `Must be at least ${RING_TIMEOUT_MIN_SECONDS} seconds.` })
    .max(RING_TIMEOUT_MAX_SECONDS, { error: `Must be at most ${RING_TIMEOUT_MAX_SECONDS} seconds.` }),
  voicemail_enabled: z.boolean(),
  recording_enabled: z.boolean(),
  is_active: z.boolean(),
  monthly_cost: moneySchema,
  monthly_cost_currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: 'Must be a three-letter currency code.' })
    .transform((value) => value.toUpperCase())
    .nullish()
    .transform((value) => value ?? null),
});

export const createNumberSchema = numberFields.extend({
  capabilities: numberFields.shape.capabilities.default(['voice']),
  agent_ids: numberFields.shape.agent_ids.default([]),
  /** Omitted: the organization's default for new numbers (its `ring_timeout_seconds`). */
  ring_timeout_seconds: numberFields.shape.ring_timeout_seconds.optional(),
  voicemail_enabled: z.boolean().default(true),
  /** Omitted: the organization's default for new numbers (its `recording_enabled`). */
  recording_enabled: z.boolean().optional(),
  is_active: z.boolean().default(true),
});
export type CreateNumberInput = z.input<typeof createNumberSchema>;

export const updateNumberSchema = numberFields.partial();
export type UpdateNumberInput = z.input<typeof updateNumberSchema>;

/** `GET /telephony/numbers/import-candidates`: the provider account's numbers (Twilio only). */
export const numberCandidateSchema = z.object({
  number: z.string(),
  friendly_name: z.string().nullable(),
  provider_id: z.string(),
  country: z.string().nullable(),
  capabilities: z.array(z.enum(NUMBER_CAPABILITIES)),
  /** Already a number of some organization here. */
  imported: z.boolean(),
});
export type NumberCandidate = z.infer<typeof numberCandidateSchema>;
