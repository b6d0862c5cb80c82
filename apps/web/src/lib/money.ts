import { isoExponentOf, MoneyError, toMajorUnits, toMinorUnits } from '@aurora/contracts/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from './currencies';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Intl's options for a currency with exactly its minor units: Intl's own defaults are CLDR's, which
 * give COP, HUF or IDR no decimals where ISO 4217 (and the server) gives them 2.
 */
const currencyOptions = (currency: string, digits: number): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/**
 * A decimal string (never a float on the wire) in a currency, as people read it; formatted from
 * the text itself, so no digit is lost. `wholeUnits` rounds to whole units (a dashboard tile).
 */
export function formatMoney(
  amount: string,
  currency: string | null | undefined,
  language: string,
  { wholeUnits = false } = {},
): string {
  if (!DECIMAL.test(amount)) return amount;
  const options: Intl.NumberFormatOptions = currency
    ? currencyOptions(currency, isoExponentOf(currency) ?? 2)
    : { maximumFractionDigits: 2 };
  if (wholeUnits) Object.assign(options, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
  try {
    return new Intl.NumberFormat(language, options).format(amount as Intl.StringNumericLiteral);
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
 * Money in minor units as people read it, with each currency's decimals from the reference data
 * (ISO 4217's for the codes it defines, which is also the answer before the data arrives):
 * `format(450000, 'USD')` is "$4,500.00", `format(123456, 'COP')` "COP 1,234.56"; `compact` for
 * tight places such as board columns ("$4.5K").
 */
export function useMoney() {
  const currencies = useCurrencies();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const decimalsOf = (currency: string) =>
      currencies.data?.find((item) => item.code === currency)?.decimals ?? isoExponentOf(currency) ?? 2;
    const format = (amount: number, currency: string, options: { compact?: boolean } = {}) => {
      const decimals = decimalsOf(currency);
      const major = toMajorUnits(amount, decimals);
      try {
        return new Intl.NumberFormat(i18n.language, {
          ...currencyOptions(currency, decimals),
          ...(options.compact
            ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
            : {}),
        }).format(major as Intl.StringNumericLiteral);
      } catch {
        return `${major} ${currency}`;
      }
    };
    return { decimalsOf, format };
  }, [currencies.data, i18n.language]);
}
