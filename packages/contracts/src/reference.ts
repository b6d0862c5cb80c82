import { z } from 'zod';
import { currencyCodeSchema, decimalStringSchema, hexColorSchema } from './fields.ts';
import { STAGE_KINDS } from './opportunities.ts';

export const STATUS_ENTITY_TYPES = ['lead', 'opportunity', 'trip', 'task', 'invoice'] as const;
export type StatusEntityType = (typeof STATUS_ENTITY_TYPES)[number];
/**
 * The entity types whose statuses are stages, with a kind, a probability and a rot time; a new
 * type with stages adds itself here and the reference service and the import engine follow.
 */
export const STAGED_STATUS_TYPES = ['opportunity'] as const satisfies readonly StatusEntityType[];
export const isStagedStatusType = (entityType: StatusEntityType | undefined) =>
  (STAGED_STATUS_TYPES as readonly (StatusEntityType | undefined)[]).includes(entityType);

export const statusSchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(STATUS_ENTITY_TYPES),
  /** Stable machine name, e.g. `qualified`. */
  key: z.string(),
  name: z.string(),
  color: z.string(),
  position: z.number().int(),
  /** Whether a record in this status is closed (won, lost, completed, cancelled...). */
  is_closed: z.boolean(),
  /**
   * Stages only (statuses of the `STAGED_STATUS_TYPES`, null for other statuses): what reaching
   * it means (a won or lost stage is closed), the probability a record in it gets by default, and
   * after how many quiet days a record in it rots (null: never).
   */
  stage_kind: z.enum(STAGE_KINDS).nullable(),
  probability: z.number().int().nullable(),
  rot_after_days: z.number().int().nullable(),
});
export type Status = z.infer<typeof statusSchema>;

const keySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,63}$/, { error: 'Use lower-case letters, digits and underscores.' });
const labelSchema = z
  .string()
  .trim()
  .min(1, { error: 'The name field is required.' })
  .max(80, { error: 'Must be at most 80 characters.' });

const positionSchema = z.number().int().min(0).max(1000);

// Update schemas are built from fields without defaults: zod applies a default even inside `.partial()`.
const statusFields = z.object({
  entity_type: z.enum(STATUS_ENTITY_TYPES),
  key: keySchema,
  name: labelSchema,
  color: hexColorSchema,
  position: positionSchema,
  is_closed: z.boolean(),
  stage_kind: z.enum(STAGE_KINDS, { error: `Must be one of: ${STAGE_KINDS.join(', ')}.` }).nullable(),
  probability: z
    .number()
    .int({ error: 'Must be a whole number from 0 to 100.' })
    .min(0, { error: 'Must be a whole number from 0 to 100.' })
    .max(100, { error: 'Must be a whole number from 0 to 100.' })
    .nullable(),
  rot_after_days: z
    .number()
    .int({ error: 'Must be a whole number of days.' })
    .min(1, { error: 'Must be at least 1 day.' })
    .max(365, { error: 'Must be at most 365 days.' })
    .nullable(),
});
/**
 * A stage (`STAGED_STATUS_TYPES`) needs `stage_kind` (default open) and `probability` (default 0
 * open, 100 won, 0 lost); its `is_closed` follows the kind. Other statuses leave the three null.
 */
export const statusInputSchema = statusFields.extend({
  color: hexColorSchema.default('#71717a'),
  position: positionSchema.default(0),
  is_closed: z.boolean().default(false),
  stage_kind: statusFields.shape.stage_kind.optional(),
  probability: statusFields.shape.probability.optional(),
  rot_after_days: statusFields.shape.rot_after_days.optional(),
});
export const statusUpdateSchema = statusFields.partial();

export const listStatusesQuerySchema = z.object({
  'filter[entity_type]': z.enum(STATUS_ENTITY_TYPES).optional(),
});

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  /** How many units of this currency one US dollar buys, as a decimal string. */
  rate_to_base: z.string(),
  is_active: z.boolean(),
});
export type Currency = z.infer<typeof currencySchema>;

const currencyFields = z.object({
  code: currencyCodeSchema,
  name: labelSchema,
  symbol: z.string().trim().min(1).max(8),
  decimals: z.number().int().min(0).max(4),
  rate_to_base: decimalStringSchema.refine((rate) => /[1-9]/.test(rate), { error: 'Must be above 0.' }),
  is_active: z.boolean(),
});
/** `decimals`: a code ISO 4217 defines has its minor units (the default), any other 2 unless given. */
export const currencyInputSchema = currencyFields.extend({
  decimals: currencyFields.shape.decimals.optional(),
  rate_to_base: currencyFields.shape.rate_to_base.default('1'),
  is_active: z.boolean().default(true),
});
export const currencyUpdateSchema = currencyFields.omit({ code: true }).partial();
export const currencyParamsSchema = z.object({ code: currencyCodeSchema });

export const DEFINITION_LISTS = [
  'lead_sources',
  'call_outcomes',
  'lost_reasons',
  'trip_types',
  'supplier_categories',
] as const;
export type DefinitionList = (typeof DEFINITION_LISTS)[number];

/** One option of a named option list (lead sources, call outcomes...). */
export const definitionSchema = z.object({
  id: z.number().int(),
  list: z.enum(DEFINITION_LISTS),
  key: z.string(),
  label: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  /**
   * Meaningful for call outcomes: after a call is saved with this outcome, the agent is offered a
   * follow-up task.
   */
  asks_follow_up: z.boolean(),
});
export type Definition = z.infer<typeof definitionSchema>;

const definitionFields = z.object({
  list: z.enum(DEFINITION_LISTS),
  key: keySchema,
  label: labelSchema,
  position: positionSchema,
  is_active: z.boolean(),
  /** Meaningful for call outcomes (see definitionSchema). */
  asks_follow_up: z.boolean({ error: 'Must be true or false.' }),
});
export const definitionInputSchema = definitionFields.extend({
  position: positionSchema.default(0),
  is_active: z.boolean().default(true),
  asks_follow_up: definitionFields.shape.asks_follow_up.default(false),
});
export const definitionUpdateSchema = definitionFields.partial();

export const listDefinitionsQuerySchema = z.object({
  'filter[list]': z.enum(DEFINITION_LISTS).optional(),
});
