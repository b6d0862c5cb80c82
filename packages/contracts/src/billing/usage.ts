/**
 * The telephony bill (issue 24): what the organization's phones cost in a month.
 *
 * - `GET /api/v2/{org}/billing/usage?month=2026-11&group=agent|number|direction|day`: the calls
 *   made and received through the provider (live calls; manual and tracked ones ran on other
 *   phones), their billed minutes and cost, grouped, with each number's monthly cost and the
 *   totals; with Twilio, the account's own usage records for the month beside ours.
 * - `GET /billing/usage/export?month=&group=`: the same rows as CSV.
 *
 * Administrators only. Months are the organization's (its time zone). Costs are decimal text in
 * the currency the provider priced them in, keyed by that currency (`{"USD": "1.23450"}`), summed
 * exactly, never converted.
 */
import { z } from 'zod';
import { timestampSchema } from '../http.ts';
import { toMajorUnits, toMinorUnits } from '../money.ts';

export const USAGE_GROUPS = ['agent', 'number', 'direction', 'day'] as const;
export type UsageGroup = (typeof USAGE_GROUPS)[number];

/** The provider's usage categories the bill is compared with (Twilio's names). */
export const PROVIDER_USAGE_CATEGORIES = ['calls-inbound', 'calls-outbound', 'phonenumbers'] as const;
export type ProviderUsageCategory = (typeof PROVIDER_USAGE_CATEGORIES)[number];

/**
 * Minutes a call is billed: each call rounded up to the next whole minute, as Twilio bills
 * voice; a call of 0 seconds (never connected) bills nothing.
 */
export const billedMinutes = (seconds: number): number => Math.ceil(Math.max(0, seconds) / 60);

const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

/** The exact sum of decimal texts, with as many decimals as the longest: `('0.0085', '1.15')` is `'1.1585'`. */
export function sumDecimals(...amounts: string[]): string {
  const scale = Math.max(0, ...amounts.map(decimalsOf));
  return toMajorUnits(
    amounts.reduce((sum, amount) => sum + toMinorUnits(amount, scale), 0),
    scale,
  );
}

/** `a - b`, exactly. */
export const subtractDecimals = (a: string, b: string): string =>
  sumDecimals(a, b.startsWith('-') ? b.slice(1) : `-${b}`);

/** Adds an amount to its currency's sum in `costs` (in place). */
export function addCost(costs: Costs, currency: string, amount: string): Costs {
  costs[currency] = costs[currency] === undefined ? amount : sumDecimals(costs[currency], amount);
  return costs;
}

/** `YYYY-MM` of a real month (months 01 to 12). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const usageQuerySchema = z.object({
  /** `YYYY-MM` in the organization's time zone; unset: the current month. */
  month: z.string().trim().regex(MONTH, { error: 'The month must be a month like 2026-11.' }).optional(),
  group: z
    .enum(USAGE_GROUPS, { error: 'The group must be agent, number, direction or day.' })
    .default('agent'),
});
export type UsageQuery = z.infer<typeof usageQuerySchema>;

/** Decimal amounts by ISO currency code: `{"USD": "1.23450"}`; empty when nothing was priced. */
export const costsSchema = z.record(z.string(), z.string());
export type Costs = z.infer<typeof costsSchema>;

export const usageRowSchema = z.object({
  /** The agent's or number's id, the direction, or the day (`YYYY-MM-DD`); null: no agent or number. */
  key: z.string().nullable(),
  /** What the row is about, as a person reads it (the agent's name, the number's name...). */
  label: z.string(),
  calls: z.number().int(),
  /** Calls still without a price (the provider has not sent it yet, or never will). */
  unpriced_calls: z.number().int(),
  /** Each call rounded up to the next whole minute (`billedMinutes`). */
  billed_minutes: z.number().int(),
  talk_seconds: z.number().int(),
  cost: costsSchema,
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageNumberSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  friendly_name: z.string().nullable(),
  /** Decimal text; null: no cost entered for the number. */
  monthly_cost: z.string().nullable(),
  monthly_cost_currency: z.string().nullable(),
});

const providerFiguresSchema = z.object({
  /** Calls, or numbers for `phonenumbers`. */
  count: z.number().int(),
  /** Billed minutes for calls; numbers for `phonenumbers`. */
  usage: z.number().int(),
  /** Decimal text in the comparison's currency. */
  cost: z.string(),
});

export const providerComparisonSchema = z.object({
  provider: z.string(),
  /** The currency of the provider's prices; our costs in other currencies are left out of `ours`. */
  currency: z.string(),
  /** The provider counts days in UTC (GMT): its month may start and end hours apart from ours. */
  start_date: z.string(),
  end_date: z.string(),
  /** The account's figures are as of this instant (the provider updates them through the day). */
  as_of: timestampSchema.nullable(),
  lines: z.array(
    z.object({
      category: z.enum(PROVIDER_USAGE_CATEGORIES),
      provider: providerFiguresSchema,
      ours: providerFiguresSchema,
      /** The provider's minus ours. */
      difference: providerFiguresSchema,
    }),
  ),
});
export type ProviderComparison = z.infer<typeof providerComparisonSchema>;

export const usageReportSchema = z.object({
  month: z.string(),
  group: z.enum(USAGE_GROUPS),
  time_zone: z.string(),
  /** The month's bounds, [from, to), as instants. */
  from: timestampSchema,
  to: timestampSchema,
  rows: z.array(usageRowSchema),
  numbers: z.array(usageNumberSchema),
  totals: z.object({
    calls: z.number().int(),
    unpriced_calls: z.number().int(),
    billed_minutes: z.number().int(),
    talk_seconds: z.number().int(),
    calls_cost: costsSchema,
    numbers_cost: costsSchema,
    /** Calls and numbers together, per currency. */
    cost: costsSchema,
  }),
  /** The provider's own usage records for the month, beside ours; null when it keeps none (the simulator). */
  provider: providerComparisonSchema.nullable(),
  /** Why the provider's figures are missing when it keeps some (its API failed); null otherwise. */
  provider_error: z.string().nullable(),
});
export type UsageReport = z.infer<typeof usageReportSchema>;

/**
 * The columns of `GET /billing/usage/export`, then one `cost_<currency>` column per currency.
 * `section` is `calls` (a row of the grouping), `number` (a number's monthly cost) or `total`.
 */
export const USAGE_EXPORT_COLUMNS = [
  'section',
  'key',
  'label',
  'calls',
  'unpriced_calls',
  'billed_minutes',
  'talk_seconds',
] as const;

export const USAGE_MESSAGES = {
  futureMonth: 'The month cannot be in the future.',
  providerUnavailable: (reason: string) => `The provider's usage records could not be read (${reason}).`,
} as const;
