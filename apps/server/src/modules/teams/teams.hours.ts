/**
 * Business hours in an organization's time zone: is a team open at an instant, when does it next
 * open or close, and when are so many minutes of opening time over. Pure functions over the
 * wall clocks of `@aurora/contracts/time-zones`; kept out of the service file because they
 * have no database.
 */
import { type BusinessHours, minutesOfClock } from '@aurora/contracts/teams';
import { addDays, instantOf, wallClockAt, weekdayOf } from '@aurora/contracts/time-zones';

const MINUTE = 60_000;
/** How far ahead the next opening is looked for: a year and a week (a closed year of holidays). */
const LOOKAHEAD_DAYS = 373;

export type Hours = { businessHours: BusinessHours; closedDates: readonly string[]; timeZone: string };

export type OpeningState = {
  open: boolean;
  /** Open: when the current opening ends (consecutive openings across midnight are one). */
  closesAt: Date | null;
  /** Closed: when the team next opens. */
  opensAt: Date | null;
};

/** A day's openings as minute ranges, in order; none on a closed date. */
function openingsOn(hours: Hours, date: string): Array<{ open: number; close: number }> {
  if (hours.closedDates.includes(date)) return [];
  return (hours.businessHours[weekdayOf(date)] ?? [])
    .map((opening) => ({ open: minutesOfClock(opening.open), close: minutesOfClock(opening.close) }))
    .sort((a, b) => a.open - b.open);
}

/** True when the team takes calls at `at`: an opening of its local weekday holds, on a day not closed. */
export function isOpenAt(hours: Hours, at: Date): boolean {
  const wall = wallClockAt(at, hours.timeZone);
  return openingsOn(hours, wall.date).some(
    (opening) => opening.open <= wall.minutes && wall.minutes < opening.close,
  );
}

/**
 * Whether the team is open at `at`, and when that changes: the end of the current opening (an
 * opening to 24:00 followed by one from 00:00 the next day runs on), or the next opening. Both are
 * null when nothing changes within about a year (always open, or never).
 */
export function openingStateAt(hours: Hours, at: Date): OpeningState {
  const wall = wallClockAt(at, hours.timeZone);
  const current = openingsOn(hours, wall.date).find(
    (opening) => opening.open <= wall.minutes && wall.minutes < opening.close,
  );
  if (current) {
    let date = wall.date;
    let close = current.close;
    for (let day = 0; day < LOOKAHEAD_DAYS; day += 1) {
      // The opening runs on when the next one starts where it ends.
      const continued =
        close === 1440
          ? openingsOn(hours, addDays(date, 1)).find((opening) => opening.open === 0)
          : openingsOn(hours, date).find((opening) => opening.open === close);
      if (!continued) return { open: true, closesAt: instantOf(date, close, hours.timeZone), opensAt: null };
      if (close === 1440) date = addDays(date, 1);
      close = continued.close;
    }
    return { open: true, closesAt: null, opensAt: null };
  }
  let date = wall.date;
  for (let day = 0; day < LOOKAHEAD_DAYS; day += 1) {
    for (const opening of openingsOn(hours, date)) {
      if (day > 0 || opening.open > wall.minutes) {
        return { open: false, closesAt: null, opensAt: instantOf(date, opening.open, hours.timeZone) };
      }
    }
    date = addDays(date, 1);
  }
  return { open: false, closesAt: null, opensAt: null };
}

/**
 * The instant `minutes` of opening time after `from`: time while the team is closed does not
 * count (a missed call at 17:50 with a 15-minute SLA and a 18:00 close is due at 09:05 the next
 * opening day). Hours that never open count plain time, so a deadline always exists.
 */
export function addBusinessMinutes(hours: Hours, from: Date, minutes: number): Date {
  let at = from;
  let remaining = minutes * MINUTE;
  // Each pass crosses one opening; a year of openings bounds it.
  for (let pass = 0; pass < LOOKAHEAD_DAYS * 4; pass += 1) {
    const state = openingStateAt(hours, at);
    if (state.open) {
      if (!state.closesAt || state.closesAt.getTime() - at.getTime() >= remaining) {
        return new Date(at.getTime() + remaining);
      }
      remaining -= state.closesAt.getTime() - at.getTime();
      at = state.closesAt;
    } else if (state.opensAt) {
      at = state.opensAt;
    } else {
      break;
    }
  }
  return new Date(at.getTime() + remaining);
}
