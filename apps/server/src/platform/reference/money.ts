import type { Currency } from '@aurora/contracts/reference';

/**
 * Converts integer minor units between currencies with the currencies reference data's rates
 * (units of each currency one US dollar buys). An amount in a currency the reference data does
 * not know counts at its face value in the target's units, rather than being dropped from a total.
 */
export function currencyConverter(currencies: readonly Currency[], target: string) {
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const to = byCode.get(target);
  return (amount: number, from: string): number => {
    const source = byCode.get(from);
    if (from === target || !source || !to) return amount;
    const major = amount / 10 ** source.decimals;
    return Math.round((major / Number(source.rate_to_base)) * Number(to.rate_to_base) * 10 ** to.decimals);
  };
}

/** Minor units of a decimal amount (`'4500.5'` in a 2-decimal currency is 450050). */
export const toMinorUnits = (amount: string | number, decimals: number): number =>
  Math.round(Number(amount) * 10 ** decimals);

/** A decimal string of minor units (450050 in a 2-decimal currency is `'4500.50'`). */
export const toMajorUnits = (amount: number, decimals: number): string =>
  (amount / 10 ** decimals).toFixed(decimals);
