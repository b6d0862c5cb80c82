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

/** Digits after the decimal point of a currency: 2 for USD, 0 for JPY (ISO 4217, as the reference data seeds them). */
export function currencyDecimals(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Integer minor units (the API's money: 450000 USD cents) as a decimal string ("4500.00"). */
export function fromMinorUnits(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return (amount / 10 ** decimals).toFixed(decimals);
}

/** A decimal string typed by a person ("4,500.5") in minor units, or null when it is not a number. */
export function toMinorUnits(major: string, currency: string): number | null {
  const cleaned = major.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10 ** currencyDecimals(currency));
}

/**
 * Minor units as people read them: "$4,500.00"; `compact` for tight places such as board
 * columns ("$4.5K"), without cents.
 */
export function formatMinorMoney(
  amount: number,
  currency: string,
  language: string,
  options: { compact?: boolean } = {},
): string {
  const major = amount / 10 ** currencyDecimals(currency);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      ...(options.compact ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } : {}),
    }).format(major);
  } catch {
    return `${major} ${currency}`;
  }
}
