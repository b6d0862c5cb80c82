import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from './currencies';

/** A decimal string (never a float on the wire) in a currency, as people read it. */
export function formatMoney(amount: string, currency: string | null | undefined, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  try {
    return new Intl.NumberFormat(
      language,
      currency ? { style: 'currency', currency } : { maximumFractionDigits: 2 },
    ).format(value);
  } catch {
    return `${amount} ${currency ?? ''}`.trim();
  }
}

/** Integer minor units (the API's money: 450000 USD cents) as a decimal string ("4500.00"). */
export function fromMinorUnits(amount: number, decimals: number): string {
  return (amount / 10 ** decimals).toFixed(decimals);
}

/** A decimal string typed by a person ("4,500.5") in minor units, or null when it is not a number. */
export function toMinorUnits(major: string, decimals: number): number | null {
  const cleaned = major.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10 ** decimals);
}

/**
 * Money in minor units as people read it, with each currency's decimals from the reference data
 * (the server's, which Intl's do not always match: it gives COP none): `format(450000, 'USD')` is
 * "$4,500.00"; `compact` for tight places such as board columns ("$4.5K").
 */
export function useMoney() {
  const currencies = useCurrencies();
  const { i18n } = useTranslation();
  return useMemo(() => {
    // Before the reference data arrives: 2, the server's default for a currency.
    const decimalsOf = (currency: string) =>
      currencies.data?.find((item) => item.code === currency)?.decimals ?? 2;
    const format = (amount: number, currency: string, options: { compact?: boolean } = {}) => {
      const major = amount / 10 ** decimalsOf(currency);
      try {
        return new Intl.NumberFormat(i18n.language, {
          style: 'currency',
          currency,
          ...(options.compact
            ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
            : {}),
        }).format(major);
      } catch {
        return `${major} ${currency}`;
      }
    };
    return { decimalsOf, format };
  }, [currencies.data, i18n.language]);
}
