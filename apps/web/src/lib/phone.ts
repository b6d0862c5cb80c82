import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored E.164 phone as people read it: `+52 55 1111 2222`. A number the library does not
 * know (the server keeps those as `+digits`) is shown as it is.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  return parsed ? parsed.formatInternational() : phone;
}

/** The digits of a phone, to compare numbers typed in different formats. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
