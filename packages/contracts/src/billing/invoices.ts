/**
 * Invoices and credit notes of issue 24 (billing).
 *
 * - `GET|POST /api/v2/{org}/invoices`, `GET|PUT|DELETE /invoices/{id}`, `/export`, `/bulk`: the
 *   list grammar of records.ts and the record kit. Only drafts are edited (an issued invoice
 *   answers 409) or deleted.
 * - `POST /invoices/{id}/issue`: the draft takes its number (`MX-2026-00017`), its issue date,
 *   its schedule's dates and the exchange rate to the organization's currency, and is locked.
 * - `POST /invoices/{id}/void` (`{reason}`): an issued invoice without payments.
 * - `POST /invoices/{id}/credit-notes`: a credit note (a negative invoice, numbered in the
 *   organization's `CN-` series) for some or all of an issued invoice.
 * - `GET|PUT /billing/settings`: the organization's billing rules (administrators change them).
 *
 * Amounts are integer minor units of the invoice's currency. A line's subtotal is its quantity
 * times its unit price, and its tax its subtotal times its rate, each rounded once, half away from
 * zero, to the minor unit; the invoice's subtotal, tax and total are the sums of its lines'.
 */
import { z } from 'zod';
import { currencyCodeSchema, optionalText } from '../fields.ts';
import { idSchema, pageOf, pathIdSchema, timestampSchema } from '../http.ts';
import { scaleMinorUnits, toMajorUnits } from '../money.ts';
import {
  dateOnlySchema,
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  optionalDateSchema,
  recordRefSchema,
  userRefSchema,
} from '../records.ts';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

/**
 * `issued` rather than `sent`: issuing is what the server knows (the number is taken and the
 * invoice locked); whether and how it reached the client is not recorded here.
 */
export const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'overdue', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_LINES_MAX = 200;
export const INSTALMENTS_MAX = 24;
/** The largest amount a line, an instalment or a payment takes, in minor units. */
export const INVOICE_AMOUNT_MAX = 1_000_000_000_000;

const amountSchema = z
  .number({ error: 'Must be an amount in minor units (cents).' })
  .int({ error: 'Must be an amount in minor units (cents).' })
  .min(-INVOICE_AMOUNT_MAX, { error: 'This amount is too large.' })
  .max(INVOICE_AMOUNT_MAX, { error: 'This amount is too large.' });
const positiveAmountSchema = amountSchema.refine((amount) => amount > 0, { error: 'Must be above 0.' });

/** `"2.5"` nights: up to three decimals, more than 0. */
const quantitySchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^-?\d{1,9}(\.\d{1,3})?$/, { error: 'Must be a number with up to three decimals.' })
      .refine((value) => Number(value) > 0, { error: 'Must be above 0.' }),
  );

/** A percentage as text, `"30"` or `"12.5"`, from 0 to 100. */
const percentSchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: 'Must be a percentage such as 30 or 12.5.' })
      .refine((value) => Number(value) > 0 && Number(value) < 100, {
        error: 'Must be more than 0 and less than 100.',
      }),
  );

export const invoiceLineInputSchema = z.object({
  description: z.string().trim().min(1, { error: 'The description is required.' }).max(500),
  quantity: quantitySchema.default('1'),
  /** Minor units; a discount line may be negative. */
  unit_price: amountSchema,
  /** Basis points: 1600 is 16 %. */
  tax_rate: z
    .number()
    .int({ error: 'Must be basis points (1600 is 16 %).' })
    .min(0, { error: 'Must not be negative.' })
    .max(10_000, { error: 'Must be at most 10000 (100 %).' })
    .default(0),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/**
 * How the total is to be paid. The amounts always add up to the total: the last instalment
 * takes what rounding leaves.
 * - `in_full`: one instalment on the invoice's due date.
 * - `deposit`: a percentage or an amount on the deposit's due date (the issue date by default),
 *   the balance `balance_days_before_start` days before the trip starts (a setting), or, with
 *   `balance_from: 'supplier_payments'`, `supplier_buffer_days` before the earliest supplier
 *   payment due of the trip's bookings; the invoice's due date when neither is known.
 * - `custom`: instalments with their due dates, each an amount (adding up to the total) or a
 *   percentage (adding up to 100).
 */
export const schedulePlanSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('in_full') }),
    z.object({
      type: z.literal('deposit'),
      deposit_percent: percentSchema.optional(),
      deposit_amount: positiveAmountSchema.optional(),
      deposit_due_date: optionalDateSchema,
      balance_due_date: optionalDateSchema,
      balance_from: z.enum(['trip_start', 'supplier_payments']).default('trip_start'),
    }),
    z.object({
      type: z.literal('custom'),
      instalments: z
        .array(
          z.object({
            due_date: dateOnlySchema,
            amount: positiveAmountSchema.optional(),
            percent: percentSchema.optional(),
          }),
        )
        .min(1, { error: 'At least one instalment.' })
        .max(INSTALMENTS_MAX, { error: `At most ${INSTALMENTS_MAX} instalments.` }),
    }),
  ],
  { error: 'Must be in_full, deposit or custom.' },
);
export type SchedulePlan = z.output<typeof schedulePlanSchema>;

/** The plan as answered (an answer's schema holds no transform). */
const schedulePlanAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('in_full') }),
  z.object({
    type: z.literal('deposit'),
    deposit_percent: z.string().optional(),
    deposit_amount: z.number().int().optional(),
    deposit_due_date: z.string().nullable(),
    balance_due_date: z.string().nullable(),
    balance_from: z.enum(['trip_start', 'supplier_payments']),
  }),
  z.object({
    type: z.literal('custom'),
    instalments: z.array(
      z.object({
        due_date: z.string(),
        amount: z.number().int().optional(),
        percent: z.string().optional(),
      }),
    ),
  }),
]);

const invoiceFields = z.object({
  client_id: idSchema,
  trip_id: idSchema.nullable(),
  currency: currencyCodeSchema,
  issue_date: optionalDateSchema,
  due_date: optionalDateSchema,
  lines: z
    .array(invoiceLineInputSchema)
    .max(INVOICE_LINES_MAX, { error: `At most ${INVOICE_LINES_MAX} lines.` }),
  /** Adds a line per booking of the trip, at its sell price (cancelled ones: their charges). */
  add_trip_bookings: z.boolean(),
  schedule: schedulePlanSchema,
  notes_for_client: optionalText(5000),
});

export const createInvoiceSchema = invoiceFields.partial().extend({
  lines: invoiceFields.shape.lines.default([]),
  schedule: schedulePlanSchema.default({ type: 'in_full' }),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;
export const updateInvoiceSchema = invoiceFields.partial();

export const voidInvoiceSchema = z.object({
  reason: z.string().trim().min(1, { error: 'The reason is required.' }).max(1000),
});

/** A credit note for the given lines (all of the invoice's by default) and why. */
export const createCreditNoteSchema = z.object({
  lines: z
    .array(invoiceLineInputSchema)
    .min(1, { error: 'At least one line.' })
    .max(INVOICE_LINES_MAX)
    .optional(),
  reason: z.string().trim().min(1, { error: 'The reason is required.' }).max(1000),
});

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.string(),
  unit_price: z.number().int(),
  tax_rate: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** `GET /invoices/trip-lines`: a trip's bookings as the lines of an invoice in `currency`. */
export const tripLinesQuerySchema = z.object({ trip_id: pathIdSchema, currency: currencyCodeSchema });
export type TripLinesQuery = z.infer<typeof tripLinesQuerySchema>;

/** A line as priced: its quantity as text and its tax rate in basis points, given. */
export type PricedLineInput = Required<Pick<InvoiceLineInput, 'description' | 'unit_price'>> & {
  quantity: string;
  tax_rate: number;
};

/**
 * A line's amounts (the server's and the invoice form's live totals alike), each rounded once, half away from zero, to the minor unit: the subtotal is
 * the quantity times the unit price, the tax the subtotal times the rate (basis points).
 */
export function invoiceLine(input: PricedLineInput): InvoiceLine {
  const subtotal = scaleMinorUnits(input.unit_price, input.quantity);
  const tax = scaleMinorUnits(subtotal, toMajorUnits(input.tax_rate, 4));
  return {
    description: input.description,
    quantity: input.quantity,
    unit_price: input.unit_price,
    tax_rate: input.tax_rate,
    subtotal,
    tax,
    total: subtotal + tax,
  };
}

/** An invoice's subtotal, tax and total: the sums of its lines'. */
export function invoiceTotals(lines: readonly InvoiceLine[]) {
  const sum = (key: 'subtotal' | 'tax' | 'total') => lines.reduce((total, line) => total + line[key], 0);
  return { subtotal: sum('subtotal'), tax: sum('tax'), total: sum('total') };
}

export const INSTALMENT_STATUSES = ['open', 'paid', 'overdue'] as const;
export const instalmentSchema = z.object({
  position: z.number().int(),
  due_date: z.string().nullable(),
  amount: z.number().int(),
  /** What payments and credit notes cover of it, earliest instalments first. */
  paid: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  /** Null while a draft. */
  number: z.string().nullable(),
  /** What a credit note credits. */
  credited_invoice: recordRefSchema.nullable(),
  client: recordRefSchema,
  trip: recordRefSchema.nullable(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  issue_date: z.string().nullable(),
  due_date: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Payments net of refunds, in the invoice's currency. */
  paid: z.number().int(),
  /** What credit notes took off it. */
  credited: z.number().int(),
  balance: z.number().int(),
  /** Units of the organization's currency one unit of the invoice's bought when it was issued. */
  exchange_rate: z.string().nullable(),
  organization_currency: z.string(),
  total_in_organization_currency: z.number().int().nullable(),
  schedule: schedulePlanAnswerSchema,
  instalments: z.array(instalmentSchema),
  notes_for_client: z.string().nullable(),
  void_reason: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_FILTERS = {
  status: 'enum',
  kind: 'enum',
  client_id: 'relation',
  trip_id: 'relation',
  /** An invoice's credit notes (the invoice page lists them). */
  credited_invoice_id: 'relation',
  currency: 'enum',
  number: 'text',
  issue_date: 'date',
  due_date: 'date',
  total: 'number',
  created_at: 'date',
} as const satisfies FilterFields;
export const INVOICE_SORTS = [
  'created_at',
  'issue_date',
  'due_date',
  'number',
  'total',
  'status',
  'client',
] as const;
export const INVOICE_DEFAULT_SORT = '-created_at';

export const listInvoicesQuerySchema = listQueryFor({
  filters: INVOICE_FILTERS,
  sorts: INVOICE_SORTS,
  defaultSort: INVOICE_DEFAULT_SORT,
});
export const invoicesPageSchema = pageOf(invoiceSchema);

export const INVOICE_EXPORT_COLUMNS = [
  'id',
  'number',
  'kind',
  'status',
  'client_name',
  'trip_name',
  'issue_date',
  'due_date',
  'currency',
  'subtotal',
  'tax',
  'total',
  'paid',
  'balance',
  'created_at',
] as const;
export const exportInvoicesQuerySchema = exportQueryFor({
  filters: INVOICE_FILTERS,
  sorts: INVOICE_SORTS,
  defaultSort: INVOICE_DEFAULT_SORT,
  columns: INVOICE_EXPORT_COLUMNS,
});

/** `GET|PUT /billing/settings`. */
export const billingSettingsSchema = z.object({
  /** Days before the trip's start the final balance of a deposit plan is due. */
  balance_days_before_start: z.number().int().min(0).max(365),
  /** Days before the earliest supplier payment the balance is due, when derived from it. */
  supplier_buffer_days: z.number().int().min(0).max(365),
  /** Days after the issue date an invoice paid in full is due, when no due date is given. */
  payment_terms_days: z.number().int().min(0).max(365),
  /** Days before an instalment's due date its reminder task is made. */
  reminder_days: z.number().int().min(0).max(90),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  balance_days_before_start: 45,
  supplier_buffer_days: 7,
  payment_terms_days: 15,
  reminder_days: 7,
};

/** What a trip's invoices come to, in the trip's currency (for the trip page). */
export const tripBillingSchema = z.object({
  currency: z.string(),
  invoiced: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
});
export type TripBilling = z.infer<typeof tripBillingSchema>;
