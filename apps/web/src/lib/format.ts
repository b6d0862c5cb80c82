import type { Organization } from '@aurora/contracts/organizations';
import { dayIn } from '@aurora/contracts/time-zones';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { findOrganization, useOrganizations } from './organization-store';

/**
 * One clock and the organization's way of writing (decision 036): instants are shown in the
 * organization's time zone, with the zone's offset ("GMT-6") when the browser's differs at that
 * instant; numbers and money are written as the organization's locale writes them (es-MX
 * "110,500.00", es-CO "110.500,00"); the words of dates (month names) are the interface language's.
 */
export type FormatScope = {
  /** Numbers and money: the organization's locale (`es-MX`), the interface language without one. */
  locale: string;
  /** Dates' words: the interface language, in the organization's region when it speaks it. */
  words: string;
  /** The organization's time zone; instants are read there. */
  timeZone: string;
  /** The organization's own currency: the one amount written with its local symbol. */
  currency: string | null;
  /** The browser's zone: a time carries its zone's label when this one differs. */
  browserTimeZone: string;
};

export type OrganizationFormatFields = Pick<Organization, 'locale' | 'timezone' | 'default_currency'>;

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const languageOf = (locale: string) => locale.split('-')[0]?.toLowerCase() ?? locale;

/** Whether Intl can use a locale (a stored one may be malformed). */
function supported(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([locale]).length > 0;
  } catch {
    return false;
  }
}

function supportedZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The scope of an organization (or of none: the interface language and the browser's zone). */
export function scopeOf(
  organization: OrganizationFormatFields | null | undefined,
  language: string,
  browserZone: string = browserTimeZone(),
): FormatScope {
  const locale = organization && supported(organization.locale) ? organization.locale : language;
  const timeZone = organization && supportedZone(organization.timezone) ? organization.timezone : browserZone;
  return {
    locale,
    words: languageOf(locale) === languageOf(language) ? locale : language,
    timeZone,
    currency: organization?.default_currency ?? null,
    browserTimeZone: browserZone,
  };
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** `GMT-6`: the zone's offset at an instant, as Intl writes it (never an ambiguous "CST"). */
export function zoneOffsetLabel(timeZone: string, at: Date, locale = 'en-US'): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A calendar day (`YYYY-MM-DD`) in a locale's words, read as a day: no time zone shifts it. */
export function formatDay(
  value: string,
  locale: string,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Every formatter of one scope; `useFormat()` binds it to the current organization. */
export function createFormat(scope: FormatScope) {
  const cache = new Map<string, Intl.DateTimeFormat>();
  const dates = (options: Intl.DateTimeFormatOptions, timeZone = scope.timeZone) => {
    const key = `${timeZone}|${JSON.stringify(options)}`;
    let format = cache.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(scope.words, { ...options, timeZone });
      cache.set(key, format);
    }
    return format;
  };

  /** The zone's label at an instant when the browser's zone reads another time then, else null. */
  const zoneLabel = (value: string | Date): string | null => {
    const at = toDate(value);
    const here = zoneOffsetLabel(scope.browserTimeZone, at);
    const there = zoneOffsetLabel(scope.timeZone, at);
    return here === there ? null : zoneOffsetLabel(scope.timeZone, at, scope.words);
  };

  /** An instant, with its zone's label when needed; text that is not an instant as it is. */
  const instant = (value: string | Date, options: Intl.DateTimeFormatOptions): string => {
    const at = toDate(value);
    if (Number.isNaN(at.getTime())) return String(value);
    const text = dates(options).format(at);
    const label = zoneLabel(at);
    return label ? `${text} (${label})` : text;
  };

  return {
    scope,
    zoneLabel,
    /** "26 nov 2026, 10:30 p.m." (+ " (GMT-6)" seen from another zone). */
    dateTime: (value: string | Date) => instant(value, { dateStyle: 'medium', timeStyle: 'short' }),
    /** The organization's day of an instant: "26 nov 2026". */
    date: (value: string | Date) => {
      const at = toDate(value);
      return Number.isNaN(at.getTime()) ? String(value) : dates({ dateStyle: 'medium' }).format(at);
    },
    /** "10:30 p.m." (+ " (GMT-6)" seen from another zone). */
    time: (value: string | Date) => instant(value, { timeStyle: 'short' }),
    /** "Fri 18:00" (+ " (GMT-6)" seen from another zone): a moment of the coming week. */
    weekdayTime: (value: string | Date) =>
      instant(value, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    /** The organization's calendar day now (`YYYY-MM-DD`): what "today" and "overdue" mean there. */
    today: (now: Date = new Date()) => dayIn(now, scope.timeZone),
    /** A calendar day (`YYYY-MM-DD`), read as a day: no zone shifts it. */
    day: (value: string, style?: 'medium' | 'long' | 'full') => formatDay(value, scope.words, style),
    /** A month of a calendar day (`YYYY-MM...`): "nov 2026". */
    month: (value: string) => {
      const [year, month] = value.split('-').map(Number);
      if (!year || !month) return value;
      return dates({ month: 'short', year: 'numeric' }, 'UTC').format(new Date(Date.UTC(year, month - 1, 1)));
    },
    /** "hace 3 minutos", "mañana": the words of the interface language. */
    relative: (value: string | Date, now: Date = new Date()) => {
      const seconds = Math.round((toDate(value).getTime() - now.getTime()) / 1000);
      const format = new Intl.RelativeTimeFormat(scope.words, { numeric: 'auto' });
      for (const [unit, size] of RELATIVE_UNITS) {
        if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
      }
      return format.format(0, 'second');
    },
    /** A number as the organization writes it: es-MX "1,234.5", es-CO "1.234,5". */
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(scope.locale, options).format(value),
  };
}

export type Format = ReturnType<typeof createFormat>;

/** The formatters of an organization, for screens that mix organizations (the agent dashboard). */
export const formatFor = (organization: OrganizationFormatFields | null | undefined, language: string) =>
  createFormat(scopeOf(organization, language));

/** The scope of the current organization and interface language. */
export function useFormatScope(): FormatScope {
  const { current } = useOrganizations();
  const { i18n } = useTranslation();
  const locale = current?.locale;
  const timezone = current?.timezone;
  const currency = current?.default_currency;
  return useMemo(
    () =>
      scopeOf(
        locale && timezone && currency ? { locale, timezone, default_currency: currency } : null,
        i18n.language,
      ),
    [locale, timezone, currency, i18n.language],
  );
}

/** The formatters of the current organization and interface language. */
export function useFormat(): Format {
  const scope = useFormatScope();
  return useMemo(() => createFormat(scope), [scope]);
}

/**
 * The formatters of each organization the user may open, by code: for screens that mix
 * organizations (the agent's dashboard and tasks, reminders), each row in its own zone and locale.
 */
export function useFormatOf(): (code: string) => Format {
  const { organizations } = useOrganizations();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const formats = new Map<string, Format>();
    return (code: string) => {
      const key = code.toUpperCase();
      let format = formats.get(key);
      if (!format) {
        format = formatFor(findOrganization(organizations, code), i18n.language);
        formats.set(key, format);
      }
      return format;
    };
  }, [organizations, i18n.language]);
}
