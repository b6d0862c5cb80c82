import {
  INVOICE_AMOUNT_MAX,
  type InvoiceLine,
  invoiceLine,
  invoiceTotals,
} from '@aurora/contracts/billing/invoices';
import { formatMoney, isoExponentOf, MoneyError, toMajorUnits } from '@aurora/contracts/money';
import type { FieldErrors } from '#platform/errors.ts';
import type { OrganizationScope } from '#platform/tenancy/context.ts';

type LineInput = Parameters<typeof invoiceLine>[0];

// The rounding rule is the contracts' (one rule for the server and the invoice form's live totals).
export { invoiceLine, invoiceTotals };

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
