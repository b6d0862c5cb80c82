import { z } from 'zod';

/**
 * Optional free text: trimmed, capped, and stored as null when blank, so that an empty form
 * field and an absent one mean the same thing.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Must be a colour like #4f46e5.' })
  .transform((value) => value.toLowerCase());

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email({ error: 'Must be a valid email address.' })]))
  .nullish()
  .transform((value) => (value ? value : null));

// Intl accepts every IANA name and alias the runtime knows (Intl.supportedValuesOf lists only the
// canonical ones, and would refuse America/Argentina/Buenos_Aires). Abbreviations and offsets such
// as EST or +05:00 are refused: a region/city zone follows daylight-saving rules, they do not.
const isIanaTimeZone = (value: string) => {
  if (value !== 'UTC' && !value.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isIanaTimeZone, { error: 'Must be a valid IANA time zone.' });

/** ISO 3166-1 alpha-2, answered upper-case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Must be a two-letter country code.' })
  .transform((value) => value.toUpperCase());

/** ISO 4217, answered upper-case. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'Must be a three-letter currency code.' })
  .transform((value) => value.toUpperCase());

/** Non-negative decimal kept as a string, never a float. */
export const decimalStringSchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, { error: 'Must be a positive decimal number.' }));
