import type { Currency } from '@aurora/contracts/reference';
import { dayOffset, localToInstant, minutesBetween } from '@aurora/contracts/time-zones';
import { describe, expect, it } from 'vitest';
import { currencyConverter } from '#platform/reference/money.ts';
import { basisPointsOf, bookingTotals } from '../bookings/booking-amounts.ts';
import { ageOn, passengerTypeOn } from './passenger-types.ts';
import { addMonths, type CheckedFlight, type CheckedTraveller, checkTravellers } from './traveller-checks.ts';
import { tripDeadlines } from './trip-deadlines.ts';
import { percentOf, type TotalledBooking, tripTotals } from './trip-totals.ts';

const currency = (code: string, decimals: number, rate: string): Currency => ({
  code,
  name: code,
  symbol: code,
  decimals,
  rate_to_base: rate,
  is_active: true,
});
const CURRENCIES = [
  currency('USD', 2, '1'),
  currency('EUR', 2, '0.9'),
  currency('MXN', 2, '17'),
  currency('JPY', 0, '150'),
];

const booking = (overrides: Partial<TotalledBooking> = {}): TotalledBooking => ({
  status: 'confirmed',
  currency: 'USD',
  sell: 0,
  cost: 0,
  commissionRateBasisPoints: null,
  commissionAmount: null,
  commissionReceived: 0,
  cancellationSell: 0,
  cancellationCost: 0,
  ...overrides,
});

describe('passenger types', () => {
  it('counts whole years on the day of the flight: adult from 12, child from 2, infant under 2', () => {
    expect(ageOn('2014-06-15', '2026-06-14')).toBe(11);
    expect(ageOn('2014-06-15', '2026-06-15')).toBe(12);
    expect(passengerTypeOn('2014-06-15', '2026-06-14')).toBe('child');
    expect(passengerTypeOn('2014-06-15', '2026-06-15')).toBe('adult');
    expect(passengerTypeOn('2024-06-15', '2026-06-14')).toBe('infant');
    expect(passengerTypeOn('2024-06-15', '2026-06-15')).toBe('child');
  });

  it('someone born on 29 February is a year older on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
    expect(passengerTypeOn('2012-02-29', '2024-02-28')).toBe('child');
    expect(passengerTypeOn('2012-02-29', '2024-02-29')).toBe('adult');
  });
});

describe('booking amounts', () => {
  it('parses a percentage exactly and rounds a commission half up on integers', () => {
    expect(basisPointsOf('12.5')).toBe(1250);
    expect(basisPointsOf('0.01')).toBe(1);
    // 10.05 % of 1.00 = 0.1005: rounds to 10 cents; of 0.50 = 0.05025: 5 cents.
    expect(bookingTotals(booking({ sell: 100, commissionRateBasisPoints: 1005 })).commission).toBe(10);
    expect(bookingTotals(booking({ sell: 50, commissionRateBasisPoints: 1005 })).commission).toBe(5);
    expect(bookingTotals(booking({ sell: 999_999, commissionAmount: 1234 })).commission).toBe(1234);
  });

  it('a cancelled booking counts its cancellation charges and earns no commission', () => {
    const cancelled = booking({
      status: 'cancelled',
      sell: 100_000,
      cost: 80_000,
      commissionRateBasisPoints: 1000,
      cancellationSell: 15_000,
      cancellationCost: 12_000,
    });
    expect(bookingTotals(cancelled)).toEqual({ sell: 15_000, cost: 12_000, commission: 0 });
  });
});

describe('trip totals', () => {
  it('converts each booking once into the trip currency and adds them up, exactly', () => {
    const toUsd = currencyConverter(CURRENCIES, 'USD');
    const totals = tripTotals(
      'USD',
      [
        booking({ currency: 'USD', sell: 100_000, cost: 82_000, commissionRateBasisPoints: 1000 }),
        // EUR 900.00 is USD 1,000.00; EUR 0.01 is USD 0.0111.. -> 0.01.
        booking({ currency: 'EUR', sell: 90_000, cost: 72_001, commissionReceived: 1 }),
        // JPY 15,000 (no decimals) is USD 100.00.
        booking({ currency: 'JPY', sell: 15_000, cost: 15_000 }),
      ],
      toUsd,
    );
    expect(totals).toEqual({
      currency: 'USD',
      sell: 100_000 + 100_000 + 10_000,
      cost: 82_000 + 80_001 + 10_000,
      margin: 210_000 - 172_001,
      margin_percent: '18.1',
      commission_expected: 10_000,
      commission_received: 1,
    });
  });

  it('rounds the margin percentage to one decimal, and has none when nothing is sold', () => {
    expect(percentOf(1, 3)).toBe('33.3');
    expect(percentOf(2, 3)).toBe('66.7');
    expect(percentOf(1, 8)).toBe('12.5');
    expect(percentOf(-1, 8)).toBe('-12.5');
    expect(percentOf(0, 0)).toBeNull();
    expect(tripTotals('MXN', [], currencyConverter(CURRENCIES, 'MXN')).margin_percent).toBeNull();
  });
});

describe('flight times', () => {
  it('reads local times in each airport zone: the real duration crosses zones, and +1 counts local days', () => {
    // MEX 2026-03-02 19:45 (UTC-6) to MAD 2026-03-03 13:30 (UTC+1): 10 h 45 min in the air.
    const departs = localToInstant('2026-03-02T19:45', 'America/Mexico_City');
    const arrives = localToInstant('2026-03-03T13:30', 'Europe/Madrid');
    expect(departs.toISOString()).toBe('2026-03-03T01:45:00.000Z');
    expect(minutesBetween(departs, arrives)).toBe(10 * 60 + 45);
    expect(dayOffset('2026-03-02T19:45', '2026-03-03T13:30')).toBe(1);
  });

  it('a flight on the day Europe springs forward is an hour shorter on the clock', () => {
    // MAD -> JFK on 2026-03-29 (Madrid moved to UTC+2 at 02:00; New York is already on UTC-4).
    const departs = localToInstant('2026-03-29T10:00', 'Europe/Madrid');
    const arrives = localToInstant('2026-03-29T12:35', 'America/New_York');
    expect(minutesBetween(departs, arrives)).toBe(8 * 60 + 35);
  });
});

const traveller = (
  id: number,
  name: string,
  overrides: Partial<CheckedTraveller> = {},
): CheckedTraveller => ({
  id,
  name,
  dateOfBirth: '1985-05-10',
  passportNumber: 'G1234567',
  passportExpiry: '2031-01-01',
  ...overrides,
});
const flight = (
  id: number,
  days: string[],
  travellerIds: number[],
  overrides: Partial<CheckedFlight> = {},
): CheckedFlight => ({
  id,
  title: `Flight ${id}`,
  ticketed: false,
  travellers: travellerIds.map((contactId) => ({ contactId, ticketNumber: null })),
  segments: days.map((day) => ({
    departureLocal: `${day}T10:00`,
    departureCountry: 'MX',
    arrivalCountry: 'ES',
  })),
  ...overrides,
});

describe('traveller checks', () => {
  const check = (travellers: CheckedTraveller[], flights: CheckedFlight[], tripEnd = '2026-03-20') =>
    checkTravellers({ travellers, flights, tripEnd, passportValidityMonths: 6 });

  it('finds nothing for adults with valid passports and no ticketed flights', () => {
    expect(check([traveller(1, 'Lucía Jiménez')], [flight(10, ['2026-03-02', '2026-03-20'], [1])])).toEqual(
      [],
    );
  });

  it('a birthday between two flights changes the passenger type: named with both types and the flight', () => {
    const child = traveller(2, 'Mateo Jiménez', { dateOfBirth: '2014-03-10' });
    const warnings = check([child], [flight(10, ['2026-03-02'], [2]), flight(11, ['2026-03-20'], [2])]);
    expect(warnings).toEqual([
      {
        kind: 'passenger_type_changes',
        traveller: { id: 2, name: 'Mateo Jiménez' },
        booking: { id: 11, title: 'Flight 11' },
        from: 'child',
        to: 'adult',
        expires_on: null,
      },
    ]);
  });

  it('someone born on 29 February turns 2 on 1 March of a common year: infant, then child', () => {
    const parent = traveller(8, 'Carmen Ruiz');
    const leapling = traveller(3, 'Ana Ruiz', { dateOfBirth: '2012-02-29' });
    const flights = (days: string[]) => days.map((day, index) => flight(20 + index, [day], [8, 3]));
    expect(check([parent, leapling], flights(['2014-02-27', '2014-02-28']), '2014-02-28')).toEqual([]);
    expect(check([parent, leapling], flights(['2014-02-28', '2014-03-01']), '2014-03-01')).toMatchObject([
      {
        kind: 'passenger_type_changes',
        traveller: { id: 3 },
        booking: { id: 21 },
        from: 'infant',
        to: 'child',
      },
    ]);
  });

  it('a passport is missing for an international flight only, and must outlast the trip by the months set', () => {
    const noPassport = traveller(4, 'Þórdís Þórsdóttir', { passportNumber: null });
    const domestic = flight(10, ['2026-03-02'], [4], {
      segments: [{ departureLocal: '2026-03-02T10:00', departureCountry: 'MX', arrivalCountry: 'MX' }],
    });
    expect(check([noPassport], [domestic])).toEqual([]);
    expect(check([noPassport], [flight(11, ['2026-03-02'], [4])]).map((warning) => warning.kind)).toEqual([
      'passport_missing',
    ]);
    // The trip ends 2026-03-20: the passport must be valid until 2026-09-20.
    const expiring = traveller(5, 'Анна Иванова', { passportExpiry: '2026-09-19' });
    expect(check([expiring], [flight(12, ['2026-03-02'], [5])])).toMatchObject([
      { kind: 'passport_expiring', traveller: { id: 5 }, booking: null, expires_on: '2026-09-19' },
    ]);
    expect(
      check(
        [traveller(5, 'Анна Иванова', { passportExpiry: '2026-09-20' })],
        [flight(12, ['2026-03-02'], [5])],
      ),
    ).toEqual([]);
    expect(
      checkTravellers({
        travellers: [expiring],
        flights: [flight(12, ['2026-03-02'], [5])],
        tripEnd: '2026-03-20',
        passportValidityMonths: 3,
      }),
    ).toEqual([]);
  });

  it('a ticketed flight needs every traveller ticket number; an infant needs an adult on the flight', () => {
    const parent = traveller(6, 'Γιώργος Παπαδόπουλος');
    const baby = traveller(7, 'Ελένη Παπαδοπούλου', { dateOfBirth: '2025-06-01' });
    const ticketed = flight(13, ['2026-03-02'], [6], {
      ticketed: true,
      travellers: [{ contactId: 6, ticketNumber: '1392345678901' }],
    });
    expect(check([parent], [ticketed])).toEqual([]);
    const missingTicket = { ...ticketed, travellers: [{ contactId: 6, ticketNumber: null }] };
    expect(check([parent], [missingTicket]).map((warning) => warning.kind)).toEqual(['ticket_missing']);
    expect(check([parent, baby], [flight(14, ['2026-03-02'], [6, 7])])).toEqual([]);
    expect(check([parent, baby], [flight(14, ['2026-03-02'], [7])])).toMatchObject([
      { kind: 'infant_without_adult', traveller: { id: 7 }, booking: { id: 14 } },
    ]);
  });

  it('adds months to a day, keeping to the end of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-03-20', 6)).toBe('2026-09-20');
  });
});

describe('deadlines', () => {
  it('lists option, ticketing, unpaid supplier payments and outstanding commissions, soonest first', () => {
    const deadlines = tripDeadlines(
      [
        {
          id: 1,
          title: 'Flight AM 1',
          cancelled: false,
          currency: 'MXN',
          deadlineAt: new Date('2026-03-01T18:00:00Z'),
          deadlineKind: 'ticketing',
          supplierPayments: [
            { due_on: '2026-02-20', amount: 50_000, paid_on: null },
            { due_on: '2026-02-10', amount: 50_000, paid_on: '2026-02-09' },
          ],
          commissionExpectedOn: '2026-04-01',
          commissionOutstanding: 3_000,
        },
        {
          id: 2,
          title: 'Hotel',
          cancelled: true,
          currency: 'EUR',
          deadlineAt: new Date('2026-02-01T00:00:00Z'),
          deadlineKind: 'option',
          supplierPayments: [],
          commissionExpectedOn: null,
          commissionOutstanding: 0,
        },
      ],
      'America/Mexico_City',
    );
    expect(
      deadlines.map((deadline) => [deadline.type, deadline.dueAt.toISOString(), deadline.amount]),
    ).toEqual([
      // The end of 2026-02-20 in Mexico City (UTC-6).
      ['supplier_payment', '2026-02-21T06:00:00.000Z', 50_000],
      ['ticketing', '2026-03-01T18:00:00.000Z', null],
      ['commission', '2026-04-02T06:00:00.000Z', 3_000],
    ]);
  });
});
