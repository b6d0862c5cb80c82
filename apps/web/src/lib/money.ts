import { isoExponentOf, MoneyError, toMajorUnits, toMinorUnits } from '@aurora/contracts/money';
import { useMemo } from 'react';
import { useCurrencies } from './currencies';
import { type FormatScope, useFormatScope } from './format';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whose money it is: written as `locale` writes numbers; `currency` is the one of its own. */
export type MoneyScope = Pick<FormatScope, 'locale' | 'currency'>;

/**
 * Intl's options for a currency with exactly its minor units: Intl's own defaults are CLDR's, which
 * give COP, HUF or IDR no decimals where ISO 4217 (and the server) gives them 2. A currency is
 * never ambiguous (decision 036): the organization's own is written with its local symbol (es-MX
 * "$110,500.00", es-CO "$ 110.500,00"), every other one with its ISO code ("USD 11,200.00"), so
 * "$" means one currency on any screen of an organization.
 */
const currencyOptions = (currency: string, digits: number, scope: MoneyScope): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  currencyDisplay: currency === scope.currency ? 'symbol' : 'code',
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/**
 * A decimal string (never a float on the wire) in a currency, as the organization of `scope`
 * writes it; formatted from the text itself, so no digit is lost. `wholeUnits` rounds to whole
 * units (a dashboard tile).
 */
export function formatMoney(
  amount: string,
  currency: string | null | undefined,
  scope: MoneyScope,
  { wholeUnits = false } = {},
): string {
  if (!DECIMAL.test(amount)) return amount;
  const options: Intl.NumberFormatOptions = currency
    ? currencyOptions(currency, isoExponentOf(currency) ?? 2, scope)
    : { maximumFractionDigits: 2 };
  if (wholeUnits) Object.assign(options, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
  try {
    return new Intl.NumberFormat(scope.locale, options).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${amount} ${currency ?? ''}`.trim();
  }
}

/**
 * A decimal string typed by a person ("4,500.5") in minor units, or null when it is not an amount
 * (or one too large to keep exactly).
 */
export function parseTypedAmount(typed: string, decimals: number): number | null {
  const cleaned = typed.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  try {
    return toMinorUnits(cleaned, decimals);
  } catch (error) {
    if (error instanceof MoneyError) return null;
    throw error;
  }
}

/**
 * Money in minor units as the current organization writes it, with each currency's decimals from
 * the reference data (ISO 4217's for the codes it defines, which is also the answer before the data
 * arrives): in an en-US organization `format(450000, 'USD')` is "$4,500.00", `format(123456,
 * 'COP')` "COP 1,234.56"; `compact` for tight places such as board columns ("$4.5K"). `amount`
 * formats a decimal string (`formatMoney`) the same way.
 */
export function useMoney() {
  const currencies = useCurrencies();
  const scope = useFormatScope();
  return useMemo(() => {
    const decimalsOf = (currency: string) =>
      currencies.data?.find((item) => item.code === currency)?.decimals ?? isoExponentOf(currency) ?? 2;
    const format = (amount: number, currency: string, options: { compact?: boolean } = {}) => {
      const decimals = decimalsOf(currency);
      const major = toMajorUnits(amount, decimals);
      try {
        return new Intl.NumberFormat(scope.locale, {
          ...currencyOptions(currency, decimals, scope),
          ...(options.compact
            ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
            : {}),
        }).format(major as Intl.StringNumericLiteral);
      } catch {
        return `${major} ${currency}`;
      }
    };
    const amount = (value: string, currency: string | null | undefined, options?: { wholeUnits?: boolean }) =>
      formatMoney(value, currency, scope, options);
    return { decimalsOf, format, amount };
  }, [currencies.data, scope]);
}
