/**
 * Wall clocks and days in an organization's time zone, over the runtime's `Intl` time-zone data
 * (full ICU in Node), so there is no date library to keep current (decision 015): a wall clock is
 * read with `Intl.DateTimeFormat`, and a wall-clock time is turned back into an instant by trying
 * the zone's offsets around it (`instantOf`). Days are ISO dates (`YYYY-MM-DD`).
 */
import type { Weekday } from './teams.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A wall-clock reading: the local date, its ISO weekday and the minutes since local midnight. */
export type WallClock = { date: string; weekday: Weekday; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAY_OF: Record<string, Weekday> = {
  Mon: '1',
  Tue: '2',
  Wed: '3',
  Thu: '4',
  Fri: '5',
  Sat: '6',
  Sun: '7',
};

/** The wall clock in `timeZone` at `at` (to the minute). */
export function wallClockAt(at: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAY_OF[parts.weekday ?? 'Mon'] ?? '1',
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The local day of an instant in `timeZone`. */
export const dayIn = (at: Date, timeZone: string): string => wallClockAt(at, timeZone).date;

/** Minutes since midnight as a clock time, `HH:MM`. */
export const clockTimeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The calendar day `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** The ISO weekday of a calendar day. */
export const weekdayOf = (date: string): Weekday => wallClockAt(new Date(`${date}T12:00:00Z`), 'UTC').weekday;

/** The zone's offset from UTC at `at`, in milliseconds (the wall clock minus UTC). */
function offsetAt(at: number, timeZone: string): number {
  const wall = wallClockAt(new Date(at), timeZone);
  const [year, month, day] = wall.date.split('-').map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, wall.minutes);
  return asUtc - Math.floor(at / MINUTE) * MINUTE;
}

const compareWall = (a: { date: string; minutes: number }, b: { date: string; minutes: number }) =>
  a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;

/**
 * The first instant whose wall clock in `timeZone` reads `date` at `minutes` or later. Usually the
 * one instant with that reading; when the clocks go back and the reading happens twice, the first;
 * when they go forward past it (02:30 on a spring-forward night), the moment of the jump.
 * `minutes` may be 1440: midnight at the end of `date`.
 */
export function instantOf(date: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const naive = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 0, minutes);
  const target = wallClockAt(new Date(naive), 'UTC');
  const offsets = [
    ...new Set([offsetAt(naive - DAY, timeZone), offsetAt(naive, timeZone), offsetAt(naive + DAY, timeZone)]),
  ];
  const candidates = offsets.map((offset) => naive - offset).sort((a, b) => a - b);
  const exact = candidates.find((at) => compareWall(wallClockAt(new Date(at), timeZone), target) === 0);
  if (exact !== undefined) return new Date(exact);
  // In a gap: search between the candidates for the first minute at or past the reading.
  let low = candidates[0] ?? naive;
  let high = candidates[candidates.length - 1] ?? naive;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (compareWall(wallClockAt(new Date(middle), timeZone), target) >= 0) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** Whether a text is a local date and time, `YYYY-MM-DDTHH:MM`, of a day that exists. */
export const isLocalDateTime = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}:00Z`));

/** A local `YYYY-MM-DDTHH:MM` (a flight's time at its airport) read in `timeZone`: the instant it shows there. */
export function localToInstant(local: string, timeZone: string): Date {
  const [date = '', time = '00:00'] = local.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return instantOf(date, hours * 60 + minutes, timeZone);
}

/** The real time between two instants, in whole minutes. */
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE);

/** Whole calendar days between two local dates (`YYYY-MM-DD...`): an overnight flight's "+1". */
export const dayOffset = (fromLocal: string, toLocal: string): number =>
  Math.round((Date.parse(toLocal.slice(0, 10)) - Date.parse(fromLocal.slice(0, 10))) / DAY);

/** An instant as ISO 8601 with the offset `timeZone` has then, to the second: `2026-03-02T18:00:00-06:00`. */
export function isoInZone(at: Date, timeZone: string): string {
  const wall = wallClockAt(at, timeZone);
  const offset = Math.round(offsetAt(at.getTime(), timeZone) / MINUTE);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const seconds = String(at.getUTCSeconds()).padStart(2, '0');
  return `${wall.date}T${clockTimeOf(wall.minutes)}:${seconds}${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}
