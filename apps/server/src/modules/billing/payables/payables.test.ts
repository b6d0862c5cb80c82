import { convertMinorUnits } from '@aurora/contracts/money';
import type { Currency } from '@aurora/contracts/reference';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import { memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeSupplier, makeTrip } from '#test/travel-factories.ts';

// Wednesday 4 March 2026, 05:00 UTC: still Tuesday the 3rd in Mexico City, Wednesday in Madrid.
const clock = createManualClock(new Date('2026-03-04T05:00:00Z'));
const t = useTestApp(() => createTestApp({}, { clock }));
const { get, send } = memberRequests(() => t.app);

/** A trip with a hotel whose supplier is paid in three instalments: one paid, one due today, one later. */
async function tripWithPayables(s: Awaited<ReturnType<typeof organizationWithMember>>) {
  const supplier = await makeSupplier(t.app, s, {
    name: 'Hoteles Pestana',
    category: 'hotel',
    currency: 'MXN',
  });
  const trip = await makeTrip(t.app, s);
  const hotel = await addBooking(t.app, s, trip.id, {
    title: 'Pestana Palace',
    supplier_id: supplier.id,
    currency: 'MXN',
    cost: 900_000,
    sell: 1_000_000,
    starts_on: '2026-03-10',
    ends_on: '2026-03-14',
    details: { type: 'hotel' },
    supplier_payments: [
      { due_on: '2026-03-03', amount: 300_000 },
      { due_on: '2026-03-25', amount: 500_000 },
      { due_on: '2026-02-01', amount: 100_000, paid_on: '2026-02-01' },
    ],
  });
  return { supplier, trip, hotel };
}

describe('supplier payables', () => {
  it("lists what is due to whom by due day, overdue by the organization's day, summed in its currency", async () => {
    const s = await organizationWithMember(t.app);
    const { supplier, trip, hotel } = await tripWithPayables(s);
    const flightSupplier = await makeSupplier(t.app, s, { name: 'Aeroméxico', currency: 'USD' });
    const flightTrip = await makeTrip(t.app, s, { trip: { title: 'New York' } });
    await addBooking(t.app, s, flightTrip.id, {
      title: 'Tour of the Met',
      supplier_id: flightSupplier.id,
      currency: 'USD',
      starts_on: '2026-03-20',
      details: { type: 'tour' },
      supplier_payments: [{ due_on: '2026-02-27', amount: 12_000 }],
    });

    const response = await get(s, '/billing/payables');
    expect(response.statusCode).toBe(200);
    const { data, summary } = response.json();
    expect(data.map((payable: { due_on: string; state: string }) => [payable.due_on, payable.state])).toEqual(
      [
        ['2026-02-01', 'paid'],
        ['2026-02-27', 'overdue'],
        // Due on the 3rd: it is still the 3rd in Mexico City, so not overdue yet.
        ['2026-03-03', 'due'],
        ['2026-03-25', 'due'],
      ],
    );
    expect(data[2]).toMatchObject({
      booking: { id: hotel.id, title: 'Pestana Palace', trip: { id: trip.id, reference: trip.reference } },
      index: 0,
      supplier: { id: supplier.id, name: 'Hoteles Pestana' },
      agent: { id: s.user.id },
      currency: 'MXN',
      amount: 300_000,
      paid_on: null,
      reference: null,
    });
    const currencies: Currency[] = (
      await t.app.inject({ url: '/api/v2/currencies', headers: s.headers })
    ).json().data;
    const rate = (code: string) => {
      const currency = currencies.find((candidate) => candidate.code === code);
      return { exponent: currency?.decimals ?? 2, rate: currency?.rate_to_base ?? '1' };
    };
    expect(summary).toEqual({
      currency: 'MXN',
      due_in_30_days: 800_000,
      overdue: convertMinorUnits(12_000, rate('USD'), rate('MXN')),
    });

    const filtered = async (query: string) =>
      (await get(s, `/billing/payables?${query}`))
        .json()
        .data.map((payable: { due_on: string }) => payable.due_on);
    expect(await filtered(`supplier_id=${supplier.id}`)).toEqual(['2026-02-01', '2026-03-03', '2026-03-25']);
    expect(await filtered(`trip_id=${flightTrip.id}`)).toEqual(['2026-02-27']);
    expect(await filtered(`agent_id=${s.user.id}&state=due`)).toEqual(['2026-03-03', '2026-03-25']);
    expect(await filtered('due_from=2026-03-01&due_to=2026-03-24')).toEqual(['2026-03-03']);
    expect(await filtered('state=overdue')).toEqual(['2026-02-27']);
    expect((await get(s, '/billing/payables?state=late')).statusCode).toBe(422);
  });

  it('in Madrid the same day is already past: the payment due on the 3rd is overdue', async () => {
    const s = await organizationWithMember(t.app, {
      timezone: 'Europe/Madrid',
      country: 'ES',
      default_currency: 'EUR',
    });
    await tripWithPayables(s);
    const { data, summary } = (await get(s, '/billing/payables?state=overdue')).json();
    expect(data.map((payable: { due_on: string }) => payable.due_on)).toEqual(['2026-03-03']);
    expect(summary.currency).toBe('EUR');
  });

  it('marks one paid with its day and reference; a second time is a 409 that keeps the first', async () => {
    const s = await organizationWithMember(t.app);
    const { trip, hotel } = await tripWithPayables(s);
    const paid = await send(s, 'POST', `/billing/payables/${hotel.id}/0/pay`, {
      paid_on: '2026-03-03',
      reference: ' TRF-88141 ',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      index: 0,
      paid_on: '2026-03-03',
      reference: 'TRF-88141',
      state: 'paid',
    });

    const again = await send(s, 'POST', `/billing/payables/${hotel.id}/0/pay`, {
      paid_on: '2026-03-04',
      reference: 'X',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This supplier payment was already marked paid on 2026-03-03.');

    const booking = (await get(s, `/trips/${trip.id}/bookings`)).json().data[0];
    expect(booking.supplier_payments[0]).toEqual({
      due_on: '2026-03-03',
      amount: 300_000,
      paid_on: '2026-03-03',
      reference: 'TRF-88141',
    });
    expect((await get(s, '/billing/payables?state=paid')).json().data).toHaveLength(2);

    expect(
      (await send(s, 'POST', `/billing/payables/${hotel.id}/3/pay`, { paid_on: '2026-03-03' })).statusCode,
    ).toBe(404);
    expect(
      (await send(s, 'POST', `/billing/payables/${hotel.id}/1/pay`, { paid_on: '3 March' })).statusCode,
    ).toBe(422);
  });

  it('two marks of the same payment at once: one is paid, the other is a 409', async () => {
    const s = await organizationWithMember(t.app);
    const { hotel } = await tripWithPayables(s);
    const answers = await Promise.all(
      ['TRF-A', 'TRF-B'].map((reference) =>
        send(s, 'POST', `/billing/payables/${hotel.id}/1/pay`, { paid_on: '2026-03-03', reference }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().data.reference;
    const [payable] = (await get(s, '/billing/payables?due_from=2026-03-25')).json().data;
    expect(payable).toMatchObject({ paid_on: '2026-03-03', reference: winner });
  });

  it("a booking's edit that does not send references keeps them while the payment stays paid that day", async () => {
    const s = await organizationWithMember(t.app);
    const { trip, hotel } = await tripWithPayables(s);
    await send(s, 'POST', `/billing/payables/${hotel.id}/0/pay`, {
      paid_on: '2026-03-03',
      reference: 'TRF-1',
    });
    const asTheFormSends = (paidOn: string | null) => ({
      supplier_payments: [
        { due_on: '2026-03-03', amount: 300_000, paid_on: paidOn },
        { due_on: '2026-03-25', amount: 500_000, paid_on: null },
      ],
    });
    const kept = await send(s, 'PUT', `/trips/${trip.id}/bookings/${hotel.id}`, asTheFormSends('2026-03-03'));
    expect(kept.json().data.supplier_payments[0].reference).toBe('TRF-1');
    const unpaid = await send(s, 'PUT', `/trips/${trip.id}/bookings/${hotel.id}`, asTheFormSends(null));
    expect(unpaid.json().data.supplier_payments[0]).toMatchObject({ paid_on: null, reference: null });
  });

  it("another organization's payables are neither listed nor payable (404)", async () => {
    const s = await organizationWithMember(t.app);
    const { hotel } = await tripWithPayables(s);
    const other = await organizationWithMember(t.app);
    expect((await get(other, '/billing/payables')).json().data).toEqual([]);
    const response = await send(other, 'POST', `/billing/payables/${hotel.id}/0/pay`, {
      paid_on: '2026-03-03',
    });
    expect(response.statusCode).toBe(404);
    expect((await get(s, '/billing/payables?state=paid')).json().data).toHaveLength(1);
  });
});
