import {
  INVOICE_AMOUNT_MAX,
  type InvoiceLine,
  type InvoiceLineInput,
} from '@aurora/contracts/billing/invoices';
import {
  formatMoney,
  isoExponentOf,
  MoneyError,
  scaleMinorUnits,
  toMajorUnits,
} from '@aurora/contracts/money';
import type { FieldErrors } from '#platform/errors.ts';
import type { OrganizationScope } from '#platform/tenancy/context.ts';

type LineInput = Required<Pick<InvoiceLineInput, 'description' | 'unit_price'>> & {
  quantity: string;
  tax_rate: number;
};

/**
 * A line's amounts, each rounded once, half away from zero, to the minor unit: the subtotal is
 * the quantity times the unit price, the tax the subtotal times the rate (basis points).
 */
export function invoiceLine(input: LineInput): InvoiceLine {
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

const TOO_LARGE = 'This amount is too large.';
const tooLarge = (minor: number) => Math.abs(minor) > INVOICE_AMOUNT_MAX;

/**
 * The typed lines priced (`invoiceLine`), with an error for each whose amounts pass what an
 * invoice keeps (`INVOICE_AMOUNT_MAX`): a large quantity times a large price is refused, never
 * rounded past exactness.
 */
export function pricedLines(inputs: readonly LineInput[]): { lines: InvoiceLine[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const lines = inputs.flatMap((input, index) => {
    try {
      const line = invoiceLine(input);
      if (!tooLarge(line.total)) return [line];
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
    }
    errors[`lines.${index}.quantity`] = [TOO_LARGE];
    return [];
  });
  return { lines, errors };
}

/** An error on `lines` when their sum passes what an invoice keeps. */
export const totalErrors = (totals: { total: number }): FieldErrors =>
  tooLarge(totals.total) ? { lines: [TOO_LARGE] } : {};

/** A credit note's line: the same line with its amounts negative. */
export const creditLine = (line: InvoiceLine): InvoiceLine => ({
  ...line,
  unit_price: -line.unit_price,
  subtotal: -line.subtotal,
  tax: -line.tax,
  total: -line.total,
});

/** An amount in a sentence for a person, as the organization writes money ("MX$1,095.00"), never minor units. */
export const writtenAmount = (
  organization: Pick<OrganizationScope, 'locale' | 'currency'>,
  minor: number,
  currency: string,
): string =>
  formatMoney(toMajorUnits(minor, isoExponentOf(currency) ?? 2), currency, {
    locale: organization.locale,
    currency: organization.currency,
  });
