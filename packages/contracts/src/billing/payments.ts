/**
 * Payments against issued invoices (issue 24, billing).
 *
 * - `GET|POST /api/v2/{org}/payments`, `GET|PUT /payments/{id}` (the reference only), `/export`,
 *   `/bulk`: the list grammar of records.ts and the record kit. A payment is never deleted
 *   (`DELETE` answers 409): `POST /payments/{id}/void` (`{reason}`) takes it back.
 *
 * A payment is allocated to the invoice's earliest open instalments. A refund is a payment of a
 * negative amount, at most what was paid. A payment larger than what is open is refused unless
 * `overpayment` is set: what exceeds the open amount is a credit of the client's. A payment in
 * another currency than the invoice's needs `exchange_rate`: units of the invoice's currency one
 * unit of the payment's buys.
 */
import { z } from 'zod';
import { currencyCodeSchema, decimalStringSchema, optionalText } from '../fields.ts';
import { idSchema, pageOf, timestampSchema } from '../http.ts';
import {
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  optionalDateSchema,
  recordRefSchema,
  userRefSchema,
} from '../records.ts';
import { INVOICE_AMOUNT_MAX } from './invoices.ts';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const PAYMENT_METHODS = ['card', 'transfer', 'cash', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['recorded', 'void'] as const;

export const createPaymentSchema = z.object({
  invoice_id: idSchema,
  /** Minor units of `currency`; negative for a refund. */
  amount: z
    .number({ error: 'Must be an amount in minor units (cents).' })
    .int({ error: 'Must be an amount in minor units (cents).' })
    .min(-INVOICE_AMOUNT_MAX, { error: 'This amount is too large.' })
    .max(INVOICE_AMOUNT_MAX, { error: 'This amount is too large.' })
    .refine((amount) => amount !== 0, { error: 'Must not be 0.' }),
  /** The invoice's currency when absent. */
  currency: currencyCodeSchema.optional(),
  exchange_rate: decimalStringSchema
    .refine((rate) => Number(rate) > 0, { error: 'Must be above 0.' })
    .optional(),
  method: z.enum(PAYMENT_METHODS, { error: `Must be one of: ${PAYMENT_METHODS.join(', ')}.` }),
  /** Today in the organization's time zone when absent. */
  paid_on: optionalDateSchema,
  reference: optionalText(200),
  /** Accepts a payment larger than what is open; the excess becomes the client's credit. */
  overpayment: z.boolean().default(false),
});
export type CreatePaymentInput = z.input<typeof createPaymentSchema>;

export const updatePaymentSchema = z.object({ reference: optionalText(200) });
export const voidPaymentSchema = z.object({
  reason: z.string().trim().min(1, { error: 'The reason is required.' }).max(1000),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  invoice: recordRefSchema,
  client: recordRefSchema,
  /** Minor units of the invoice's currency (negative: a refund). */
  amount: z.number().int(),
  currency: z.string(),
  /** As received, when in another currency than the invoice's. */
  received_amount: z.number().int(),
  received_currency: z.string(),
  exchange_rate: z.string().nullable(),
  method: z.enum(PAYMENT_METHODS),
  paid_on: z.string(),
  reference: z.string().nullable(),
  /** The part beyond what was open: the client's credit. */
  credit: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  void_reason: z.string().nullable(),
  recorded_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

export const PAYMENT_FILTERS = {
  status: 'enum',
  method: 'enum',
  invoice_id: 'relation',
  client_id: 'relation',
  currency: 'enum',
  paid_on: 'date',
  amount: 'number',
  reference: 'text',
  created_at: 'date',
} as const satisfies FilterFields;
export const PAYMENT_SORTS = ['paid_on', 'amount', 'created_at'] as const;
export const PAYMENT_DEFAULT_SORT = '-paid_on';

export const listPaymentsQuerySchema = listQueryFor({
  filters: PAYMENT_FILTERS,
  sorts: PAYMENT_SORTS,
  defaultSort: PAYMENT_DEFAULT_SORT,
});
export const paymentsPageSchema = pageOf(paymentSchema);

export const PAYMENT_EXPORT_COLUMNS = [
  'id',
  'invoice_number',
  'client_name',
  'paid_on',
  'method',
  'currency',
  'amount',
  'reference',
  'status',
  'recorded_by',
  'created_at',
] as const;
export const exportPaymentsQuerySchema = exportQueryFor({
  filters: PAYMENT_FILTERS,
  sorts: PAYMENT_SORTS,
  defaultSort: PAYMENT_DEFAULT_SORT,
  columns: PAYMENT_EXPORT_COLUMNS,
});
