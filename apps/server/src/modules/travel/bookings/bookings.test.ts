import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { makeContact, memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeTrip, segment } from '#test/travel-factories.ts';

const t = useTestApp();
const { get, send } = memberRequests(() => t.app);

describe('bookings', () => {
  it('a flight: times local to each airport, its real duration across zones, the +1 of an overnight arrival, ticket numbers per traveller', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const lucia = trip.travellers[0];
    const booking = await addBooking(t.app, s, trip.id, {
      status: 'confirmed',
      travellers: [{ contact_id: lucia?.id ?? 0, ticket_number: '139-234567890 1' }],
      sell: 1_850_000,
      cost: 1_700_000,
      details: {
        type: 'flight',
        pnr: 'abc123',
        segments: [
          segment({
            departure_terminal: '1',
            arrival_terminal: '4S',
            booking_class: 'y',
            fare_basis: 'ylowmx',
          }),
          segment({
            marketing_carrier: 'IB',
            operating_carrier: 'I2',
            flight_number: '3110',
            departure_airport: 'MAD',
            departure_time: '2026-03-03T15:20',
            arrival_airport: 'LIS',
            arrival_time: '2026-03-03T15:40',
          }),
        ],
      },
    });
    expect(booking).toMatchObject({
      type: 'flight',
      title: 'MEX → MAD → LIS',
      starts_on: '2026-03-02',
      start_time: '19:45',
      ends_on: '2026-03-03',
      end_time: '15:40',
      travellers: [{ id: lucia?.id, name: 'Lucía Jiménez', ticket_number: '1392345678901' }],
      details: { type: 'flight', pnr: 'ABC123' },
    });
    const details = booking.details as Extract<typeof booking.details, { type: 'flight' }>;
    expect(details.segments[0]).toMatchObject({
      departure_airport: { code: 'MEX', time_zone: 'America/Mexico_City' },
      arrival_airport: { code: 'MAD', time_zone: 'Europe/Madrid' },
      departure_terminal: '1',
      arrival_terminal: '4S',
      arrival_day_offset: 1,
      duration_minutes: 10 * 60 + 45,
      booking_class: 'Y',
      fare_basis: 'YLOWMX',
    });
    // Lisbon is an hour behind Madrid: 15:20 to 15:40 on the clocks is 1 h 20 min in the air.
    expect(details.segments[1]).toMatchObject({
      duration_minutes: 80,
      arrival_day_offset: 0,
      operating_carrier: 'I2',
    });
    // A trip is found by its PNR.
    expect((await get(s, '/trips?q=abc123')).json().data.map((found: { id: number }) => found.id)).toEqual([
      trip.id,
    ]);
  });

  it('422 naming the field, nothing written: arrives before it departs across zones, unknown airport, bad PNR, negative price, a traveller not on the trip', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const stranger = await makeContact(t.app, s.base, s.headers, trip.client.id, { first_name: 'Eva' });
    const response = await send(s, 'POST', `/trips/${trip.id}/bookings`, {
      travellers: [{ contact_id: stranger.id }],
      details: {
        type: 'flight',
        segments: [
          // 16:30 in Madrid is 09:30 in Mexico City: later on the clocks, yet before it left at 10:00.
          segment({ departure_time: '2026-03-02T10:00', arrival_time: '2026-03-02T16:30' }),
          segment({ departure_airport: 'MEX', arrival_airport: 'QQQ' }),
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'travellers.0.contact_id': ['This traveller is not on the trip.'],
      'details.segments.0.arrival_time': [
        'The flight arrives before it departs (in real time, across time zones).',
      ],
      'details.segments.1.arrival_airport': ['Unknown airport code.'],
    });
    const shape = await send(s, 'POST', `/trips/${trip.id}/bookings`, {
      sell: -100,
      details: { type: 'flight', pnr: 'AB12', segments: [segment()] },
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['details.pnr', 'sell']);
    const overflow = await send(s, 'POST', `/trips/${trip.id}/bookings`, {
      sell: 1e20,
      title: 'Hotel',
      details: { type: 'hotel' },
    });
    expect(overflow.json().errors.sell).toContain('This amount is too large.');
    expect((await get(s, `/trips/${trip.id}/bookings`)).json().data).toEqual([]);
  });

  it('a hotel: its dates in order, a commission rate or an amount (not both), its type kept on update', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const bad = await send(s, 'POST', `/trips/${trip.id}/bookings`, {
      title: 'Pestana Palace',
      starts_on: '2026-03-10',
      ends_on: '2026-03-07',
      commission_rate: '10',
      commission_amount: 5_000,
      details: { type: 'hotel', board_basis: 'XX' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['details.board_basis']);
    const rules = await send(s, 'POST', `/trips/${trip.id}/bookings`, {
      title: 'Pestana Palace',
      starts_on: '2026-03-10',
      ends_on: '2026-03-07',
      commission_rate: '10',
      commission_amount: 5_000,
      details: { type: 'hotel', board_basis: 'HB' },
    });
    expect(rules.json().errors).toEqual({
      commission_amount: ['Give a commission rate or an amount, not both.'],
      ends_on: ['Must be on or after the start.'],
    });
    const hotel = await addBooking(t.app, s, trip.id, {
      title: 'Pestana Palace',
      starts_on: '2026-03-07',
      ends_on: '2026-03-10',
      sell: 120_000,
      commission_amount: 9_000,
      details: { type: 'hotel', room_type: 'Deluxe double', board_basis: 'HB' },
    });
    expect(hotel).toMatchObject({
      commission_expected: 9_000,
      details: { type: 'hotel', rooms: 1, board_basis: 'HB' },
    });
    const retype = await send(s, 'PUT', `/trips/${trip.id}/bookings/${hotel.id}`, {
      details: { type: 'tour' },
    });
    expect(retype.json().errors).toEqual({
      'details.type': ['A booking keeps its type: add a new booking instead.'],
    });
  });

  it('a traveller who leaves the trip leaves its bookings; a deleted booking is gone, a cancelled one stays', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, {
      travellers: [
        { first_name: 'Lucía', last_name: 'Jiménez' },
        { first_name: 'Mateo', last_name: 'Jiménez' },
      ],
    });
    const [lucia, mateo] = trip.travellers;
    const tour = await addBooking(t.app, s, trip.id, {
      title: 'Sintra day trip',
      starts_on: '2026-03-08',
      travellers: [{ contact_id: lucia?.id ?? 0 }, { contact_id: mateo?.id ?? 0 }],
      details: { type: 'tour', meeting_point: 'Rossio station' },
    });
    await send(s, 'PUT', `/trips/${trip.id}`, { traveller_ids: [lucia?.id] });
    const [kept] = (await get(s, `/trips/${trip.id}/bookings`)).json().data;
    expect(kept.travellers.map((traveller: { id: number }) => traveller.id)).toEqual([lucia?.id]);
    const cancelled = await send(s, 'PUT', `/trips/${trip.id}/bookings/${tour.id}`, { status: 'cancelled' });
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await send(s, 'DELETE', `/trips/${trip.id}/bookings/${tour.id}`)).statusCode).toBe(204);
    expect((await send(s, 'DELETE', `/trips/${trip.id}/bookings/${tour.id}`)).statusCode).toBe(404);
  });
});
