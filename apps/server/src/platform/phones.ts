import type { TypedPhone } from '@aurora/contracts/records';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { FieldErrors } from './errors.ts';

/**
 * E.164 for a phone typed in any common format, national numbers read in `country`; null when
 * it is not a phone. A number libphonenumber does not know but given in international form with
 * 8 to 15 digits is kept as `+digits` (old Mexican mobiles like +52 1 55..., new ranges).
 */
export function normalizePhone(input: string, country: string | undefined): string | null {
  const parsed = parsePhoneNumberFromString(input, country as CountryCode | undefined);
  if (parsed?.isValid()) return parsed.number;
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const bare = trimmed.startsWith('00') ? digits.slice(2) : digits;
  if (international && /^[\d\s().\-+/]+$/.test(trimmed) && bare.length >= 8 && bare.length <= 15) {
    return `+${bare}`;
  }
  return null;
}

/** A stored E.164 phone as people read it (`+52 55 1111 2222`); one the library does not know, as it is. */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed?.isValid() ? parsed.formatInternational() : phone;
}

/**
 * The digits a phone-shaped search text should match, or none when it is not phone-shaped (at
 * least 4 digits, nothing but digits and separators). A complete number, however it is typed
 * (+52 55..., 55..., with a trunk 0), is searched by its national significant number: the end of
 * every stored E.164 form of it, and free of the country code that every number of the country
 * shares (its trigrams would make the index scan read most of the table). A partial number is
 * searched as typed.
 */
export function phoneSearchDigits(q: string, country: string | undefined): string[] {
  const text = q.trim();
  if (!/^[\d\s().\-+/]+$/.test(text)) return [];
  const digits = text.replace(/\D/g, '');
  if (digits.length < 4) return [];
  const parsed = parsePhoneNumberFromString(text, country as CountryCode | undefined);
  return [parsed?.isValid() ? parsed.nationalNumber : digits.replace(/^00/, '')];
}

export type PhoneInput = {
  phone?: string | null | undefined;
  phones?: { type: TypedPhone['type']; value: string }[] | undefined;
};

/**
 * Normalises the primary phone and the typed list; errors name the field (`phone`,
 * `phones.1.value`, or `prefix` for another phone field such as the emergency contact).
 */
export function normalizePhones(input: PhoneInput, country: string, errors: FieldErrors) {
  const result: { phone?: string | null; phones?: TypedPhone[] } = {};
  if (input.phone !== undefined) {
    result.phone = input.phone === null ? null : normalizePhone(input.phone, country);
    if (input.phone !== null && result.phone === null) errors.phone = ['Must be a valid phone number.'];
  }
  if (input.phones !== undefined) {
    result.phones = input.phones.map((entry, index) => {
      const value = normalizePhone(entry.value, country);
      if (value === null) errors[`phones.${index}.value`] = ['Must be a valid phone number.'];
      return { type: entry.type, value: value ?? entry.value };
    });
  }
  return result;
}

/** `phone_digits`: every phone's digits, primary first, space-separated. */
export const phoneDigitsOf = (phone: string | null, phones: TypedPhone[]) =>
  [phone, ...phones.map((entry) => entry.value)]
    .filter((value): value is string => Boolean(value))
    .map((value) => value.replace(/\D/g, ''))
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(' ');
