import { instantOf } from '#platform/time-zones.ts';

/** `2026-03-02T07:45` read in `timeZone`: the instant that wall clock shows there. */
export function localToInstant(local: string, timeZone: string): Date {
  const [date = '', time = '00:00'] = local.split('T');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return instantOf(date, hours * 60 + minutes, timeZone);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whole calendar days between two local dates (`YYYY-MM-DD...`): an overnight flight's "+1". */
export function dayOffset(fromLocal: string, toLocal: string): number {
  return Math.round((Date.parse(toLocal.slice(0, 10)) - Date.parse(fromLocal.slice(0, 10))) / DAY);
}

/** The real time between two instants, in whole minutes. */
export const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / MINUTE);
