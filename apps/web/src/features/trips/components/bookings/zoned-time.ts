/**
 * Wall clocks in a time zone with the browser's `Intl` data (the server reads a flight's times and
 * a deadline the same way, `platform/time-zones.ts`): a local `YYYY-MM-DDTHH:MM` read in a zone is
 * an instant, and an instant has a wall clock and an offset in a zone.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `at`, to the minute: `2026-03-02T07:45`. */
export function wallClockAt(at: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const naiveUtc = (local: string) => Date.parse(`${local}:00Z`);

/** The zone's offset from UTC at `at`, in minutes (the wall clock minus UTC). */
function offsetMinutesAt(at: number, timeZone: string): number {
  return Math.round(
    (naiveUtc(wallClockAt(new Date(at), timeZone)) - Math.floor(at / MINUTE) * MINUTE) / MINUTE,
  );
}

/**
 * The instant a local `YYYY-MM-DDTHH:MM` shows in `timeZone`, or null for text that is not one or
 * a zone the browser does not know. When the clocks go back, the first of the two; inside a
 * spring-forward gap, the reading pushed past the jump.
 */
export function instantOf(local: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const naive = naiveUtc(local);
  if (Number.isNaN(naive)) return null;
  try {
    const offsets = [
      ...new Set([
        offsetMinutesAt(naive - DAY, timeZone),
        offsetMinutesAt(naive, timeZone),
        offsetMinutesAt(naive + DAY, timeZone),
      ]),
    ];
    const candidates = offsets.map((offset) => naive - offset * MINUTE).sort((a, b) => a - b);
    const exact = candidates.find((at) => wallClockAt(new Date(at), timeZone) === local);
    return new Date(exact ?? candidates[candidates.length - 1] ?? naive);
  } catch {
    return null;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A local date and time in `timeZone` as an ISO instant with that zone's offset, as the API takes a
 * deadline: `('2026-03-02', '18:00', 'America/Mexico_City')` is `2026-03-02T18:00:00-06:00`.
 */
export function zonedIso(date: string, time: string, timeZone: string): string | null {
  const instant = instantOf(`${date}T${time}`, timeZone);
  if (!instant) return null;
  const offset = offsetMinutesAt(instant.getTime(), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${wallClockAt(instant, timeZone)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/** Minutes of real time between two local times read in their own zones, or null if unknown. */
export function minutesBetweenLocal(
  from: { local: string; timeZone: string },
  to: { local: string; timeZone: string },
): number | null {
  const start = instantOf(from.local, from.timeZone);
  const end = instantOf(to.local, to.timeZone);
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / MINUTE);
}

/** Whole calendar days between two local dates: an overnight flight's "+1". */
export function dayOffset(fromLocal: string, toLocal: string): number {
  return Math.round((Date.parse(toLocal.slice(0, 10)) - Date.parse(fromLocal.slice(0, 10))) / DAY);
}
