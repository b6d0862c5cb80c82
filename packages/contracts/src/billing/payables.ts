/**
 * The supplier side of billing: what the agency owes its suppliers, and the commissions they owe it.
 *
 * - `GET /api/v2/{org}/billing/payables`: every supplier payment due on a booking, with a summary;
 *   `POST /billing/payables/{bookingId}/{index}/pay` marks one paid (409 when it already is).
 * - `GET /billing/commissions`: each booking's commission, expected, received and overdue;
 *   `GET|POST /billing/commission-receipts`: a supplier's payment of commissions, split across bookings.
 * - `POST /billing/commission-statements?supplier_id=` (multipart, field `file`): a supplier's CSV
 *   statement, answered as a preview with the separator and decimal mark it was read with; nothing
 *   is recorded until `POST /billing/commission-statements/{id}/confirm`. Lines that match no
 *   booking wait in the statement until assigned to one or ignored.
 *
 * Money is integer minor units of each line's `currency`; summaries are in the organization's.
 * Days (due, overdue, expected) are the organization's, in its time zone.
 */
import { z } from 'zod';
import { currencyCodeSchema, optionalText } from '../fields.ts';
import { idSchema, pathIdSchema, timestampSchema } from '../http.ts';
import { dateOnlySchema, recordRefSchema } from '../records.ts';
import { SUPPLIER_PAYMENTS_MAX } from '../travel/bookings.ts';
import { COMMISSION_STATES } from '../travel/suppliers.ts';

const moneySchema = z.number().int();
const tripRefSchema = z.object({ id: z.number().int(), reference: z.string(), title: z.string() });
const optionalQueryId = pathIdSchema.optional();
const optionalQueryDay = dateOnlySchema.optional();

/** What a booking is, as the billing lists show it. */
const bookingRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  confirmation_number: z.string().nullable(),
  trip: tripRefSchema,
});

// ---------------------------------------------------------------------------------------------
// Supplier payables

/** Open and due later, open and past its due day, or paid. */
export const PAYABLE_STATES = ['due', 'overdue', 'paid'] as const;
export type PayableState = (typeof PAYABLE_STATES)[number];

export const payablesQuerySchema = z.object({
  supplier_id: optionalQueryId,
  trip_id: optionalQueryId,
  /** The trip's owner. */
  agent_id: optionalQueryId,
  due_from: optionalQueryDay,
  due_to: optionalQueryDay,
  state: z.enum(PAYABLE_STATES).optional(),
});
export type PayablesQuery = z.infer<typeof payablesQuerySchema>;

export const payableSchema = z.object({
  booking: bookingRefSchema,
  /** The payment's position in the booking's `supplier_payments`. */
  index: z.number().int(),
  supplier: recordRefSchema.nullable(),
  agent: recordRefSchema.nullable(),
  due_on: z.string(),
  currency: z.string(),
  amount: moneySchema,
  paid_on: z.string().nullable(),
  reference: z.string().nullable(),
  state: z.enum(PAYABLE_STATES),
});
export type Payable = z.infer<typeof payableSchema>;

export const payablesSchema = z.object({
  /** By due day, the earliest first. */
  data: z.array(payableSchema),
  summary: z.object({
    /** The organization's currency; minor units. */
    currency: z.string(),
    /** Open and due from today through 30 days from now. */
    due_in_30_days: moneySchema,
    overdue: moneySchema,
  }),
});
export type Payables = z.infer<typeof payablesSchema>;

export const payableParamsSchema = z.object({
  bookingId: pathIdSchema,
  index: z
    .string()
    .regex(/^\d{1,2}$/, { error: 'Must be a position.' })
    .transform(Number)
    .refine((index) => index < SUPPLIER_PAYMENTS_MAX, { error: 'No payment has this position.' }),
});

export const markPayablePaidSchema = z.object({
  paid_on: dateOnlySchema,
  reference: optionalText(100),
});
export type MarkPayablePaidInput = z.infer<typeof markPayablePaidSchema>;

// ---------------------------------------------------------------------------------------------
// Commissions

export const commissionsQuerySchema = z.object({
  supplier_id: optionalQueryId,
  trip_id: optionalQueryId,
  agent_id: optionalQueryId,
  expected_from: optionalQueryDay,
  expected_to: optionalQueryDay,
  state: z.enum(COMMISSION_STATES).optional(),
});
export type CommissionsQuery = z.infer<typeof commissionsQuerySchema>;

export const commissionSchema = z.object({
  booking: bookingRefSchema,
  supplier: recordRefSchema.nullable(),
  agent: recordRefSchema.nullable(),
  starts_on: z.string().nullable(),
  currency: z.string(),
  sell: moneySchema,
  expected: moneySchema,
  received: moneySchema,
  /** What is still to come: expected less received, never below 0. */
  open: moneySchema,
  expected_on: z.string().nullable(),
  state: z.enum(COMMISSION_STATES),
});
export type Commission = z.infer<typeof commissionSchema>;

export const commissionsSchema = z.object({
  /** By expected day, the earliest first; bookings without a date last. */
  data: z.array(commissionSchema),
  summary: z.object({
    currency: z.string(),
    expected: moneySchema,
    received: moneySchema,
    open: moneySchema,
    overdue: moneySchema,
  }),
});
export type Commissions = z.infer<typeof commissionsSchema>;

const positiveAmountSchema = z
  .number({ error: 'Must be an amount in minor units (cents).' })
  .int({ error: 'Must be an amount in minor units (cents).' })
  .positive({ error: 'Must be above 0.' })
  .max(10_000_000_000_000, { error: 'This amount is too large.' });

export const COMMISSION_ALLOCATIONS_MAX = 200;

/** `POST /billing/commission-receipts`: one payment by a supplier, split across bookings in its currency. */
export const createCommissionReceiptSchema = z.object({
  received_on: dateOnlySchema,
  currency: currencyCodeSchema,
  reference: optionalText(100),
  allocations: z
    .array(z.object({ booking_id: idSchema, amount: positiveAmountSchema }))
    .min(1, { error: 'Give at least one booking.' })
    .max(COMMISSION_ALLOCATIONS_MAX, { error: `At most ${COMMISSION_ALLOCATIONS_MAX} bookings.` }),
});
export type CreateCommissionReceiptInput = z.infer<typeof createCommissionReceiptSchema>;

export const commissionReceiptSchema = z.object({
  id: z.number().int(),
  received_on: z.string(),
  currency: z.string(),
  /** What the supplier paid: the allocations' sum, or a statement's whole total. */
  amount: moneySchema,
  /** What no booking has been given yet (a statement's unmatched or ignored lines). */
  unallocated: moneySchema,
  reference: z.string().nullable(),
  statement_id: z.number().int().nullable(),
  allocations: z.array(z.object({ booking: bookingRefSchema, amount: moneySchema })),
  recorded_by: recordRefSchema.nullable(),
  created_at: timestampSchema,
});
export type CommissionReceipt = z.infer<typeof commissionReceiptSchema>;

export const commissionReceiptsQuerySchema = z.object({ booking_id: optionalQueryId });

// ---------------------------------------------------------------------------------------------
// Commission statements

export const STATEMENT_SEPARATORS = [',', ';'] as const;
export const DECIMAL_MARKS = ['.', ','] as const;
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_LINES = 5000;

/** How a line found its booking: its confirmation number, its traveller and date, or a person. */
export const STATEMENT_MATCHES = ['confirmation_number', 'traveller_and_date', 'assigned'] as const;
/** A line before confirming is `matched` or `unmatched`; after, an unmatched one may be `ignored`. */
export const STATEMENT_LINE_STATES = ['matched', 'unmatched', 'ignored'] as const;

export const statementUploadQuerySchema = z.object({ supplier_id: pathIdSchema });

export const statementLineSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.number().int(),
  confirmation_number: z.string().nullable(),
  traveller: z.string().nullable(),
  date: z.string().nullable(),
  amount: moneySchema,
  booking: bookingRefSchema.nullable(),
  match: z.enum(STATEMENT_MATCHES).nullable(),
  state: z.enum(STATEMENT_LINE_STATES),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const commissionStatementSchema = z.object({
  id: z.number().int(),
  supplier: recordRefSchema,
  file_name: z.string(),
  status: z.enum(['draft', 'confirmed']),
  separator: z.enum(STATEMENT_SEPARATORS),
  decimal_mark: z.enum(DECIMAL_MARKS),
  currency: z.string(),
  /** The columns read from the header: which held what. */
  columns: z.object({
    confirmation_number: z.string().nullable(),
    traveller: z.string().nullable(),
    date: z.string().nullable(),
    amount: z.string(),
    currency: z.string().nullable(),
  }),
  lines: z.array(statementLineSchema),
  totals: z.object({ matched: moneySchema, unmatched: moneySchema, ignored: moneySchema }),
  receipt_id: z.number().int().nullable(),
  created_at: timestampSchema,
});
export type CommissionStatement = z.infer<typeof commissionStatementSchema>;

export const commissionStatementSummarySchema = commissionStatementSchema.omit({
  lines: true,
  columns: true,
});

/** `POST /billing/commission-statements/{id}/confirm`: the format as the person confirmed it. */
export const confirmStatementSchema = z.object({
  separator: z.enum(STATEMENT_SEPARATORS),
  decimal_mark: z.enum(DECIMAL_MARKS),
  received_on: dateOnlySchema,
  reference: optionalText(100),
});
export type ConfirmStatementInput = z.infer<typeof confirmStatementSchema>;

export const statementLineParamsSchema = z.object({
  id: pathIdSchema,
  line: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'Must be a line number.' })
    .transform(Number),
});

/** An unmatched line of a confirmed statement: given to a booking of the supplier, or ignored. */
export const resolveStatementLineSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('assign'), booking_id: idSchema }),
  z.object({ action: z.literal('ignore') }),
]);
export type ResolveStatementLineInput = z.infer<typeof resolveStatementLineSchema>;
