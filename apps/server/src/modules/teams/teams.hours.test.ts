import { instantOf, wallClockAt } from '@aurora/contracts/time-zones';
import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, type Hours, isOpenAt, openingStateAt } from './teams.hours.ts';

const weekdays = { open: '09:00', close: '18:00' };
const mexico: Hours = {
  timeZone: 'America/Mexico_City',
  businessHours: { '1': [weekdays], '2': [weekdays], '3': [weekdays], '4': [weekdays], '5': [weekdays] },
  closedDates: [],
};
const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('business hours', () => {
  it('reads the wall clock in the zone: Friday 23:59 in Mexico City is Saturday 05:59 UTC', () => {
    expect(wallClockAt(at('2026-03-07T05:59:00Z'), 'America/Mexico_City')).toEqual({
      date: '2026-03-06',
      weekday: '5',
      minutes: 23 * 60 + 59,
    });
  });

  it('open inside an opening, closed at its closing minute and before its opening minute', () => {
    // Mexico City is UTC-6 all year (no DST since 2022).
    expect(isOpenAt(mexico, at('2026-03-04T15:00:00Z'))).toBe(true); // Wed 09:00
    expect(isOpenAt(mexico, at('2026-03-04T14:59:00Z'))).toBe(false); // Wed 08:59
    expect(isOpenAt(mexico, at('2026-03-05T00:00:00Z'))).toBe(false); // Wed 18:00
    expect(isOpenAt(mexico, at('2026-03-04T23:59:00Z'))).toBe(true); // Wed 17:59
  });

  it('around midnight: the weekday is the local one, not UTC', () => {
    const saturdayNight: Hours = { ...mexico, businessHours: { '6': [{ open: '20:00', close: '24:00' }] } };
    // Saturday 23:30 local = Sunday 05:30 UTC: open (Saturday's hours), though UTC says Sunday.
    expect(isOpenAt(saturdayNight, at('2026-03-08T05:30:00Z'))).toBe(true);
    // Sunday 00:00 local: closed, and it next opens the following Saturday 20:00 local.
    const state = openingStateAt(saturdayNight, at('2026-03-08T06:00:00Z'));
    expect(state).toEqual({ open: false, closesAt: null, opensAt: at('2026-03-15T02:00:00Z') });
  });

  it('a Friday evening after hours next opens on Monday morning', () => {
    const state = openingStateAt(mexico, at('2026-03-07T01:00:00Z')); // Fri 19:00 local
    expect(iso(state.opensAt)).toBe('2026-03-09T15:00:00.000Z');
    expect(state.open).toBe(false);
  });

  it('while open, says when the opening ends; 24:00 followed by 00:00 runs on into the next day', () => {
    expect(openingStateAt(mexico, at('2026-03-04T16:00:00Z')).closesAt).toEqual(at('2026-03-05T00:00:00Z'));
    const night: Hours = {
      ...mexico,
      businessHours: { '1': [{ open: '18:00', close: '24:00' }], '2': [{ open: '00:00', close: '06:00' }] },
    };
    const state = openingStateAt(night, at('2026-03-03T01:00:00Z')); // Mon 19:00 local
    expect(state).toEqual({ open: true, closesAt: at('2026-03-03T12:00:00Z'), opensAt: null });
  });

  it('closed dates close the whole local day and the next opening skips them', () => {
    const holidays: Hours = { ...mexico, closedDates: ['2026-03-16', '2026-03-17'] };
    expect(isOpenAt(holidays, at('2026-03-16T17:00:00Z'))).toBe(false); // Mon 11:00 local, a holiday
    expect(isOpenAt(mexico, at('2026-03-16T17:00:00Z'))).toBe(true);
    // The day is the local one: Monday 16 at 23:30 UTC is still the 16th in Mexico City (17:30).
    expect(isOpenAt(holidays, at('2026-03-16T23:30:00Z'))).toBe(false);
    const state = openingStateAt(holidays, at('2026-03-14T18:00:00Z')); // Saturday
    expect(iso(state.opensAt)).toBe('2026-03-18T15:00:00.000Z');
  });

  it('DST spring forward (New York): hours follow the wall clock, so 09:00 is 13:00 UTC after the change', () => {
    const newYork: Hours = { ...mexico, timeZone: 'America/New_York' };
    // Friday 6 March 2026 is EST (UTC-5), Monday 9 March is EDT (UTC-4).
    expect(isOpenAt(newYork, at('2026-03-06T14:00:00Z'))).toBe(true); // 09:00 EST
    expect(isOpenAt(newYork, at('2026-03-09T13:00:00Z'))).toBe(true); // 09:00 EDT
    expect(isOpenAt(newYork, at('2026-03-09T12:59:00Z'))).toBe(false); // 08:59 EDT
    expect(iso(openingStateAt(newYork, at('2026-03-07T12:00:00Z')).opensAt)).toBe('2026-03-09T13:00:00.000Z');
  });

  it('an opening inside the skipped hour starts when the clocks jump; a repeated hour counts once, first', () => {
    expect(instantOf('2026-03-08', 2 * 60 + 30, 'America/New_York')).toEqual(at('2026-03-08T07:00:00Z'));
    expect(instantOf('2026-11-01', 60 + 30, 'America/New_York')).toEqual(at('2026-11-01T05:30:00Z'));
    const earlyBirds: Hours = {
      timeZone: 'America/New_York',
      businessHours: { '7': [{ open: '02:30', close: '05:00' }] },
      closedDates: [],
    };
    expect(openingStateAt(earlyBirds, at('2026-03-08T05:00:00Z')).opensAt).toEqual(
      at('2026-03-08T07:00:00Z'),
    );
    // Fall back: hours follow the wall clock, so the second 01:10 (EST) reads before 01:30 again.
    const fallBack: Hours = { ...earlyBirds, businessHours: { '7': [{ open: '01:30', close: '05:00' }] } };
    expect(isOpenAt(fallBack, at('2026-11-01T06:10:00Z'))).toBe(false); // 01:10 EST, the second 01:10
    expect(isOpenAt(fallBack, at('2026-11-01T05:40:00Z'))).toBe(true); // 01:40 EDT
  });

  it('a half-hour zone and a zone east of UTC read their own day', () => {
    const india: Hours = { ...mexico, timeZone: 'Asia/Kolkata' };
    // Monday 9 March 09:00 IST = 03:30 UTC.
    expect(isOpenAt(india, at('2026-03-09T03:30:00Z'))).toBe(true);
    expect(isOpenAt(india, at('2026-03-09T03:29:00Z'))).toBe(false);
  });

  it('no hours at all: never open, and no next opening', () => {
    expect(openingStateAt({ ...mexico, businessHours: {} }, at('2026-03-04T15:00:00Z'))).toEqual({
      open: false,
      closesAt: null,
      opensAt: null,
    });
  });

  it('business minutes: inside an opening they are plain minutes; across the close they resume at the next opening', () => {
    // Wed 10:00 local + 15 min = 10:15.
    expect(iso(addBusinessMinutes(mexico, at('2026-03-04T16:00:00Z'), 15))).toBe('2026-03-04T16:15:00.000Z');
    // Wed 17:50 + 15 min: 10 today, 5 from Thu 09:00.
    expect(iso(addBusinessMinutes(mexico, at('2026-03-04T23:50:00Z'), 15))).toBe('2026-03-05T15:05:00.000Z');
    // Fri 20:00 (closed) + 15 min: Mon 09:15; a closed Monday moves it to Tuesday.
    expect(iso(addBusinessMinutes(mexico, at('2026-03-07T02:00:00Z'), 15))).toBe('2026-03-09T15:15:00.000Z');
    const holiday = { ...mexico, closedDates: ['2026-03-09'] };
    expect(iso(addBusinessMinutes(holiday, at('2026-03-07T02:00:00Z'), 15))).toBe('2026-03-10T15:15:00.000Z');
  });

  it('business minutes without any hours are plain minutes, so a deadline always exists', () => {
    const never: Hours = { ...mexico, businessHours: {} };
    expect(iso(addBusinessMinutes(never, at('2026-03-07T02:00:00Z'), 15))).toBe('2026-03-07T02:15:00.000Z');
  });
});
