/**
 * Exact money arithmetic on integer minor units (what the API and the database keep: 450050 USD
 * cents is $4,500.50). Decimal text is parsed as text and every computation runs on bigint, so no
 * amount passes through floating point; results outside ±(2^53 − 1) minor units are refused.
 * Rounding, wherever a result falls between two minor units: half away from zero (1.005 USD is
 * 101 cents, −1.005 USD is −101).
 */

/**
 * ISO 4217 minor units (exponents) of the currencies in circulation. Every currency the reference
 * data knows by one of these codes has these decimals; Intl's defaults (CLDR's) differ for some of
 * them, which is why formatting passes them explicitly.
 */
export const ISO_4217_EXPONENTS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    [
      'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD CAD',
      'CDF CHE CHF CHW CNY COP COU CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP',
      'GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD',
      'MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP',
      'PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT',
      'TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG',
    ]
      .join(' ')
      .split(' ')
      .map((code) => [code, 2]),
  ),
  ...Object.fromEntries(
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((code) => [code, 0]),
  ),
  ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};

/** The ISO 4217 minor units of a currency code, or undefined for a code ISO does not define. */
export const isoExponentOf = (code: string): number | undefined => ISO_4217_EXPONENTS[code.toUpperCase()];

/** Thrown for text that is not an amount and for amounts too large to keep exactly. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

function toSafeNumber(minor: bigint): number {
  if (minor > MAX_MINOR || minor < -MAX_MINOR) {
    throw new MoneyError(`This amount is too large: at most ${Number.MAX_SAFE_INTEGER} minor units.`);
  }
  return Number(minor);
}

function toBigInt(minor: number): bigint {
  if (!Number.isSafeInteger(minor)) throw new MoneyError(`${minor} is not a whole number of minor units.`);
  return BigInt(minor);
}

/** `numerator / denominator`, rounded half away from zero (the denominator is positive). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twiceRemainder = 2n * (numerator % denominator);
  if (twiceRemainder >= denominator) return quotient + 1n;
  if (-twiceRemainder >= denominator) return quotient - 1n;
  return quotient;
}

/** A decimal text as an exact fraction `units / 10^scale` (`'-4.50'` is −450 / 10²). */
function parseDecimal(text: string): { units: bigint; scale: number } {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new MoneyError(`"${text}" is not an amount such as 4500.50.`);
  const [, minus, whole = '', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: minus ? -units : units, scale: fraction.length };
}

/** Minor units of a decimal text: `toMinorUnits('4500.5', 2)` is 450050, `('1.005', 2)` is 101. */
export function toMinorUnits(amount: string, exponent: number): number {
  const { units, scale } = parseDecimal(amount);
  const minor =
    scale <= exponent
      ? units * 10n ** BigInt(exponent - scale)
      : divideRounded(units, 10n ** BigInt(scale - exponent));
  return toSafeNumber(minor);
}

/** The decimal text of minor units: `toMajorUnits(450050, 2)` is `'4500.50'`, `(-5, 3)` `'-0.005'`. */
export function toMajorUnits(minor: number, exponent: number): string {
  const sign = toBigInt(minor) < 0n ? '-' : '';
  const digits = String(Math.abs(minor));
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/** One side of a conversion: the currency's minor units and how many of its units one base unit buys. */
export type ConversionSide = { exponent: number; rate: string };

/**
 * Minor units of `from` in `to`, through the base currency both rates are quoted against
 * (`rate`: units of the currency one base unit buys, a decimal text), rounded once at the end.
 */
export function convertMinorUnits(minor: number, from: ConversionSide, to: ConversionSide): number {
  const fromRate = parseDecimal(from.rate);
  const toRate = parseDecimal(to.rate);
  if (fromRate.units <= 0n || toRate.units <= 0n) throw new MoneyError('Exchange rates must be positive.');
  // minor / 10^from.exponent / fromRate * toRate * 10^to.exponent, as one fraction.
  const numerator =
    toBigInt(minor) * toRate.units * 10n ** BigInt(fromRate.scale) * 10n ** BigInt(to.exponent);
  const denominator = fromRate.units * 10n ** BigInt(toRate.scale) * 10n ** BigInt(from.exponent);
  return toSafeNumber(divideRounded(numerator, denominator));
}

/**
 * Splits minor units in proportion to whole-number `ratios` (`allocateMinorUnits(100000, [1, 1, 1])`
 * is 33333, 33333, 33334): every part but the last is rounded toward zero and the last takes what
 * is left, so the parts always add up to the amount.
 */
export function allocateMinorUnits(minor: number, ratios: readonly number[]): number[] {
  const amount = toBigInt(minor);
  const shares = ratios.map((ratio) => {
    if (!Number.isSafeInteger(ratio) || ratio < 0) throw new MoneyError('Ratios must be whole numbers ≥ 0.');
    return BigInt(ratio);
  });
  const total = shares.reduce((sum, share) => sum + share, 0n);
  if (total === 0n) throw new MoneyError('At least one ratio must be above 0.');
  const parts = shares.slice(0, -1).map((share) => (amount * share) / total);
  const allocated = parts.reduce((sum, part) => sum + part, 0n);
  return [...parts, amount - allocated].map(Number);
}

/** Whose money it is: written as `locale` writes numbers; `currency` is the one of its own. */
export type MoneyScope = { locale: string; currency: string | null };

/**
 * Intl's options for a currency with exactly its minor units: Intl's own defaults are CLDR's, which
 * give COP, HUF or IDR no decimals where ISO 4217 (and the server) gives them 2. A currency is
 * never ambiguous (decision 036): the organization's own is written with its local symbol (es-MX
 * "$110,500.00", es-CO "$ 110.500,00"), every other one with its ISO code ("USD 11,200.00"), so
 * "$" means one currency on any screen of an organization.
 */
export const currencyFormatOptions = (
  currency: string,
  digits: number,
  scope: MoneyScope,
): Intl.NumberFormatOptions => ({
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
    ? currencyFormatOptions(currency, isoExponentOf(currency) ?? 2, scope)
    : { maximumFractionDigits: 2 };
  if (wholeUnits) Object.assign(options, { minimumFractionDigits: 0, maximumFractionDigits: 0 });
  try {
    return new Intl.NumberFormat(scope.locale, options).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${amount} ${currency ?? ''}`.trim();
  }
}

/**
 * Minor units times a decimal factor, rounded once half away from zero: a line's quantity times
 * its unit price (`scaleMinorUnits(1999, '2.5')` is 4998), or an amount times a rate (`'0.16'`).
 */
export function scaleMinorUnits(minor: number, factor: string): number {
  const { units, scale } = parseDecimal(factor);
  return toSafeNumber(divideRounded(toBigInt(minor) * units, 10n ** BigInt(scale)));
}

/**
 * `numerator / denominator` of two decimal texts as a decimal text of `digits` places, rounded
 * half away from zero: the exchange rate between two currencies quoted against the same base.
 */
export function divideDecimals(numerator: string, denominator: string, digits: number): string {
  const top = parseDecimal(numerator);
  const bottom = parseDecimal(denominator);
  if (bottom.units <= 0n) throw new MoneyError('Exchange rates must be positive.');
  const scaled = divideRounded(
    top.units * 10n ** BigInt(bottom.scale + digits),
    bottom.units * 10n ** BigInt(top.scale),
  );
  return toMajorUnits(toSafeNumber(scaled), digits);
}
