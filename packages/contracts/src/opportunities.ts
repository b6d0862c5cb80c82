/**
 * Opportunities: the deals of the sales pipeline, worked from a board of stages.
 *
 * - `GET|POST /api/v2/{org}/opportunities`, `GET|PUT|DELETE /opportunities/{id}`, `/export`,
 *   `/bulk` (assign, set_status = move to a stage, delete), `/{id}/activity`: the list grammar of
 *   records.ts, saved views, notes, files and CSV import like every record module.
 * - `GET /opportunities/board`: every stage as a column (count, sums, the first cards in board
 *   order); `GET /opportunities/board/{stage}?cursor=`: the column's next cards.
 * - `POST /opportunities/{id}/move`: a drag on the board, one small write.
 * - `GET /opportunities/forecast`: value by expected close month, won to date, lost reasons.
 *
 * Stages are the reference statuses of entity type `opportunity` (see reference.ts): each has an
 * order, a colour, a default probability, a rot period and a kind (open, won, lost).
 *
 * Money is integer minor units of its currency (`amount: 450000` with `currency: 'USD'` is
 * $4,500.00). Sums across currencies are converted to the organization's currency with the rates
 * of the currencies reference data. CSV export and import speak major units (`4500.00`).
 */
import { z } from 'zod';
import { currencyCodeSchema, optionalText } from './fields.ts';
import { idSchema, pageOf, timestampSchema } from './http.ts';
import {
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  optionalDateSchema,
  recordRefSchema,
  userRefSchema,
} from './records.ts';

/** What reaching a stage means: still open, won, or lost (which asks for a reason). */
export const STAGE_KINDS = ['open', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

export const OPPORTUNITY_TITLE_MAX = 200;
export const OPPORTUNITY_NEXT_STEP_MAX = 200;
export const OPPORTUNITY_LOST_NOTE_MAX = 1000;
/** 100 billion in major units: far past any deal, well inside a JavaScript number. */
export const OPPORTUNITY_AMOUNT_MAX = 10_000_000_000_000;
/**
 * Cards per board column page: a column shows about eight compact cards at once, and loads the
 * next page as its end comes into view; fewer cards make the first load lighter.
 */
export const BOARD_PAGE_SIZE = 25;
/** Months the forecast covers, from the current one. */
export const FORECAST_MONTHS = 6;

export const OPPORTUNITY_NOT_FOUND = 'Opportunity not found.';
export const LOST_REASON_REQUIRED = 'A lost reason is required to mark a deal as lost.';

/** The next open task about the deal: what a card and the rotting rule look at. */
export const nextTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  due_date: z.string().nullable(),
  due_at: timestampSchema.nullable(),
});
export type NextTask = z.infer<typeof nextTaskSchema>;

export const opportunitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client: recordRefSchema,
  /** One of the client's contacts, with the phone a card's and the record's call button dials. */
  primary_contact: recordRefSchema.extend({ phone: z.string().nullable() }).nullable(),
  /** Key of a reference status of entity type `opportunity`. */
  stage: z.string(),
  stage_kind: z.enum(STAGE_KINDS),
  /** The deal's own probability when set, else its stage's default (0..100). */
  probability: z.number().int(),
  /** Whether `probability` was set on the deal rather than taken from its stage. */
  probability_is_custom: z.boolean(),
  /** Minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  /** `amount × probability / 100`, rounded to a minor unit. */
  weighted_amount: z.number().int(),
  /** `YYYY-MM-DD`. */
  expected_close_date: z.string().nullable(),
  /** Key of a `lead_sources` definition. */
  source: z.string().nullable(),
  owner: userRefSchema.nullable(),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  next_step: z.string().nullable(),
  /** Key of a `lost_reasons` definition; set while the deal is in a lost stage. */
  lost_reason: z.string().nullable(),
  lost_note: z.string().nullable(),
  /** When it was won or lost (`stage_kind` says which); null while open. */
  closed_at: timestampSchema.nullable(),
  stage_entered_at: timestampSchema,
  /** Whole days since `stage_entered_at`. */
  days_in_stage: z.number().int(),
  /** The latest call, note, completed task or change of the deal. */
  last_activity_at: timestampSchema,
  /**
   * Open, quiet for longer than its stage's rot period (nothing since `last_activity_at`), and
   * with no planned work: no open task about it that is not overdue (undated ones count as
   * planned).
   */
  is_rotting: z.boolean(),
  next_task: nextTaskSchema.nullable(),
  /** The lead it was converted from. */
  lead: recordRefSchema.nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

const probabilitySchema = z
  .number({ error: 'Must be a whole number from 0 to 100.' })
  .int({ error: 'Must be a whole number from 0 to 100.' })
  .min(0, { error: 'Must be a whole number from 0 to 100.' })
  .max(100, { error: 'Must be a whole number from 0 to 100.' });

// Update schemas are built from these fields, which have no defaults: zod applies a default even
// inside `.partial()`.
const opportunityFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'The title field is required.' })
    .max(OPPORTUNITY_TITLE_MAX, { error: `Must be at most ${OPPORTUNITY_TITLE_MAX} characters.` }),
  client_id: idSchema,
  /** A contact of the client; null = none. */
  primary_contact_id: idSchema.nullable(),
  stage: z.string().trim().min(1, { error: 'The stage field is required.' }).max(64),
  /** Null: the stage's default probability. */
  probability: probabilitySchema.nullable(),
  amount: z
    .number({ error: 'Must be an amount in minor units (cents).' })
    .int({ error: 'Must be an amount in minor units (cents).' })
    .min(0, { error: 'Must not be negative.' })
    .max(OPPORTUNITY_AMOUNT_MAX, { error: 'This amount is too large.' }),
  currency: currencyCodeSchema,
  expected_close_date: optionalDateSchema,
  source: optionalText(64),
  /** A member of the organization; null = unassigned. Omitted on create = the creator. */
  owner_id: idSchema.nullable(),
  /** A team of the organization. */
  team_id: idSchema.nullable(),
  next_step: optionalText(OPPORTUNITY_NEXT_STEP_MAX),
  /** Required when `stage` is a lost stage; cleared when the deal leaves it. */
  lost_reason: optionalText(64),
  lost_note: optionalText(OPPORTUNITY_LOST_NOTE_MAX),
});

/** `POST /opportunities`. Stage: the first open stage; currency: the organization's. */
export const createOpportunitySchema = opportunityFields.extend({
  primary_contact_id: opportunityFields.shape.primary_contact_id.optional(),
  stage: opportunityFields.shape.stage.optional(),
  probability: opportunityFields.shape.probability.optional(),
  amount: opportunityFields.shape.amount.default(0),
  currency: opportunityFields.shape.currency.optional(),
  source: opportunityFields.shape.source.optional(),
  owner_id: opportunityFields.shape.owner_id.optional(),
  team_id: opportunityFields.shape.team_id.optional(),
  next_step: opportunityFields.shape.next_step.optional(),
  lost_reason: opportunityFields.shape.lost_reason.optional(),
  lost_note: opportunityFields.shape.lost_note.optional(),
});
export type CreateOpportunityInput = z.input<typeof createOpportunitySchema>;

/** PUT: any subset; absent fields keep their value. A change of `stage` is a move (see below). */
export const updateOpportunitySchema = opportunityFields.partial();
export type UpdateOpportunityInput = z.input<typeof updateOpportunitySchema>;

/**
 * `POST /opportunities/{id}/move`: into `stage`, directly below the card `after_id` of that stage
 * (null or absent: at the top). Moving to a lost stage needs `lost_reason` (422 otherwise); moving
 * out of a won or lost stage reopens the deal. Two moves of one card at once: the last one wins,
 * and the card is in exactly one place.
 */
export const moveOpportunitySchema = z.object({
  stage: opportunityFields.shape.stage,
  after_id: idSchema.nullish(),
  lost_reason: opportunityFields.shape.lost_reason.optional(),
  lost_note: opportunityFields.shape.lost_note.optional(),
});
export type MoveOpportunityInput = z.input<typeof moveOpportunitySchema>;

export const OPPORTUNITY_FILTERS = {
  stage: 'enum',
  stage_kind: 'enum',
  owner_id: 'relation',
  team_id: 'relation',
  client_id: 'relation',
  source: 'enum',
  lost_reason: 'enum',
  currency: 'enum',
  is_rotting: 'boolean',
  title: 'text',
  /** Minor units. */
  amount: 'number',
  probability: 'number',
  expected_close_date: 'date',
  closed_at: 'date',
  last_activity_at: 'date',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const OPPORTUNITY_SORTS = [
  'title',
  'client',
  'stage',
  'amount',
  'probability',
  'expected_close_date',
  'owner',
  'stage_entered_at',
  'last_activity_at',
  'created_at',
  'updated_at',
] as const;
export const OPPORTUNITY_DEFAULT_SORT = '-created_at';

const listOptions = {
  filters: OPPORTUNITY_FILTERS,
  sorts: OPPORTUNITY_SORTS,
  defaultSort: OPPORTUNITY_DEFAULT_SORT,
};
export const listOpportunitiesQuerySchema = listQueryFor(listOptions);
export type ListOpportunitiesQuery = z.input<typeof listOpportunitiesQuerySchema>;
export const opportunitiesPageSchema = pageOf(opportunitySchema);

export const OPPORTUNITY_EXPORT_COLUMNS = [
  'id',
  'title',
  'client_name',
  'primary_contact_name',
  'stage',
  'probability',
  'amount',
  'currency',
  'weighted_amount',
  'expected_close_date',
  'source',
  'owner_name',
  'team_name',
  'next_step',
  'lost_reason',
  'lost_note',
  'closed_at',
  'is_rotting',
  'last_activity_at',
  'created_at',
] as const;
export const exportOpportunitiesQuerySchema = exportQueryFor({
  ...listOptions,
  columns: OPPORTUNITY_EXPORT_COLUMNS,
});

/** `201 {data}`. */
export const createdOpportunitySchema = z.object({ data: opportunitySchema });

// ---------------------------------------------------------------------------------------------
// Board

/**
 * A sum in one currency: minor units of that currency, and the rate it was converted at into the
 * organization's currency (units of that currency one unit of this one makes; null for the
 * organization's own), for the total to say how it was reached.
 */
export const currencyTotalSchema = z.object({
  currency: z.string(),
  count: z.number().int(),
  amount: z.number().int(),
  weighted_amount: z.number().int(),
  rate: z.number().nullable(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

/** Cards of a column in board order, and where the next page starts (null: no more). */
export const boardCardsSchema = z.object({
  stage: z.string(),
  cards: z.array(opportunitySchema),
  next_cursor: z.string().nullable(),
});
export type BoardCards = z.infer<typeof boardCardsSchema>;

/**
 * One stage: exact count and sums of every matching deal in it (in the organization's currency,
 * and per currency), and its first BOARD_PAGE_SIZE cards.
 */
export const boardColumnSchema = boardCardsSchema.extend({
  count: z.number().int(),
  amount: z.number().int(),
  weighted_amount: z.number().int(),
  by_currency: z.array(currencyTotalSchema),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

/**
 * `GET /opportunities/board`: every open stage in order, with the list's filters and `q` applied.
 * Closed deals leave the board: won and lost stages are where cards are dropped, and the list
 * shows the recently closed.
 */
export const boardSchema = z.object({
  /** The organization's currency, in which `amount` and `weighted_amount` are given. */
  currency: z.string(),
  columns: z.array(boardColumnSchema),
});
export type Board = z.infer<typeof boardSchema>;

/** The board takes the list's filters and `q` (its `page`, `per_page` and `sort` do not apply). */
export const boardQuerySchema = listOpportunitiesQuerySchema;
export const boardColumnQuerySchema = listOpportunitiesQuerySchema.safeExtend({
  cursor: z.string().max(200).optional(),
});
export const boardColumnParamsSchema = z.object({ stage: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Forecast

export const forecastMonthSchema = z.object({
  /** `YYYY-MM`, in the organization's time zone. */
  month: z.string(),
  /** Open deals expected to close this month. */
  count: z.number().int(),
  amount: z.number().int(),
  weighted_amount: z.number().int(),
  /** Deals won this month. */
  won_count: z.number().int(),
  won_amount: z.number().int(),
});
export type ForecastMonth = z.infer<typeof forecastMonthSchema>;

/**
 * `GET /opportunities/forecast` (the list's filters and `q`): in the organization's currency,
 * the next FORECAST_MONTHS months from the current one; open deals whose expected close date
 * has passed (`overdue`) or is unset (`undated`); won this calendar year; and lost deals of the
 * last 12 months by reason.
 */
export const forecastSchema = z.object({
  currency: z.string(),
  months: z.array(forecastMonthSchema),
  overdue: z.object({ count: z.number().int(), amount: z.number().int(), weighted_amount: z.number().int() }),
  undated: z.object({ count: z.number().int(), amount: z.number().int(), weighted_amount: z.number().int() }),
  won_to_date: z.object({ count: z.number().int(), amount: z.number().int() }),
  lost_reasons: z.array(
    z.object({ reason: z.string().nullable(), count: z.number().int(), amount: z.number().int() }),
  ),
});
export type Forecast = z.infer<typeof forecastSchema>;
