import {
  currencyFormatOptions,
  formatMoney,
  isoExponentOf,
  MoneyError,
  toMajorUnits,
  toMinorUnits,
} from '@aurora/contracts/money';
import { useMemo } from 'react';
import { useCurrencies } from './currencies';
import { useFormatScope } from './format';

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
          ...currencyFormatOptions(currency, decimals, scope),
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
