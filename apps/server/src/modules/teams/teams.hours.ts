/**
 * Business hours in an organization's time zone: is a team open at an instant, and when does it
 * next open or close. Pure functions over the platform's `Intl` time-zone data (full ICU in
 * Node), so there is no date library to keep current: wall clocks are read with
 * `Intl.DateTimeFormat`, and a wall-clock time is turned back into an instant by trying the zone's
 * offsets around it (see `instantOf`). Kept out of the service file because it has no database.
 */
import { type BusinessHours, minutesOfClock, type Weekday } from '@aurora/contracts/teams';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
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

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

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

/** The calendar day after `date` (YYYY-MM-DD), and its weekday. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1)).toISOString().slice(0, 10);
}

const weekdayOfDate = (date: string): Weekday => wallClockAt(new Date(`${date}T12:00:00Z`), 'UTC').weekday;

/** A day's openings as minute ranges, in order; none on a closed date. */
function openingsOn(hours: Hours, date: string): Array<{ open: number; close: number }> {
  if (hours.closedDates.includes(date)) return [];
  return (hours.businessHours[weekdayOfDate(date)] ?? [])
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
          ? openingsOn(hours, nextDay(date)).find((opening) => opening.open === 0)
          : openingsOn(hours, date).find((opening) => opening.open === close);
      if (!continued) return { open: true, closesAt: instantOf(date, close, hours.timeZone), opensAt: null };
      if (close === 1440) date = nextDay(date);
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
    date = nextDay(date);
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
