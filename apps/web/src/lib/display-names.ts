/**
 * Codes as people read them, in the interface language: countries, languages, currencies and
 * time zones named by the browser's Intl data, so nothing here needs translating by hand.
 */

type DisplayType = 'region' | 'language' | 'currency';

// Intl.DisplayNames throws on a malformed code (and on a language it cannot load): such a code
// is shown as it is stored.
function displayName(type: DisplayType, code: string, language: string): string | undefined {
  try {
    const names = new Intl.DisplayNames([language], {
      type,
      fallback: 'none',
      ...(type === 'language' ? { languageDisplay: 'standard' as const } : {}),
    });
    return names.of(code) || undefined;
  } catch {
    return undefined;
  }
}

/** "peso mexicano" -> "Peso mexicano": a name that starts a label. */
const capitalized = (text: string, language: string) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** "Mexico" for MX; the code itself when the browser does not know it. */
export const countryName = (code: string, language: string): string =>
  displayName('region', code.toUpperCase(), language) ?? code;

/** "Mexico (MX)". */
export function countryLabel(code: string, language: string): string {
  const name = displayName('region', code.toUpperCase(), language);
  return name ? `${name} (${code.toUpperCase()})` : code;
}

/** "Spanish (Mexico)" for es-MX, "English" for en; the code itself when unknown. */
export function languageLabel(locale: string, language: string): string {
  const name = displayName('language', locale, language);
  return name ? capitalized(name, language) : locale;
}

/** "Peso mexicano" for MXN in Spanish; `fallbackName` for a code the browser does not know. */
export function currencyName(code: string, language: string, fallbackName: string): string {
  const name = displayName('currency', code.toUpperCase(), language);
  return name ? capitalized(name, language) : fallbackName;
}

/**
 * "Mexican peso (MXN)". The browser names ISO currencies in the interface language; `fallbackName`
 * (the reference data's, in one language only) names a code the browser does not know.
 */
export function currencyLabel(code: string, language: string, fallbackName?: string | null): string {
  const name = displayName('currency', code.toUpperCase(), language) ?? fallbackName ?? undefined;
  return name ? `${capitalized(name, language)} (${code.toUpperCase()})` : code;
}

/** Minutes east of UTC of `timeZone` at `at` (daylight saving time included). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** "UTC−06:00" (a real minus sign, as typeset), "UTC+05:30", "UTC+00:00". */
export function utcOffsetText(minutes: number): string {
  const sign = minutes < 0 ? '\u2212' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
}

/** The place a zone is named after: "Mexico City" for America/Mexico_City, "UTC" for UTC. */
export const timeZoneCity = (timeZone: string): string =>
  (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

/** "(UTC−06:00) America/Mexico_City — Mexico City"; the offset is today's. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  let offset: number;
  try {
    offset = utcOffsetMinutes(timeZone, at);
  } catch {
    return timeZone;
  }
  const city = timeZoneCity(timeZone);
  const named = city === timeZone ? timeZone : `${timeZone} — ${city}`;
  return `(${utcOffsetText(offset)}) ${named}`;
}
