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
