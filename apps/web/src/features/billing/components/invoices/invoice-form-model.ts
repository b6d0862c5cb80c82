import {
  type CreateInvoiceInput,
  type Invoice,
  type InvoiceLine,
  invoiceLine,
  invoiceTotals,
} from '@aurora/contracts/billing/invoices';
import { MoneyError, toMajorUnits, toMinorUnits } from '@aurora/contracts/money';
import { parseTypedAmount } from '../../../../lib/money';

/** A line as typed: money in major units of the invoice's currency, the tax as a percentage. */
export type LineValues = { description: string; quantity: string; unit_price: string; tax_rate: string };
export type InstalmentValues = { due_date: string; amount: string };

/**
 * What the inputs hold: strings ('' for empty), named as the contract names them, so the
 * contract's and the server's errors (`lines.2.quantity`, `schedule.instalments`) land on them.
 */
export type InvoiceFormValues = {
  client_id: string;
  trip_id: string;
  currency: string;
  issue_date: string;
  due_date: string;
  lines: LineValues[];
  schedule: {
    type: 'in_full' | 'deposit' | 'custom';
    /** The deposit as a percentage or an amount. */
    deposit_by: 'percent' | 'amount';
    deposit_percent: string;
    deposit_amount: string;
    deposit_due_date: string;
    /** `date`: the balance on `balance_due_date`. */
    balance_from: 'trip_start' | 'supplier_payments' | 'date';
    balance_due_date: string;
    instalments: InstalmentValues[];
  };
  notes_for_client: string;
};

export const INVOICE_FORM_FIELDS = [
  'client_id',
  'trip_id',
  'currency',
  'issue_date',
  'due_date',
  'lines',
  'schedule',
  'notes_for_client',
] as const;

/** A priced line (the server's: a trip's booking) as the form's inputs hold it. */
export const lineValuesOf = (line: InvoiceLine, decimals: number): LineValues => ({
  description: line.description,
  quantity: line.quantity,
  unit_price: toMajorUnits(line.unit_price, decimals),
  tax_rate: percentOf(line.tax_rate),
});

export const emptyLine = (taxRate = '0'): LineValues => ({
  description: '',
  quantity: '1',
  unit_price: '',
  tax_rate: taxRate,
});

/** "16.00" -> "16", "12.50" -> "12.5". */
const trimDecimals = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** Basis points as the percentage a person types: 1600 -> "16". */
export const percentOf = (basisPoints: number) => trimDecimals(toMajorUnits(basisPoints, 2));

/** Money typed in major units ("-1,250.5" for a discount) in minor units, or null when it is not an amount. */
export function typedMinor(typed: string, decimals: number): number | null {
  const text = typed.trim();
  const negative = text.startsWith('-');
  const minor = parseTypedAmount(negative ? text.slice(1) : text, decimals);
  return minor === null ? null : negative ? -minor : minor;
}

/** A percentage typed ("16", "12.5") in basis points, or null. */
export function typedBasisPoints(typed: string): number | null {
  const text = typed.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  try {
    return toMinorUnits(text, 2);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/** A line's quantity as the contract takes it ("2,5" typed with a comma is "2.5"). */
const quantityOf = (typed: string) => typed.trim().replace(',', '.');

/**
 * The lines priced the server's way (`invoiceLine` of the contracts: each line rounded once, half
 * away from zero), null for a line not yet typed whole; and the sums of those that are.
 */
export function liveTotals(lines: readonly LineValues[], decimals: number) {
  const priced: (InvoiceLine | null)[] = lines.map((line) => {
    const unitPrice = typedMinor(line.unit_price, decimals);
    const taxRate = line.tax_rate.trim() === '' ? 0 : typedBasisPoints(line.tax_rate);
    const quantity = quantityOf(line.quantity);
    if (unitPrice === null || taxRate === null || !/^\d{1,9}(\.\d{1,3})?$/.test(quantity)) return null;
    try {
      return invoiceLine({
        description: line.description,
        quantity,
        unit_price: unitPrice,
        tax_rate: taxRate,
      });
    } catch (error) {
      if (error instanceof MoneyError) return null;
      throw error;
    }
  });
  return { priced, ...invoiceTotals(priced.filter((line): line is InvoiceLine => line !== null)) };
}

/** What the form starts with: the draft's values, or a new invoice's (from a trip or a client). */
export function invoiceFormDefaults(
  invoice: Invoice | undefined,
  defaults: {
    currency: string;
    decimalsOf: (currency: string) => number;
    clientId?: number | undefined;
    tripId?: number | undefined;
    /** The trip's bookings as lines, when the invoice starts from a trip. */
    lines?: InvoiceLine[] | undefined;
    today: string;
  },
): InvoiceFormValues {
  const currency = invoice?.currency ?? defaults.currency;
  const decimals = defaults.decimalsOf(currency);
  const plan = invoice?.schedule;
  const major = (minor: number | undefined) => (minor === undefined ? '' : toMajorUnits(minor, decimals));
  const startLines = invoice?.lines ?? defaults.lines ?? [];
  return {
    client_id: String(invoice?.client.id ?? defaults.clientId ?? ''),
    trip_id: String(invoice?.trip?.id ?? defaults.tripId ?? ''),
    currency,
    issue_date: invoice ? (invoice.issue_date ?? '') : '',
    due_date: invoice?.due_date ?? '',
    lines: startLines.length > 0 ? startLines.map((line) => lineValuesOf(line, decimals)) : [emptyLine()],
    schedule: {
      type: plan?.type ?? 'in_full',
      deposit_by: plan?.type === 'deposit' && plan.deposit_amount !== undefined ? 'amount' : 'percent',
      deposit_percent: plan?.type === 'deposit' ? (plan.deposit_percent ?? '') : '30',
      deposit_amount: plan?.type === 'deposit' ? major(plan.deposit_amount) : '',
      deposit_due_date: plan?.type === 'deposit' ? (plan.deposit_due_date ?? '') : '',
      balance_from:
        plan?.type === 'deposit' ? (plan.balance_due_date ? 'date' : plan.balance_from) : 'trip_start',
      balance_due_date: plan?.type === 'deposit' ? (plan.balance_due_date ?? '') : '',
      instalments:
        plan?.type === 'custom'
          ? plan.instalments.map((part) => ({ due_date: part.due_date, amount: major(part.amount) }))
          : [
              { due_date: defaults.today, amount: '' },
              { due_date: '', amount: '' },
            ],
    },
    notes_for_client: invoice?.notes_for_client ?? '',
  };
}

/**
 * Form values -> the contract's input; the contract's schema then checks it. Text that is not an
 * amount becomes NaN, which the schema refuses on its field.
 */
export function invoicePayloadOf(values: InvoiceFormValues, decimals: number): CreateInvoiceInput {
  const money = (typed: string) => typedMinor(typed, decimals) ?? Number.NaN;
  const { schedule } = values;
  const plan: CreateInvoiceInput['schedule'] =
    schedule.type === 'in_full'
      ? { type: 'in_full' }
      : schedule.type === 'deposit'
        ? {
            type: 'deposit',
            ...(schedule.deposit_by === 'percent'
              ? { deposit_percent: schedule.deposit_percent.trim().replace(',', '.') }
              : { deposit_amount: money(schedule.deposit_amount) }),
            deposit_due_date: schedule.deposit_due_date || null,
            balance_due_date: schedule.balance_from === 'date' ? schedule.balance_due_date || null : null,
            balance_from: schedule.balance_from === 'supplier_payments' ? 'supplier_payments' : 'trip_start',
          }
        : {
            type: 'custom',
            instalments: schedule.instalments.map((part) => ({
              due_date: part.due_date,
              amount: money(part.amount),
            })),
          };
  return {
    client_id: values.client_id ? Number(values.client_id) : undefined,
    trip_id: values.trip_id ? Number(values.trip_id) : null,
    currency: values.currency,
    issue_date: values.issue_date || null,
    due_date: values.due_date || null,
    lines: values.lines.map((line) => ({
      description: line.description,
      quantity: quantityOf(line.quantity),
      unit_price: money(line.unit_price),
      tax_rate: line.tax_rate.trim() === '' ? 0 : (typedBasisPoints(line.tax_rate) ?? Number.NaN),
    })),
    schedule: plan,
    notes_for_client: values.notes_for_client,
  };
}
