import type { TFunction } from 'i18next';

/** `10 h 45 min`, `55 min`, `2 h`. */
export function formatDuration(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('bookings.row.durationMinutes', { minutes: rest });
  if (rest === 0) return t('bookings.row.durationHours', { hours });
  return t('bookings.row.duration', { hours, minutes: String(rest).padStart(2, '0') });
}

/** "Laura Pérez" -> "LP". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A day `YYYY-MM-DD` short, as people read it ("2 Mar"), never shifted by time zones. */
export function formatShortDay(value: string, language: string, withYear = false): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    weekday: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
