import { dayOffset } from '@aurora/contracts/time-zones';
import type { Trip } from '@aurora/contracts/travel/trips';

/** A calendar day (`YYYY-MM-DD`) as an instant that formats as that day in UTC, never shifted. */
const dayOf = (value: string): Date | null => {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return null;
  return new Date(Date.UTC(year, month - 1, day));
};

/**
 * A trip's dates as people read them, shortest first: "Mar 12 – 20, 2027", "Mar 28 – Apr 5, 2027",
 * one day alone, or "From Mar 12, 2027" / "Until ..." when only one end is known (null: neither).
 */
export function formatTripDates(
  start: string | null,
  end: string | null,
  language: string,
  labels: { from: (date: string) => string; until: (date: string) => string },
): string | null {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const from = start ? dayOf(start) : null;
  const to = end ? dayOf(end) : null;
  if (from && to) return from.getTime() === to.getTime() ? format.format(from) : format.formatRange(from, to);
  if (from) return labels.from(format.format(from));
  if (to) return labels.until(format.format(to));
  return null;
}

/** Nights between the first and the last day (null when either is unknown or they are reversed). */
export function nightsOf(start: string | null, end: string | null): number | null {
  if (!start || !end || !dayOf(start) || !dayOf(end) || end < start) return null;
  return dayOffset(start, end);
}

/** Whole years between a date of birth and a day (both `YYYY-MM-DD`). */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const born = dateOfBirth.split('-').map(Number);
  const on = day.split('-').map(Number);
  if (born.length !== 3 || on.length !== 3 || born.some(Number.isNaN) || on.some(Number.isNaN)) return null;
  const [bornYear = 0, bornMonth = 0, bornDay = 0] = born;
  const [year = 0, month = 0, date = 0] = on;
  const age = year - bornYear - (month < bornMonth || (month === bornMonth && date < bornDay) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The deadline a trip must mind first: the soonest (the server sends them soonest first). */
export const nextDeadlineOf = (trip: Pick<Trip, 'deadlines'>) => trip.deadlines[0] ?? null;

/** Whether an instant has passed. */
export const isPast = (instant: string, now: Date = new Date()) =>
  new Date(instant).getTime() < now.getTime();
