import type { Trip } from '@aurora/contracts/travel/trips';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { createManualClock } from '#platform/manual-clock.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { useTestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { makeClient, makeContact, memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeSupplier, makeTrip, segment } from '#test/travel-factories.ts';
import { moveTripsByDates } from './trips.service.ts';

const t = useTestApp();
const { get, send } = memberRequests(() => t.app);

describe('trips', () => {
  it('create: a reference of the organization, year and number; the creator owns it; the travellers are the client contacts', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, {
      travellers: [
        { first_name: 'Lucía', last_name: 'Jiménez' },
        { first_name: 'Þórdís', last_name: 'Þórsdóttir' },
      ],
    });
    const year = new Date().getUTCFullYear();
    expect(trip).toMatchObject({
      reference: `${s.org.code}-${year}-0001`,
      title: 'Spain and Portugal',
      status: 'inquiry',
      currency: 'MXN',
      owner: s.user,
      travellers: [{ name: 'Lucía Jiménez' }, { name: 'Þórdís Þórsdóttir' }],
      totals: { currency: 'MXN', sell: 0, cost: 0, margin: 0, margin_percent: null },
      warnings: [],
      deadlines: [],
    });
    const second = await makeTrip(t.app, s);
    expect(second.reference).toBe(`${s.org.code}-${year}-0002`);
  });

  it('references stay unique when trips are created at the same moment, and a deleted one is never given again', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        send(s, 'POST', '/trips', { title: `Trip ${index}`, client_id: client.id }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const references = responses.map((response) => response.json().data.reference as string);
    expect(new Set(references).size).toBe(8);
    const last = responses.find((response) => response.json().data.reference.endsWith('-0008'));
    expect(last).toBeDefined();
    expect((await send(s, 'DELETE', `/trips/${last?.json().data.id}`)).statusCode).toBe(204);
    const next = await send(s, 'POST', '/trips', { title: 'After the delete', client_id: client.id });
    expect(next.json().data.reference).toMatch(/-0009$/);
  });

  it('a second instance creating trips at the same time draws from the same counter', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const second = await buildApp(t.config, t.db);
    await second.ready();
    try {
      const payload = { title: 'Twin', client_id: client.id };
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () => send(s, 'POST', '/trips', payload)),
        ...Array.from({ length: 4 }, () =>
          second.inject({ method: 'POST', url: `${s.base}/trips`, headers: s.headers, payload }),
        ),
      ]);
      const references = responses.map((response) => response.json().data.reference);
      expect(new Set(references).size).toBe(8);
    } finally {
      await second.close();
    }
  });

  it('from a won deal: copies its client, primary contact as traveller, title, amount and currency', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const contact = await makeContact(t.app, s.base, s.headers, client.id, {
      first_name: 'Ana',
      last_name: 'Ruiz',
    });
    const deal = (
      await send(s, 'POST', '/opportunities', {
        title: 'Honeymoon in Bali',
        client_id: client.id,
        primary_contact_id: contact.id,
        amount: 450_000,
        currency: 'USD',
        expected_close_date: null,
      })
    ).json().data;
    const response = await send(s, 'POST', '/trips', { opportunity_id: deal.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Honeymoon in Bali',
      client: { id: client.id },
      travellers: [{ id: contact.id, name: 'Ana Ruiz' }],
      budget: 450_000,
      currency: 'USD',
      opportunity: { id: deal.id, name: 'Honeymoon in Bali' },
    });
    const trips = await get(s, `/trips?filter[opportunity_id]=${deal.id}`);
    expect(trips.json().data.map((trip: Trip) => trip.id)).toEqual([response.json().data.id]);
  });

  it('filter[traveller_id]: the trips any of the contacts travels on, once each; empty: the trips without travellers', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const ana = await makeContact(t.app, s.base, s.headers, client.id, { first_name: 'Ana' });
    const luis = await makeContact(t.app, s.base, s.headers, client.id, { first_name: 'Luis' });
    const create = async (title: string, traveller_ids: number[]) =>
      (await send(s, 'POST', '/trips', { title, client_id: client.id, traveller_ids })).json().data.id;
    const both = await create('Both', [ana.id, luis.id]);
    const onlyLuis = await create('Luis alone', [luis.id]);
    const nobody = await create('Nobody yet', []);
    const ids = async (query: string) =>
      (await get(s, `/trips?sort=title&${query}`)).json().data.map((trip: Trip) => trip.id);

    expect(await ids(`filter[traveller_id]=${ana.id}`)).toEqual([both]);
    expect(await ids(`filter[traveller_id]=${luis.id}`)).toEqual([both, onlyLuis]);
    expect(await ids(`filter[traveller_id]=${ana.id},${luis.id}`)).toEqual([both, onlyLuis]);
    expect(await ids('filter[traveller_id][empty]=true')).toEqual([nobody]);
    expect(await ids('filter[traveller_id][empty]=false')).toEqual([both, onlyLuis]);
  });

  it('422 on the field: a traveller who is not a contact of the client, an unknown deal, an end before the start', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const stranger = await makeContact(
      t.app,
      s.base,
      s.headers,
      (await makeClient(t.app, s.base, s.headers)).id,
    );
    const response = await send(s, 'POST', '/trips', {
      title: 'Cancún',
      client_id: client.id,
      traveller_ids: [stranger.id],
      start_date: '2026-05-10',
      end_date: '2026-05-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'traveller_ids.0': ["This contact is not one of the client's."],
      end_date: ['Must be on or after the start date.'],
    });
    const noDeal = await send(s, 'POST', '/trips', { opportunity_id: 999_999 });
    expect(noDeal.json().errors).toEqual({ opportunity_id: ['The selected opportunity is invalid.'] });
    expect((await get(s, '/trips')).json().meta.total).toBe(0);
  });

  it('status moves: allowed ones move and are on the timeline; the others answer 422 and change nothing', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const moved = await send(s, 'PUT', `/trips/${trip.id}`, { status: 'quoted' });
    expect(moved.json().data.status).toBe('quoted');
    const refused = await send(s, 'PUT', `/trips/${trip.id}`, { status: 'completed', title: 'Changed' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ status: ['A quoted trip cannot become completed.'] });
    expect((await get(s, `/trips/${trip.id}`)).json().data).toMatchObject({
      status: 'quoted',
      title: trip.title,
    });
    expect((await send(s, 'PUT', `/trips/${trip.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await send(s, 'PUT', `/trips/${trip.id}`, { status: 'confirmed' })).statusCode).toBe(422);
    expect((await send(s, 'PUT', `/trips/${trip.id}`, { status: 'inquiry' })).statusCode).toBe(200);
    const timeline = (await get(s, `/trips/${trip.id}/activity`)).json().data;
    expect(
      timeline
        .filter((entry: { type: string }) => entry.type === 'status_change')
        .map((entry: { data: { from: string; to: string } }) => [entry.data.from, entry.data.to]),
    ).toEqual([
      ['cancelled', 'inquiry'],
      ['quoted', 'cancelled'],
      ['inquiry', 'quoted'],
    ]);
  });

  it('a confirmed trip is travelling from its start date and completed after its end, in the organization time zone', async () => {
    const clock = createManualClock(new Date('2026-03-02T05:30:00Z'));
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, { trip: { status: 'confirmed' } });
    const ctx = {
      ...withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id)),
      clock,
    };
    // 05:30 UTC is still 1 March in Mexico City.
    expect(await moveTripsByDates(ctx)).toEqual([]);
    await clock.advance(60 * 60_000);
    expect(await moveTripsByDates(ctx)).toEqual([trip.id]);
    expect((await get(s, `/trips/${trip.id}`)).json().data.status).toBe('travelling');
    await clock.advance(14 * 24 * 60 * 60_000);
    expect(await moveTripsByDates(ctx)).toEqual([]);
    await clock.advance(24 * 60 * 60_000);
    expect(await moveTripsByDates(ctx)).toEqual([trip.id]);
    expect((await get(s, `/trips/${trip.id}`)).json().data.status).toBe('completed');
  });

  it("a client's lifetime value is what its completed trips sold, in the organization's currency", async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, { trip: { status: 'confirmed', currency: 'USD' } });
    const hotel = { type: 'hotel' as const };
    await addBooking(t.app, s, trip.id, {
      title: 'Hotel',
      currency: 'USD',
      sell: 100_000,
      starts_on: '2026-03-03',
      details: hotel,
    });
    const lifetime = async () => (await get(s, `/clients/${trip.client.id}`)).json().data.lifetime_value;
    expect(await lifetime()).toBe('0.00');
    await send(s, 'PUT', `/trips/${trip.id}`, { status: 'travelling' });
    await send(s, 'PUT', `/trips/${trip.id}`, { status: 'completed' });
    // USD 1,000.00 at 17.10 pesos a dollar.
    expect(await lifetime()).toBe('17100.00');
    await addBooking(t.app, s, trip.id, {
      title: 'Tour',
      currency: 'MXN',
      sell: 50_050,
      starts_on: '2026-03-04',
      details: { type: 'tour' },
    });
    expect(await lifetime()).toBe('17600.50');
  });

  it('totals in the trip currency: bookings in several currencies, converted once each; a cancellation keeps its charges', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, { trip: { currency: 'USD' } });
    const hotel = { type: 'hotel' as const, rooms: 1, board_basis: 'BB' as const };
    await addBooking(t.app, s, trip.id, {
      title: 'Hotel Arts Barcelona',
      currency: 'USD',
      sell: 250_000,
      cost: 200_000,
      commission_rate: '10',
      starts_on: '2026-03-03',
      ends_on: '2026-03-07',
      details: hotel,
    });
    const euros = await addBooking(t.app, s, trip.id, {
      title: 'Tivoli Lisboa',
      currency: 'EUR',
      sell: 90_000,
      cost: 72_001,
      starts_on: '2026-03-07',
      ends_on: '2026-03-10',
      details: hotel,
    });
    // EUR's reference rate is 0.92 a dollar: EUR 900.00 is USD 978.26, EUR 720.01 is USD 782.62.
    expect((await get(s, `/trips/${trip.id}`)).json().data.totals).toEqual({
      currency: 'USD',
      sell: 250_000 + 97_826,
      cost: 200_000 + 78_262,
      margin: 347_826 - 278_262,
      margin_percent: '20.0',
      commission_expected: 25_000,
      commission_received: 0,
    });
    const cancelled = await send(s, 'PUT', `/trips/${trip.id}/bookings/${euros.id}`, {
      status: 'cancelled',
      cancellation_cost: 0,
      cancellation_sell: 0,
    });
    expect(cancelled.statusCode).toBe(200);
    const after = (await get(s, `/trips/${trip.id}`)).json().data;
    expect(after.totals).toMatchObject({
      sell: 250_000,
      cost: 200_000,
      margin: 50_000,
      margin_percent: '20.0',
    });
    expect(after.bookings_count).toBe(2);
  });

  it('traveller checks: a birthday during the trip, a 29 February birthday, a passport expiring too soon', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, {
      travellers: [
        { first_name: 'Lucía', last_name: 'Jiménez' },
        // Turns 12 on 10 March, between the two flights.
        { first_name: 'Mateo', last_name: 'Jiménez', date_of_birth: '2014-03-10' },
        // Born on 29 February 2024: turns 2 on 1 March 2026 (a common year), before the first flight.
        { first_name: 'Sofía', last_name: 'Jiménez', date_of_birth: '2024-02-29' },
        { first_name: 'Анна', last_name: 'Иванова', passport_expiry: '2026-08-31' },
      ],
    });
    const everyone = trip.travellers.map((traveller) => ({ contact_id: traveller.id }));
    await addBooking(t.app, s, trip.id, {
      travellers: everyone,
      details: { type: 'flight', segments: [segment()] },
    });
    const back = await addBooking(t.app, s, trip.id, {
      travellers: everyone,
      details: {
        type: 'flight',
        segments: [
          segment({
            flight_number: '2',
            departure_airport: 'MAD',
            departure_time: '2026-03-16T15:00',
            arrival_airport: 'MEX',
            arrival_time: '2026-03-16T19:40',
          }),
        ],
      },
    });
    const [, mateo, sofia, anna] = trip.travellers;
    const { warnings } = (await get(s, `/trips/${trip.id}`)).json().data;
    expect(warnings).toEqual([
      {
        kind: 'passenger_type_changes',
        traveller: { id: mateo?.id, name: 'Mateo Jiménez' },
        booking: { id: back.id, title: 'MAD → MEX' },
        from: 'child',
        to: 'adult',
        expires_on: null,
      },
      {
        kind: 'passport_expiring',
        traveller: { id: anna?.id, name: 'Анна Иванова' },
        booking: null,
        from: null,
        to: null,
        expires_on: '2026-08-31',
      },
    ]);
    // Sofía is a child on both flights: no warning for her (and an adult travels with her).
    expect(
      warnings.some((warning: { traveller: { id: number } }) => warning.traveller.id === sofia?.id),
    ).toBe(false);
    expect((await get(s, '/trips')).json().data[0].warnings).toHaveLength(2);
    // The rule is a setting, which administrators change: asking three months, Anna's passport is fine.
    const rule = {
      passport_validity_months: 3,
      lead_hours: { option: 48, ticketing: 48, supplier_payment: 72, commission: 24 },
    };
    expect((await send(s, 'PUT', '/travel/settings', rule)).statusCode).toBe(403);
    const admin = await signedIn(t.app, { admin: true, organizations: [s.org.id] });
    const changed = await send({ base: s.base, headers: admin.headers }, 'PUT', '/travel/settings', rule);
    expect(changed.json().data).toEqual(rule);
    expect(
      (await get(s, `/trips/${trip.id}`))
        .json()
        .data.warnings.map((warning: { kind: string }) => warning.kind),
    ).toEqual(['passenger_type_changes']);
  });

  it('a supplier of the organization gives a booking its currency and commission', async () => {
    const s = await organizationWithMember(t.app);
    const supplier = await makeSupplier(t.app, s, {
      currency: 'EUR',
      commission_rate: '12.5',
      category: 'hotel',
      name: 'Meliá',
    });
    const trip = await makeTrip(t.app, s);
    const booking = await addBooking(t.app, s, trip.id, {
      supplier_id: supplier.id,
      title: 'Meliá Madrid Princesa',
      sell: 100_000,
      starts_on: '2026-03-03',
      ends_on: '2026-03-05',
      details: { type: 'hotel', rooms: 1, board_basis: 'BB' },
    });
    expect(booking).toMatchObject({
      supplier: { id: supplier.id, name: 'Meliá' },
      currency: 'EUR',
      commission_rate: '12.50',
      commission_expected: 12_500,
    });
  });

  it('another organization: every trip route answers 404', async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const booking = await addBooking(t.app, s, trip.id, {
      title: 'Tour',
      details: { type: 'tour' },
      starts_on: '2026-03-04',
    });
    const paths: ['GET' | 'PUT' | 'DELETE' | 'POST', string, object?][] = [
      ['GET', `/trips/${trip.id}`],
      ['PUT', `/trips/${trip.id}`, { title: 'Mine' }],
      ['DELETE', `/trips/${trip.id}`],
      ['GET', `/trips/${trip.id}/activity`],
      ['GET', `/trips/${trip.id}/bookings`],
      ['POST', `/trips/${trip.id}/bookings`, { title: 'X', details: { type: 'other' } }],
      ['PUT', `/trips/${trip.id}/bookings/${booking.id}`, { title: 'Mine' }],
      ['DELETE', `/trips/${trip.id}/bookings/${booking.id}`],
      ['GET', `/trips/${trip.id}/itinerary`],
      ['GET', `/trips/${trip.id}/itinerary.pdf`],
      ['GET', `/trips/${trip.id}/notes`],
    ];
    for (const [method, path, payload] of paths) {
      const response = method === 'GET' ? await get(other, path) : await send(other, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await get(other, '/trips')).json().data).toEqual([]);
    expect((await get(s, `/trips/${trip.id}/bookings`)).json().data).toHaveLength(1);
  });
});
