import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import { memberRequests, organizationWithMember, uploadFile } from '#test/records-factories.ts';
import { addBooking, makeSupplier, makeTrip } from '#test/travel-factories.ts';

// Wednesday 4 March 2026, 05:00 UTC: still Tuesday the 3rd in Mexico City, Wednesday in Madrid.
const clock = createManualClock(new Date('2026-03-04T05:00:00Z'));
const t = useTestApp(() => createTestApp({}, { clock }));
const { get, send } = memberRequests(() => t.app);
type Scope = Awaited<ReturnType<typeof organizationWithMember>>;

/**
 * A supplier's bookings on one trip for Lucía Jiménez: a hotel at 10% of 10,000.00 MXN expected
 * on 3 March, a tour with 500.00 expected on 1 February, and a transfer with 120.00 and no date.
 */
async function bookingsWithCommissions(s: Scope, options: { currency?: string } = {}) {
  const currency = options.currency ?? 'MXN';
  const supplier = await makeSupplier(t.app, s, { name: 'Iberostar', category: 'hotel', currency });
  const trip = await makeTrip(t.app, s);
  const traveller = trip.travellers[0]?.id ?? 0;
  const common = { supplier_id: supplier.id, currency, travellers: [{ contact_id: traveller }] };
  const hotel = await addBooking(t.app, s, trip.id, {
    ...common,
    title: 'Iberostar Selection Cancún',
    confirmation_number: 'IB-4471',
    sell: 1_000_000,
    commission_rate: '10',
    commission_expected_on: '2026-03-03',
    starts_on: '2026-03-05',
    ends_on: '2026-03-09',
    details: { type: 'hotel' },
  });
  const tour = await addBooking(t.app, s, trip.id, {
    ...common,
    title: 'Chichén Itzá',
    sell: 300_000,
    commission_amount: 50_000,
    commission_expected_on: '2026-02-01',
    starts_on: '2026-03-06',
    details: { type: 'tour' },
  });
  const transfer = await addBooking(t.app, s, trip.id, {
    ...common,
    title: 'Airport transfer',
    sell: 120_000,
    commission_amount: 12_000,
    starts_on: '2026-03-05',
    details: { type: 'transfer' },
  });
  return { supplier, trip, hotel, tour, transfer };
}

const statesOf = async (s: Scope, query = '') =>
  (await get(s, `/billing/commissions${query}`))
    .json()
    .data.map((commission: { booking: { title: string }; state: string; received: number }) => [
      commission.booking.title,
      commission.state,
      commission.received,
    ]);

describe('commissions', () => {
  it("expected and overdue by the organization's day: the 3rd is not past in Mexico City, it is in Madrid", async () => {
    const mexico = await organizationWithMember(t.app);
    await bookingsWithCommissions(mexico);
    const list = (await get(mexico, '/billing/commissions')).json();
    expect(
      list.data.map((commission: { booking: { title: string }; state: string }) => [
        commission.booking.title,
        commission.state,
      ]),
    ).toEqual([
      ['Chichén Itzá', 'overdue'],
      ['Iberostar Selection Cancún', 'expected'],
      ['Airport transfer', 'expected'],
    ]);
    expect(list.data[1]).toMatchObject({
      expected: 100_000,
      received: 0,
      open: 100_000,
      expected_on: '2026-03-03',
      sell: 1_000_000,
    });
    expect(list.summary).toEqual({
      currency: 'MXN',
      expected: 162_000,
      received: 0,
      open: 162_000,
      overdue: 50_000,
    });

    const madrid = await organizationWithMember(t.app, {
      timezone: 'Europe/Madrid',
      country: 'ES',
      default_currency: 'EUR',
    });
    await bookingsWithCommissions(madrid, { currency: 'EUR' });
    expect(await statesOf(madrid, '?state=overdue')).toEqual([
      ['Chichén Itzá', 'overdue', 0],
      ['Iberostar Selection Cancún', 'overdue', 0],
    ]);
    expect((await get(madrid, '/billing/commissions')).json().summary.overdue).toBe(150_000);
  });

  it('a receipt split across bookings adds to what each booking received', async () => {
    const s = await organizationWithMember(t.app);
    const { trip, hotel, tour } = await bookingsWithCommissions(s);
    const response = await send(s, 'POST', '/billing/commission-receipts', {
      received_on: '2026-03-02',
      currency: 'MXN',
      reference: 'SPEI 7781',
      allocations: [
        { booking_id: hotel.id, amount: 60_000 },
        { booking_id: tour.id, amount: 50_000 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      received_on: '2026-03-02',
      currency: 'MXN',
      amount: 110_000,
      unallocated: 0,
      reference: 'SPEI 7781',
      statement_id: null,
      allocations: [
        { booking: { id: hotel.id, trip: { id: trip.id } }, amount: 60_000 },
        { booking: { id: tour.id }, amount: 50_000 },
      ],
      recorded_by: { id: s.user.id },
    });
    expect(await statesOf(s)).toEqual([
      ['Chichén Itzá', 'received', 50_000],
      ['Iberostar Selection Cancún', 'expected', 60_000],
      ['Airport transfer', 'expected', 0],
    ]);
    const bookings = (await get(s, `/trips/${trip.id}/bookings`)).json().data;
    expect(bookings.find((booking: { id: number }) => booking.id === hotel.id).commission_received).toBe(
      60_000,
    );
    expect((await get(s, `/billing/commission-receipts?booking_id=${tour.id}`)).json().data).toHaveLength(1);
    expect((await get(s, '/billing/commissions')).json().summary).toMatchObject({
      received: 110_000,
      open: 52_000,
      overdue: 0,
    });
  });

  it('a receipt naming a booking of another organization, twice the same, or in another currency, is refused whole', async () => {
    const s = await organizationWithMember(t.app);
    const { hotel, tour } = await bookingsWithCommissions(s);
    const other = await organizationWithMember(t.app);
    const theirs = await bookingsWithCommissions(other, { currency: 'USD' });
    const receipt = (allocations: { booking_id: number; amount: number }[]) =>
      send(s, 'POST', '/billing/commission-receipts', {
        received_on: '2026-03-02',
        currency: 'MXN',
        allocations,
      });
    const response = await receipt([
      { booking_id: hotel.id, amount: 100 },
      { booking_id: theirs.hotel.id, amount: 100 },
      { booking_id: hotel.id, amount: 100 },
      { booking_id: tour.id, amount: -5 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['allocations.3.amount']);
    const refused = await receipt([
      { booking_id: hotel.id, amount: 100 },
      { booking_id: theirs.hotel.id, amount: 100 },
      { booking_id: hotel.id, amount: 100 },
    ]);
    expect(refused.json().errors).toEqual({
      'allocations.1.booking_id': ['The selected booking is invalid.'],
      'allocations.2.booking_id': ['This booking is already in the list.'],
    });
    const mine = await makeSupplier(t.app, s, { name: 'Delta', currency: 'USD' });
    const dollars = await addBooking(t.app, s, (await makeTrip(t.app, s)).id, {
      title: 'Delta lounge',
      supplier_id: mine.id,
      currency: 'USD',
      commission_amount: 100,
      details: { type: 'tour' },
    });
    expect((await receipt([{ booking_id: dollars.id, amount: 100 }])).json().errors).toEqual({
      'allocations.0.booking_id': ['This booking is in USD, not MXN.'],
    });
    expect((await get(s, '/billing/commission-receipts')).json().data).toEqual([]);
    expect((await get(s, '/billing/commissions')).json().summary.received).toBe(0);
    expect(
      (await get(other, '/billing/commissions'))
        .json()
        .data.map((c: { booking: { id: number } }) => c.booking.id),
    ).not.toContain(hotel.id);
  });
});

const STATEMENT = [
  'Localizador;Huésped;Fecha;Comisión',
  'IB 4471;Otro Nombre;05/03/2026;1.000,00',
  ';JIMENEZ/LUCIA;06/03/2026;500,00',
  'XX-999;Nadie;01/03/2026;"99,90"',
  'XX-998;Nadie;01/03/2026;10,00',
  '',
].join('\n');

const uploadStatement = (s: Scope, supplierId: number, content = STATEMENT) =>
  uploadFile(
    t.app,
    s,
    `/billing/commission-statements?supplier_id=${supplierId}`,
    'iberostar-febrero.csv',
    content,
    'text/csv',
  );

describe('commission statements', () => {
  it('an upload answers a preview in the format it detected, matched by confirmation number then traveller and day, recording nothing', async () => {
    const s = await organizationWithMember(t.app);
    const { supplier, hotel, tour } = await bookingsWithCommissions(s);
    const response = await uploadStatement(s, supplier.id);
    expect(response.statusCode).toBe(201);
    const statement = response.json().data;
    expect(statement).toMatchObject({
      supplier: { id: supplier.id, name: 'Iberostar' },
      file_name: 'iberostar-febrero.csv',
      status: 'draft',
      separator: ';',
      decimal_mark: ',',
      currency: 'MXN',
      columns: {
        confirmation_number: 'Localizador',
        traveller: 'Huésped',
        date: 'Fecha',
        amount: 'Comisión',
      },
      totals: { matched: 150_000, unmatched: 10_990, ignored: 0 },
      receipt_id: null,
    });
    expect(
      statement.lines.map(
        (line: { line: number; booking: { id: number } | null; match: string | null; amount: number }) => [
          line.line,
          line.booking?.id ?? null,
          line.match,
          line.amount,
        ],
      ),
    ).toEqual([
      [2, hotel.id, 'confirmation_number', 100_000],
      // The transfer starts on the 5th too: the day tells the tour (the 6th) apart.
      [3, tour.id, 'traveller_and_date', 50_000],
      [4, null, null, 9_990],
      [5, null, null, 1_000],
    ]);
    expect((await get(s, '/billing/commissions')).json().summary.received).toBe(0);
    expect((await get(s, `/billing/commission-statements/${statement.id}`)).json().data.lines).toEqual(
      statement.lines,
    );
  });

  it('confirming records the payment of the whole statement and its matched lines; unmatched ones are assigned or ignored by hand', async () => {
    const s = await organizationWithMember(t.app, { locale: 'es-MX' });
    const { supplier, hotel, tour, transfer } = await bookingsWithCommissions(s);
    const { id } = (await uploadStatement(s, supplier.id)).json().data;
    const confirm = { separator: ';', decimal_mark: ',', received_on: '2026-03-02' };
    const confirmed = await send(s, 'POST', `/billing/commission-statements/${id}/confirm`, confirm);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'confirmed',
      totals: { matched: 150_000, unmatched: 10_990 },
    });
    expect((await send(s, 'POST', `/billing/commission-statements/${id}/confirm`, confirm)).statusCode).toBe(
      409,
    );

    const [receipt] = (await get(s, '/billing/commission-receipts')).json().data;
    expect(receipt).toMatchObject({
      statement_id: id,
      amount: 160_990,
      unallocated: 10_990,
      currency: 'MXN',
      reference: 'Estado de comisiones iberostar-febrero.csv',
      allocations: [
        { booking: { id: hotel.id }, amount: 100_000 },
        { booking: { id: tour.id }, amount: 50_000 },
      ],
    });
    expect(await statesOf(s)).toEqual([
      ['Chichén Itzá', 'received', 50_000],
      ['Iberostar Selection Cancún', 'received', 100_000],
      ['Airport transfer', 'expected', 0],
    ]);

    const resolve = (line: number, body: object) =>
      send(s, 'POST', `/billing/commission-statements/${id}/lines/${line}/resolve`, body);
    const assigned = await resolve(4, { action: 'assign', booking_id: transfer.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.lines[2]).toMatchObject({
      line: 4,
      booking: { id: transfer.id },
      match: 'assigned',
      state: 'matched',
    });
    expect((await resolve(4, { action: 'ignore' })).statusCode).toBe(409);
    const ignored = await resolve(5, { action: 'ignore' });
    expect(ignored.json().data.totals).toEqual({ matched: 159_990, unmatched: 0, ignored: 1_000 });
    expect((await resolve(6, { action: 'ignore' })).statusCode).toBe(404);
    expect(await statesOf(s, '?state=expected')).toEqual([['Airport transfer', 'expected', 9_990]]);
    const [after] = (await get(s, '/billing/commission-receipts')).json().data;
    expect(after.allocations).toHaveLength(3);
    expect(after.unallocated).toBe(1_000);
  });

  it("a line can only be given to a booking of the statement's supplier, and only once the statement is confirmed", async () => {
    const s = await organizationWithMember(t.app);
    const { supplier } = await bookingsWithCommissions(s);
    const elsewhere = await bookingsWithCommissions(s);
    const { id } = (await uploadStatement(s, supplier.id)).json().data;
    const assign = () =>
      send(s, 'POST', `/billing/commission-statements/${id}/lines/4/resolve`, {
        action: 'assign',
        booking_id: elsewhere.transfer.id,
      });
    const early = await assign();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Confirm the statement before resolving its lines.');
    await send(s, 'POST', `/billing/commission-statements/${id}/confirm`, {
      separator: ';',
      decimal_mark: ',',
      received_on: '2026-03-02',
    });
    const refused = await assign();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ booking_id: ['The selected booking is invalid.'] });
  });

  it('a malformed file answers 422 naming the line and keeps nothing; a broken multipart body is a 400', async () => {
    const s = await organizationWithMember(t.app);
    const { supplier } = await bookingsWithCommissions(s);
    const bad = await uploadStatement(s, supplier.id, 'Localizador;Comisión\nA1;10,00\nA2;diez\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toEqual([
      'Line 3: the commission "diez" is not an amount with a decimal comma.',
    ]);
    expect((await get(s, '/billing/commission-statements')).json().data).toEqual([]);
    // A NUL character (a binary file) is refused before it reaches a text column.
    const binary = await uploadStatement(s, supplier.id, 'Localizador;Comisión\nA1;10,00\u0000\n');
    expect(binary.statusCode).toBe(422);
    expect(binary.json().errors.file).toEqual(['The file is not a CSV: it holds binary data.']);
    expect((await get(s, '/billing/commission-statements')).json().data).toEqual([]);

    const broken = await t.app.inject({
      method: 'POST',
      url: `${s.base}/billing/commission-statements?supplier_id=${supplier.id}`,
      headers: { ...s.headers, 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: 'this is not multipart',
    });
    expect(broken.statusCode).toBe(400);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `${s.base}/billing/commission-statements?supplier_id=${supplier.id}`,
      headers: s.headers,
      payload: {},
    });
    expect(noFile.statusCode).toBe(422);
  });

  it('confirming in another format re-reads the file; one that does not fit it is a 422 that records nothing', async () => {
    const s = await organizationWithMember(t.app);
    const { supplier } = await bookingsWithCommissions(s);
    const { id } = (await uploadStatement(s, supplier.id)).json().data;
    const wrong = await send(s, 'POST', `/billing/commission-statements/${id}/confirm`, {
      separator: ';',
      decimal_mark: '.',
      received_on: '2026-03-02',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.file).toEqual([
      'Line 2: the commission "1.000,00" is not an amount with a decimal point.',
    ]);
    expect((await get(s, `/billing/commission-statements/${id}`)).json().data.status).toBe('draft');
    expect((await get(s, '/billing/commission-receipts')).json().data).toEqual([]);
  });

  it("another organization's statements and suppliers answer 404 on every route", async () => {
    const s = await organizationWithMember(t.app);
    const { supplier } = await bookingsWithCommissions(s);
    const { id } = (await uploadStatement(s, supplier.id)).json().data;
    const other = await organizationWithMember(t.app);
    expect((await uploadStatement(other, supplier.id)).statusCode).toBe(404);
    expect((await get(other, `/billing/commission-statements/${id}`)).statusCode).toBe(404);
    expect((await get(other, '/billing/commission-statements')).json().data).toEqual([]);
    const confirm = { separator: ';', decimal_mark: ',', received_on: '2026-03-02' };
    expect(
      (await send(other, 'POST', `/billing/commission-statements/${id}/confirm`, confirm)).statusCode,
    ).toBe(404);
    expect(
      (
        await send(other, 'POST', `/billing/commission-statements/${id}/lines/4/resolve`, {
          action: 'ignore',
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(other, '/billing/commission-receipts')).json().data).toEqual([]);
    expect((await get(s, `/billing/commission-statements/${id}`)).json().data.status).toBe('draft');
  });
});

// Last in the file: the clock only moves forward.
describe('the next morning in Mexico City', () => {
  it("the hotel's commission expected on the 3rd is overdue there too", async () => {
    const s = await organizationWithMember(t.app);
    await bookingsWithCommissions(s);
    expect(await statesOf(s, '?state=overdue')).toHaveLength(1);
    await clock.advance(12 * 60 * 60_000);
    expect(await statesOf(s, '?state=overdue')).toEqual([
      ['Chichén Itzá', 'overdue', 0],
      ['Iberostar Selection Cancún', 'overdue', 0],
    ]);
  });
});
