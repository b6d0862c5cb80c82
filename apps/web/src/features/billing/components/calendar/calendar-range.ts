import { daysInRange, mondayOf } from '@aurora/contracts/billing/calendar';
import { shiftMonth } from '@aurora/contracts/months';
import { addDays } from '@aurora/contracts/time-zones';

/**
 * The calendar's days, over the project's day arithmetic (`@aurora/contracts/time-zones`: ISO days,
 * no time zone) and its weeks starting on Monday, as the server totals them.
 */

/** `2026-03` of a day (`2026-03-14`), or of a `?month=` value when it is one. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month's first and last days. */
export const monthRange = (month: string) => ({
  from: `${month}-01`,
  to: addDays(`${shiftMonth(month, 1)}-01`, -1),
});

/** The month grid's days: from the Monday of its first week to the Sunday of its last. */
export function gridRange(month: string) {
  const { from, to } = monthRange(month);
  return { from: mondayOf(from), to: addDays(mondayOf(to), 6) };
}

/** Every day from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Array.from({ length: daysInRange(from, to) }, (_, index) => addDays(from, index));

/** Days in rows of seven, Monday first. */
export function weeksOf(days: readonly string[]): string[][] {
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
}
