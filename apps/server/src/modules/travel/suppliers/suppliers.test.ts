import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeSupplier, makeTrip } from '#test/travel-factories.ts';

const t = useTestApp();
const { get, send } = memberRequests(() => t.app);

describe('suppliers', () => {
  it('create: phones in E.164 read in the organization country, the commission rate exact, its contact people', async () => {
    const s = await organizationWithMember(t.app);
    const response = await send(s, 'POST', '/suppliers', {
      name: 'Hoteles Xcaret',
      category: 'hotel',
      phone: '998 251 6560',
      email: 'Reservas@Xcaret.com',
      website: 'https://www.hotelxcaret.com',
      commission_rate: 12.5,
      payment_terms: '30 days after check-out',
      preferred: true,
      contacts: [{ name: 'Mariana López', role: 'Groups desk', phone: '998 123 4567' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Hoteles Xcaret',
      phone: '+529982516560',
      email: 'reservas@xcaret.com',
      commission_rate: '12.50',
      currency: 'MXN',
      preferred: true,
      bookings_count: 0,
      owner: s.user,
      contacts: [{ name: 'Mariana López', role: 'Groups desk', email: null, phone: '+529981234567' }],
    });
    const found = await get(s, '/suppliers?q=xcaret&filter[preferred]=true');
    expect(found.json().data.map((supplier: { name: string }) => supplier.name)).toEqual(['Hoteles Xcaret']);
  });

  it('422 naming the field: an unknown category and currency, a rate past 100, a website that is not one', async () => {
    const s = await organizationWithMember(t.app);
    const shape = await send(s, 'POST', '/suppliers', {
      name: 'X',
      category: 'hotel',
      commission_rate: '100.5',
      website: 'javascript:alert(1)',
    });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['commission_rate', 'website']);
    const rules = await send(s, 'POST', '/suppliers', { name: 'X', category: 'spaceline', currency: 'ZZZ' });
    expect(rules.json().errors).toEqual({
      category: ['The selected category is invalid.'],
      currency: ['The selected currency is invalid.'],
    });
    expect((await get(s, '/suppliers')).json().meta.total).toBe(0);
  });

  it('its bookings and commissions: expected, received, and overdue once the expected date passed', async () => {
    const s = await organizationWithMember(t.app);
    const supplier = await makeSupplier(t.app, s, {
      name: 'Iberostar',
      category: 'hotel',
      commission_rate: '10',
    });
    const trip = await makeTrip(t.app, s);
    const hotel = { type: 'hotel' as const, board_basis: 'AI' as const };
    await addBooking(t.app, s, trip.id, {
      supplier_id: supplier.id,
      title: 'Iberostar Cancún',
      sell: 300_000,
      starts_on: '2026-03-02',
      ends_on: '2026-03-06',
      commission_expected_on: '2020-01-31',
      details: hotel,
    });
    await addBooking(t.app, s, trip.id, {
      supplier_id: supplier.id,
      title: 'Iberostar Cozumel',
      sell: 100_000,
      commission_received: 10_000,
      starts_on: '2026-03-06',
      ends_on: '2026-03-08',
      details: hotel,
    });
    const response = await get(s, `/suppliers/${supplier.id}/bookings`);
    expect(response.json().commissions).toEqual({
      currency: 'MXN',
      expected: 40_000,
      received: 10_000,
      overdue: 30_000,
    });
    expect(
      response
        .json()
        .data.map((booking: { title: string; commission_state: string }) => [
          booking.title,
          booking.commission_state,
        ]),
    ).toEqual([
      ['Iberostar Cozumel', 'received'],
      ['Iberostar Cancún', 'overdue'],
    ]);
    expect((await get(s, `/suppliers/${supplier.id}`)).json().data.bookings_count).toBe(2);
  });

  it('another organization: 404 for the supplier, its bookings, its changes', async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    const supplier = await makeSupplier(t.app, s);
    expect((await get(other, `/suppliers/${supplier.id}`)).statusCode).toBe(404);
    expect((await get(other, `/suppliers/${supplier.id}/bookings`)).statusCode).toBe(404);
    expect((await send(other, 'PUT', `/suppliers/${supplier.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send(other, 'DELETE', `/suppliers/${supplier.id}`)).statusCode).toBe(404);
    const trip = await makeTrip(t.app, other);
    const foreign = await send(other, 'POST', `/trips/${trip.id}/bookings`, {
      title: 'Hotel',
      supplier_id: supplier.id,
      details: { type: 'hotel' },
    });
    expect(foreign.json().errors).toEqual({ supplier_id: ['The selected supplier is invalid.'] });
    expect((await get(s, `/suppliers/${supplier.id}`)).json().data.name).toBe('Aeroméxico');
  });
});
