import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Mexico dropped the mobile `1` after +52 in 2019 (+52 1 55 1111 2222 is now +52 55 1111 2222),
 * but numbers saved before then still carry it and libphonenumber no longer knows them: read them
 * without the `1`, so they show as Mexico writes them today.
 */
function withoutOldMexicanMobilePrefix(parsed: PhoneNumber): PhoneNumber | undefined {
  if (parsed.countryCallingCode !== '52' || !/^1\d{10}$/.test(parsed.nationalNumber)) return undefined;
  const today = parsePhoneNumberFromString(`+52${parsed.nationalNumber.slice(1)}`);
  return today?.isValid() ? today : undefined;
}

/**
 * A stored E.164 phone as people read it, grouped the way its country writes numbers:
 * `+52 55 1111 2222`, `+57 300 1234567`, `+1 202 555 0123`. A Mexican mobile stored with the old
 * `+52 1` shows without the `1`. A number the library does not know as valid (the server keeps
 * those as `+digits`) gets its country code set apart at most; anything else is shown as typed.
 */
export function formatPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone;
  if (parsed.isValid()) return parsed.formatInternational();
  return (withoutOldMexicanMobilePrefix(parsed) ?? parsed).formatInternational();
}

/** The digits of a phone, to compare numbers typed in different formats. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');
