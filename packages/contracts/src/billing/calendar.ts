/**
 * The money calendar and the billing summary: what comes in, what goes out and what must not be
 * missed, day by day.
 *
 * - `GET /api/v2/{org}/billing/calendar?from=YYYY-MM-DD&to=YYYY-MM-DD`, at most
 *   `CALENDAR_MAX_DAYS` days, optionally of one agent (`owner_id`: the trip's owner; an invoice
 *   without a trip, its creator's), one trip (`trip_id`) or one supplier (`supplier_id`: its
 *   bookings' payments, commissions and deadlines; client instalments are nobody's supplier, so
 *   they are left out). Entries:
 *   - `instalment` (in): what is left of an issued invoice's open or overdue instalment;
 *   - `supplier_payment` (out): a booking's supplier payment not paid yet;
 *   - `commission` (in): a booking's commission expected on a day and not received in full;
 *   - `option_deadline`, `ticketing_deadline` (risk): a live booking's deadline, on its day in
 *     the organization's zone, with no amount.
 * - `GET /billing/summary`: the billing screen's cards.
 * - `GET /billing/overdue-instalments?owner_id=&limit=`: the dashboards' overdue instalments.
 * - `GET /trips/{id}/billing` and `GET /clients/{id}/billing`: what a trip's or a client's issued
 *   invoices come to (`tripBillingSchema` of `invoices.ts`).
 *
 * Days are the organization's (its time zone). Money is integer minor units of `currency`, and
 * `amount_in_organization_currency` in the organization's currency, converted by this rule:
 * `same_currency` (no conversion), `invoice_rate` (the rate locked on the invoice when it was
 * issued), `reference_rate` (a booking keeps no rate: today's rate of the currencies reference
 * data), `unavailable` (no rate is known: the amount is left out of the totals, never guessed).
 * Day and week totals (weeks start on Monday) add the converted amounts, in and out apart.
 */
import { z } from 'zod';
import { pathIdSchema } from '../http.ts';
import { dateOnlySchema, recordRefSchema } from '../records.ts';
import { addDays, weekdayOf } from '../time-zones.ts';

/** The Monday of a day's week (`YYYY-MM-DD`): the calendar's weeks start on Monday. */
export const mondayOf = (date: string): string => addDays(date, 1 - Number(weekdayOf(date)));

/** How many days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The longest range one calendar request reads: a quarter, with a month grid's edges. */
export const CALENDAR_MAX_DAYS = 92;

export const CALENDAR_ENTRY_KINDS = [
  'instalment',
  'supplier_payment',
  'commission',
  'option_deadline',
  'ticketing_deadline',
] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** Money in, money out, or a date that costs money when missed. */
export const CALENDAR_DIRECTIONS = ['in', 'out', 'risk'] as const;
export type CalendarDirection = (typeof CALENDAR_DIRECTIONS)[number];

export const CONVERSIONS = ['same_currency', 'invoice_rate', 'reference_rate', 'unavailable'] as const;
export type Conversion = (typeof CONVERSIONS)[number];

export const calendarQuerySchema = z.object({
  from: dateOnlySchema,
  to: dateOnlySchema,
  owner_id: pathIdSchema.optional(),
  trip_id: pathIdSchema.optional(),
  supplier_id: pathIdSchema.optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarEntrySchema = z.object({
  /** Stable across reads: `instalment:12:0`, `supplier_payment:40:1`, `commission:40`, ... */
  key: z.string(),
  date: z.string(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  direction: z.enum(CALENDAR_DIRECTIONS),
  /** Past its day and still open. */
  overdue: z.boolean(),
  /** Null for deadlines. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  amount_in_organization_currency: z.number().int().nullable(),
  /** Null for deadlines. */
  conversion: z.enum(CONVERSIONS).nullable(),
  /** What it is about: the invoice's number, the booking's title. */
  label: z.string(),
  /** A deadline's moment (ISO instant); null for the rest. */
  due_at: z.string().nullable(),
  invoice: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
  client: recordRefSchema.nullable(),
  /** `MX-2026-0042 · Title`, as the trip's record is named. */
  trip: recordRefSchema.nullable(),
  booking: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  supplier: recordRefSchema.nullable(),
  /** The trip's owner (an invoice without a trip: its creator). */
  owner_id: z.number().int().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

const flowSchema = z.object({ in: z.number().int(), out: z.number().int() });

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** The organization's day today. */
  today: z.string(),
  /** By date, then direction (in, out, risk), then label. */
  entries: z.array(calendarEntrySchema),
  /** Days with entries, in order. */
  days: z.array(flowSchema.extend({ date: z.string() })),
  /** Weeks (Monday) the range touches, in order. */
  weeks: z.array(flowSchema.extend({ starts_on: z.string() })),
  totals: flowSchema,
  /** Entries whose amount could not be converted (left out of the totals). */
  unconverted: z.number().int(),
});
export type Calendar = z.infer<typeof calendarSchema>;

const countedSchema = z.object({ amount: z.number().int(), count: z.number().int() });

/** How many months the summary's received series covers, this one included. */
export const RECEIVED_MONTHS = 12;

/** The billing screen's cards, in the organization's currency. */
export const billingSummarySchema = z.object({
  currency: z.string(),
  /** Issued invoices' balances. */
  outstanding: countedSchema,
  /** What is left of instalments past their day (count: the invoices). */
  overdue: countedSchema,
  /** Payments (net of refunds, voided ones aside) dated this month in the organization's zone. */
  received_this_month: countedSchema,
  /** Unpaid supplier payments due from today to 30 days on. */
  due_to_suppliers_30_days: countedSchema,
  /** Commissions past their expected day and not received in full. */
  commissions_overdue: countedSchema,
  /**
   * What was received in each of the last `RECEIVED_MONTHS` months (`YYYY-MM`, oldest first,
   * this month last), as `received_this_month` counts it.
   */
  received_by_month: z.array(countedSchema.extend({ month: z.string() })),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const OVERDUE_INSTALMENTS_MAX = 50;

/** `GET /billing/overdue-instalments`: of one agent's trips (`owner_id`), the `limit` oldest. */
export const overdueInstalmentsQuerySchema = z.object({
  owner_id: pathIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(OVERDUE_INSTALMENTS_MAX).default(5),
});
export type OverdueInstalmentsQuery = z.infer<typeof overdueInstalmentsQuerySchema>;

export const overdueInstalmentsSchema = z.object({
  /** Instalment entries, oldest due day first. */
  data: z.array(calendarEntrySchema),
  /** All of them (not only the first `limit`): how many, and what is left of them. */
  meta: z.object({ count: z.number().int(), amount: z.number().int(), currency: z.string() }),
});
export type OverdueInstalments = z.infer<typeof overdueInstalmentsSchema>;
