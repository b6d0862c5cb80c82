import { convertMinorUnits } from '@aurora/contracts/money';
import type { Currency } from '@aurora/contracts/reference';

/**
 * Converts integer minor units between currencies with the currencies reference data's rates
 * (units of each currency one US dollar buys), exactly and rounded once. An amount in a currency
 * the reference data does not know counts at its face value in the target's units, rather than
 * being dropped from a total.
 */
export function currencyConverter(currencies: readonly Currency[], target: string) {
  const byCode = new Map(currencies.map((currency) => [currency.code, currency]));
  const to = byCode.get(target);
  return (amount: number, from: string): number => {
    const source = byCode.get(from);
    if (from === target || !source || !to) return amount;
    return convertMinorUnits(
      amount,
      { exponent: source.decimals, rate: source.rate_to_base },
      { exponent: to.decimals, rate: to.rate_to_base },
    );
  };
}
