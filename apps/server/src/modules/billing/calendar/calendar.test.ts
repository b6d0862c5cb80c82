import type { BillingSummary, Calendar, CalendarEntry } from '@aurora/contracts/billing/calendar';
import type { CreateInvoiceInput, Invoice } from '@aurora/contracts/billing/invoices';
import { convertMinorUnits } from '@aurora/contracts/money';
import type { Currency } from '@aurora/contracts/reference';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import { type MemberScope, memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { addBooking, makeSupplier, makeTrip } from '#test/travel-factories.ts';

// Wednesday 4 March 2026, 05:00 UTC: still Tuesday the 3rd in Mexico City.
const clock = createManualClock(new Date('2026-03-04T05:00:00Z'));
const t = useTestApp(() => createTestApp({}, { clock }));
const { get, send } = memberRequests(() => t.app);

async function issued(s: MemberScope, input: Partial<CreateInvoiceInput>): Promise<Invoice> {
  const draft = await send(s, 'POST', '/invoices', {
    lines: [{ description: 'Hotel Arts Barcelona', quantity: '2', unit_price: 5000 }],
    ...input,
  });
  if (draft.statusCode !== 201) throw new Error(`POST /invoices: ${draft.statusCode} ${draft.body}`);
  const response = await send(s, 'POST', `/invoices/${draft.json().data.id}/issue`);
  if (response.statusCode !== 200) throw new Error(`issue: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function pay(s: MemberScope, invoiceId: number, amount: number, paidOn = '2026-03-02') {
  const response = await send(s, 'POST', '/payments', {
    invoice_id: invoiceId,
    amount,
    method: 'transfer',
    paid_on: paidOn,
  });
  if (response.statusCode !== 201) throw new Error(`POST /payments: ${response.statusCode} ${response.body}`);
}

async function rates(s: MemberScope) {
  const currencies: Currency[] = (
    await t.app.inject({ url: '/api/v2/currencies', headers: s.headers })
  ).json().data;
  return (code: string) => {
    const currency = currencies.find((candidate) => candidate.code === code);
    return { exponent: currency?.decimals ?? 2, rate: currency?.rate_to_base ?? '1' };
  };
}

/**
 * A trip with: an MXN hotel (a supplier payment due on the 10th, one paid, a commission expected
 * on the 20th, an option deadline on the 12th), a USD tour (a payment due on the 11th), and an
 * MXN invoice in two instalments (1 March, partly paid and overdue; 15 March).
 */
async function month(s: MemberScope) {
  const hotels = await makeSupplier(t.app, s, {
    name: 'Hoteles Pestana',
    category: 'hotel',
    currency: 'MXN',
  });
  const tours = await makeSupplier(t.app, s, { name: 'Tours del Sur', category: 'hotel', currency: 'USD' });
  const trip = await makeTrip(t.app, s);
  const hotel = await addBooking(t.app, s, trip.id, {
    title: 'Pestana Palace',
    supplier_id: hotels.id,
    currency: 'MXN',
    cost: 900_000,
    sell: 1_000_000,
    commission_amount: 50_000,
    commission_expected_on: '2026-03-20',
    deadline_at: '2026-03-12T18:00:00-06:00',
    deadline_kind: 'option',
    starts_on: '2026-03-10',
    details: { type: 'hotel' },
    supplier_payments: [
      { due_on: '2026-03-10', amount: 300_000 },
      { due_on: '2026-03-05', amount: 100_000, paid_on: '2026-03-01' },
    ],
  });
  const tour = await addBooking(t.app, s, trip.id, {
    title: 'Tour of the Alhambra',
    supplier_id: tours.id,
    currency: 'USD',
    starts_on: '2026-03-11',
    details: { type: 'tour' },
    supplier_payments: [{ due_on: '2026-03-11', amount: 12_000 }],
  });
  const invoice = await issued(s, {
    trip_id: trip.id,
    issue_date: '2026-02-20',
    schedule: {
      type: 'custom',
      instalments: [
        { due_date: '2026-03-01', amount: 5000 },
        { due_date: '2026-03-15', amount: 5000 },
      ],
    },
  });
  await pay(s, invoice.id, 2000);
  return { hotels, tours, trip, hotel, tour, invoice };
}

const calendarOf = async (s: MemberScope, query: string): Promise<Calendar> => {
  const response = await get(s, `/billing/calendar?${query}`);
  if (response.statusCode !== 200) throw new Error(`calendar: ${response.statusCode} ${response.body}`);
  return response.json().data;
};
const keys = (calendar: Calendar) => calendar.entries.map((entry: CalendarEntry) => entry.key);

describe('the money calendar', () => {
  it('shows each kind on its day in the organization zone, with totals in its currency', async () => {
    const s = await organizationWithMember(t.app);
    const { trip, hotel, tour, invoice, hotels } = await month(s);
    const rate = await rates(s);
    const calendar = await calendarOf(s, 'from=2026-03-01&to=2026-03-31');

    expect(calendar).toMatchObject({ currency: 'MXN', today: '2026-03-03', from: '2026-03-01' });
    expect(calendar.entries.map((entry) => [entry.date, entry.kind, entry.direction, entry.overdue])).toEqual(
      [
        ['2026-03-01', 'instalment', 'in', true],
        ['2026-03-10', 'supplier_payment', 'out', false],
        ['2026-03-11', 'supplier_payment', 'out', false],
        ['2026-03-12', 'option_deadline', 'risk', false],
        ['2026-03-15', 'instalment', 'in', false],
        ['2026-03-20', 'commission', 'in', false],
      ],
    );
    const [first, hotelPayment, tourPayment, option] = calendar.entries;
    // 2,000 paid of the first 5,000: 3,000 left.
    expect(first).toMatchObject({
      amount: 3000,
      currency: 'MXN',
      amount_in_organization_currency: 3000,
      conversion: 'same_currency',
      label: invoice.number,
      invoice: { id: invoice.id, number: invoice.number },
      trip: { id: trip.id, name: `${trip.reference} · ${trip.title}` },
      client: { id: trip.client.id },
      owner_id: s.user.id,
    });
    expect(hotelPayment).toMatchObject({
      amount: 300_000,
      booking: { id: hotel.id, title: 'Pestana Palace' },
      supplier: { id: hotels.id, name: 'Hoteles Pestana' },
      trip: { id: trip.id },
    });
    const usd = convertMinorUnits(12_000, rate('USD'), rate('MXN'));
    expect(tourPayment).toMatchObject({
      booking: { id: tour.id },
      amount: 12_000,
      currency: 'USD',
      amount_in_organization_currency: usd,
      conversion: 'reference_rate',
    });
    expect(option).toMatchObject({
      amount: null,
      due_at: '2026-03-13T00:00:00.000Z',
      label: 'Pestana Palace',
    });

    expect(calendar.totals).toEqual({ in: 3000 + 5000 + 50_000, out: 300_000 + usd });
    expect(calendar.days).toContainEqual({ date: '2026-03-10', in: 0, out: 300_000 });
    expect(calendar.days).toContainEqual({ date: '2026-03-12', in: 0, out: 0 });
    expect(calendar.weeks.map((week) => week.starts_on)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(calendar.weeks[2]).toEqual({ starts_on: '2026-03-09', in: 5000, out: 300_000 + usd });
    expect(calendar.unconverted).toBe(0);

    // A day's range shows only that day.
    expect(keys(await calendarOf(s, 'from=2026-03-10&to=2026-03-10'))).toEqual([
      `supplier_payment:${hotel.id}:0`,
    ]);
  });

  it('converts an invoice at the rate locked when it was issued', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s);
    const invoice = await issued(s, { trip_id: trip.id, currency: 'USD', due_date: '2026-03-20' });
    expect(invoice.exchange_rate).not.toBeNull();
    const [entry] = (await calendarOf(s, 'from=2026-03-01&to=2026-03-31')).entries;
    expect(entry).toMatchObject({
      amount: 10_000,
      currency: 'USD',
      conversion: 'invoice_rate',
      amount_in_organization_currency: convertMinorUnits(
        10_000,
        { exponent: 2, rate: '1' },
        { exponent: 2, rate: invoice.exchange_rate ?? '' },
      ),
    });
  });

  it('filters by agent, trip and supplier', async () => {
    const s = await organizationWithMember(t.app);
    const { trip, hotels, hotel } = await month(s);
    const other = await makeTrip(t.app, s, { trip: { title: 'Lisbon' } });
    const lisbon = await addBooking(t.app, s, other.id, {
      title: 'Lisbon walk',
      currency: 'MXN',
      details: { type: 'tour' },
      supplier_payments: [{ due_on: '2026-03-08', amount: 1000 }],
    });
    const range = 'from=2026-03-01&to=2026-03-31';

    expect(keys(await calendarOf(s, `${range}&trip_id=${other.id}`))).toEqual([
      `supplier_payment:${lisbon.id}:0`,
    ]);
    expect((await calendarOf(s, `${range}&trip_id=${trip.id}`)).entries).toHaveLength(6);
    // A supplier's: its bookings' payments, commission and deadline; no client instalment.
    expect(keys(await calendarOf(s, `${range}&supplier_id=${hotels.id}`))).toEqual([
      `supplier_payment:${hotel.id}:0`,
      `option_deadline:${hotel.id}`,
      `commission:${hotel.id}`,
    ]);
    expect((await calendarOf(s, `${range}&owner_id=${s.user.id}`)).entries).toHaveLength(7);
    expect((await calendarOf(s, `${range}&owner_id=${s.user.id + 1000}`)).entries).toEqual([]);
  });

  it('refuses a range that is backwards, too long or not dates', async () => {
    const s = await organizationWithMember(t.app);
    const backwards = await get(s, '/billing/calendar?from=2026-03-10&to=2026-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['Must be on or after the first day.']);
    const long = await get(s, '/billing/calendar?from=2026-01-01&to=2026-04-30');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(['The calendar shows at most 92 days at once.']);
    expect((await get(s, '/billing/calendar?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
    expect((await get(s, '/billing/calendar?from=march&to=2026-04-02')).statusCode).toBe(422);
    expect((await get(s, '/billing/calendar?to=2026-04-02')).statusCode).toBe(422);
  });

  it("never shows another organization's money, and its calendar is not found", async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    await month(other);
    expect((await calendarOf(s, 'from=2026-03-01&to=2026-03-31')).entries).toEqual([]);
    const theirs = await t.app.inject({
      url: `${other.base}/billing/calendar?from=2026-03-01&to=2026-03-31`,
      headers: s.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the billing summary', () => {
  it('adds up outstanding, overdue, received this month, due to suppliers and late commissions', async () => {
    const s = await organizationWithMember(t.app);
    await month(s);
    const late = await makeTrip(t.app, s, { trip: { title: 'Late commission' } });
    await addBooking(t.app, s, late.id, {
      title: 'Cruise',
      currency: 'MXN',
      sell: 100_000,
      commission_amount: 7000,
      commission_expected_on: '2026-02-15',
      details: { type: 'tour' },
    });
    const rate = await rates(s);
    const response = await get(s, '/billing/summary');
    expect(response.statusCode).toBe(200);
    const summary: BillingSummary = response.json().data;
    expect(summary).toEqual({
      currency: 'MXN',
      outstanding: { amount: 8000, count: 1 },
      overdue: { amount: 3000, count: 1 },
      received_this_month: { amount: 2000, count: 1 },
      due_to_suppliers_30_days: {
        amount: 300_000 + convertMinorUnits(12_000, rate('USD'), rate('MXN')),
        count: 2,
      },
      commissions_overdue: { amount: 7000, count: 1 },
      received_by_month: expect.any(Array),
    });
    // Twelve months up to this one, oldest first; the payment of 4 March in March.
    expect(summary.received_by_month.map((month) => month.month)).toEqual([
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => `2025-${month}`),
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(summary.received_by_month.at(-1)).toEqual({ month: '2026-03', amount: 2000, count: 1 });
    expect(summary.received_by_month.slice(0, -1).every((month) => month.amount === 0)).toBe(true);

    const empty = await organizationWithMember(t.app);
    expect((await get(empty, '/billing/summary')).json().data).toMatchObject({
      outstanding: { amount: 0, count: 0 },
      received_this_month: { amount: 0, count: 0 },
    });
  });
});

describe('overdue instalments', () => {
  it("lists the oldest first, of one agent's trips when asked, with the count and sum of all", async () => {
    const s = await organizationWithMember(t.app);
    const { invoice } = await month(s);
    const trip = await makeTrip(t.app, s, { trip: { title: 'Older' } });
    const older = await issued(s, { trip_id: trip.id, issue_date: '2026-02-01', due_date: '2026-02-10' });

    const all = (await get(s, '/billing/overdue-instalments')).json();
    expect(all.data.map((entry: CalendarEntry) => [entry.invoice?.id, entry.date, entry.amount])).toEqual([
      [older.id, '2026-02-10', 10_000],
      [invoice.id, '2026-03-01', 3000],
    ]);
    expect(all.meta).toEqual({ count: 2, amount: 13_000, currency: 'MXN' });
    const first = (await get(s, '/billing/overdue-instalments?limit=1')).json();
    expect(first.data).toHaveLength(1);
    expect(first.meta.count).toBe(2);
    expect((await get(s, `/billing/overdue-instalments?owner_id=${s.user.id}`)).json().meta.count).toBe(2);
    expect((await get(s, `/billing/overdue-instalments?owner_id=${s.user.id + 1000}`)).json().data).toEqual(
      [],
    );
    expect((await get(s, '/billing/overdue-instalments?limit=500')).statusCode).toBe(422);

    const other = await organizationWithMember(t.app);
    expect((await get(other, '/billing/overdue-instalments')).json().meta.count).toBe(0);
  });
});

describe("a trip's and a client's billing", () => {
  it('sums issued invoices net of payments; another organization answers 404', async () => {
    const s = await organizationWithMember(t.app);
    const { trip } = await month(s);
    expect((await get(s, `/trips/${trip.id}/billing`)).json().data).toEqual({
      currency: 'MXN',
      invoiced: 10_000,
      paid: 2000,
      balance: 8000,
    });
    expect((await get(s, `/clients/${trip.client.id}/billing`)).json().data).toEqual({
      currency: 'MXN',
      invoiced: 10_000,
      paid: 2000,
      balance: 8000,
    });
    const other = await organizationWithMember(t.app);
    expect((await get(other, `/trips/${trip.id}/billing`)).statusCode).toBe(404);
    expect((await get(other, `/clients/${trip.client.id}/billing`)).statusCode).toBe(404);
  });
});
