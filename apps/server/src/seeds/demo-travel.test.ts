import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { TRIP_STATUSES, type Trip } from '@aurora/contracts/travel/trips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { bearer, login } from '#test/factories.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  headers = bearer(await login(t.app, 'admin@example.com', DEMO_PASSWORD));
});
afterAll(() => t?.close());

const get = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v2${path}`, headers });
  expect(response.statusCode, path).toBe(200);
  return response.json();
};
const tripsOf = async (code: string): Promise<Trip[]> => (await get(`/${code}/trips?per_page=100`)).data;
const suppliersOf = async (code: string): Promise<Supplier[]> =>
  (await get(`/${code}/suppliers?per_page=100`)).data;
const DAY = 86_400_000;

describe('demo travel', () => {
  it('gives each organization about fifteen trips covering every status, two of them from won deals', async () => {
    for (const code of ['mx', 'co', 'us']) {
      const trips = await tripsOf(code);
      expect(trips.length, code).toBe(15);
      expect(new Set(trips.map((trip) => trip.status)), code).toEqual(new Set(TRIP_STATUSES));
      expect(trips.filter((trip) => trip.opportunity !== null).length, code).toBe(2);
      expect(trips.every((trip) => trip.bookings_count >= 2 && trip.bookings_count <= 6)).toBe(true);
      // The dates tell the status: travelling now, completed in the past, the rest ahead.
      const today = new Date().toISOString().slice(0, 10);
      for (const trip of trips) {
        const { start_date: start, end_date: end } = trip;
        if (!start || !end) throw new Error(`${trip.reference} has no dates`);
        if (trip.status === 'completed') expect(end < today, trip.reference).toBe(true);
        if (trip.status === 'travelling') expect(start <= today && today <= end, trip.reference).toBe(true);
        if (['inquiry', 'quoted', 'confirmed', 'cancelled'].includes(trip.status)) {
          expect(start > today, trip.reference).toBe(true);
        }
      }
      // What is sold keeps the agency an 8 to 20 % margin.
      for (const trip of trips.filter((trip) => trip.status !== 'cancelled')) {
        expect(Number(trip.totals.margin_percent), trip.reference).toBeGreaterThanOrEqual(8);
        expect(Number(trip.totals.margin_percent), trip.reference).toBeLessThanOrEqual(20);
      }
    }
  });

  it('gives each organization its suppliers, with default commissions where they pay one', async () => {
    for (const code of ['mx', 'co', 'us']) {
      const suppliers = await suppliersOf(code);
      expect(suppliers.length, code).toBeGreaterThanOrEqual(8);
      expect(suppliers.length, code).toBeLessThanOrEqual(12);
      const categories = new Set(suppliers.map((supplier) => supplier.category));
      for (const category of ['airline', 'hotel', 'tour_operator', 'transfer', 'insurance']) {
        expect(categories.has(category), `${code} ${category}`).toBe(true);
      }
      const hotels = suppliers.filter(
        (supplier) => supplier.category === 'hotel' && supplier.commission_rate,
      );
      expect(hotels.length, code).toBeGreaterThan(0);
      for (const hotel of hotels) expect(Number(hotel.commission_rate)).toBeGreaterThanOrEqual(10);
      expect(suppliers.some((supplier) => supplier.preferred)).toBe(true);
      expect(suppliers.every((supplier) => supplier.bookings_count > 0)).toBe(true);
    }
  });

  it('shows traveller warnings and deadlines in the coming days in each organization', async () => {
    const kinds = new Set<string>();
    for (const code of ['mx', 'co', 'us']) {
      const trips = await tripsOf(code);
      const warned = trips.filter((trip) => trip.warnings.length > 0);
      expect(warned.length, code).toBeGreaterThan(0);
      for (const trip of warned) for (const warning of trip.warnings) kinds.add(warning.kind);
      const now = Date.now();
      const soon = trips.flatMap((trip) =>
        trip.deadlines.filter((deadline) => {
          const due = Date.parse(deadline.due_at);
          return due > now && due < now + 7 * DAY;
        }),
      );
      expect(
        soon.map((deadline) => deadline.type),
        code,
      ).toEqual(expect.arrayContaining(['option', 'ticketing']));
      // Overdue commissions, for the supplier screen.
      const overdue = trips.flatMap((trip) =>
        trip.deadlines.filter(
          (deadline) => deadline.type === 'commission' && Date.parse(deadline.due_at) < now,
        ),
      );
      expect(overdue.length, code).toBeGreaterThan(0);
    }
    expect([...kinds].sort()).toEqual([
      'passenger_type_changes',
      'passport_expiring',
      'passport_missing',
      'ticket_missing',
    ]);
  });

  it('books flights with PNRs and tickets, read in each airport’s zone, and an itinerary per trip', async () => {
    const trips = await tripsOf('mx');
    const europe = trips.find((trip) => trip.title === 'Roma, Florencia y Barcelona');
    if (!europe) throw new Error('the Europe trip');
    const bookings = (await get(`/mx/trips/${europe.id}/bookings`)).data as {
      type: string;
      currency: string;
      details: {
        type: string;
        pnr?: string | null;
        segments?: { departure_airport: { code: string; time_zone: string }; arrival_day_offset: number }[];
      };
      travellers: { ticket_number: string | null }[];
    }[];
    const [first] = bookings;
    expect(first?.details.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(first?.details.segments?.map((segment) => segment.departure_airport.code)).toEqual([
      'MEX',
      'MAD',
      'BCN',
    ]);
    expect(first?.details.segments?.[0]?.arrival_day_offset).toBe(1);
    expect(first?.travellers.map((traveller) => traveller.ticket_number?.length ?? null)).toEqual([
      13,
      13,
      null,
    ]);
    // Flights in pesos, hotels in euros.
    expect(new Set(bookings.map((booking) => booking.currency))).toEqual(new Set(['MXN', 'EUR']));
    const itinerary = (await get(`/mx/trips/${europe.id}/itinerary?language=es`)).data as {
      days: { entries: { title: string }[] }[];
    };
    expect(itinerary.days[0]?.entries[0]?.title).toBe('Vuelo AM 1 · MEX → MAD');
  });

  it('seedDemo, run again, adds nothing', async () => {
    const counts = async () => {
      const result: Record<string, number[]> = {};
      for (const code of ['mx', 'co', 'us']) {
        const trips = await tripsOf(code);
        result[code] = [
          trips.length,
          trips.reduce((total, trip) => total + trip.bookings_count, 0),
          (await suppliersOf(code)).length,
          (await get(`/${code}/contacts?per_page=1`)).meta.total,
        ];
      }
      return result;
    };
    const before = await counts();
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
  });
});

describe('demo billing, the supplier side', () => {
  it('gives each organization commissions expected, received (split across bookings) and overdue, supplier payments due and paid, and a statement with a line to resolve', async () => {
    for (const code of ['mx', 'co', 'us']) {
      const commissions = (await get(`/${code}/billing/commissions`)).data;
      const states = commissions.map((commission: { state: string }) => commission.state);
      expect(states.filter((state: string) => state === 'overdue').length, code).toBeGreaterThanOrEqual(2);
      expect(states, code).toContain('expected');
      expect(states, code).toContain('received');

      const receipts = (await get(`/${code}/billing/commission-receipts`)).data;
      expect(
        receipts.some((receipt: { allocations: unknown[] }) => receipt.allocations.length > 1),
        code,
      ).toBe(true);
      const statements = (await get(`/${code}/billing/commission-statements`)).data;
      expect(statements, code).toHaveLength(1);
      expect(statements[0], code).toMatchObject({ status: 'confirmed' });
      expect(statements[0].totals.unmatched, code).toBeGreaterThan(0);
      const { lines } = (await get(`/${code}/billing/commission-statements/${statements[0].id}`)).data;
      expect(
        lines.map((line: { match: string | null }) => line.match),
        code,
      ).toContain('confirmation_number');

      const payables = (await get(`/${code}/billing/payables`)).data;
      const paid = payables.filter((payable: { state: string }) => payable.state === 'paid');
      expect(paid.length, code).toBeGreaterThan(0);
      expect(
        paid.every((payable: { reference: string | null }) => payable.reference?.startsWith('TRF-')),
        code,
      ).toBe(true);
      expect(
        payables.some((payable: { state: string }) => payable.state === 'due'),
        code,
      ).toBe(true);
    }
    const [mexican] = (await get('/mx/billing/commission-statements')).data;
    expect(mexican.file_name).toMatch(/^estado-comisiones-/);
    expect(mexican.separator).toBe(';');
    expect(mexican.decimal_mark).toBe(',');
    const [american] = (await get('/us/billing/commission-statements')).data;
    expect(american.file_name).toMatch(/^commission-statement-/);
  });
});
