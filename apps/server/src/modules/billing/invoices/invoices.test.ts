import type { CreateInvoiceInput, Invoice } from '@aurora/contracts/billing/invoices';
import type { Payment } from '@aurora/contracts/billing/payments';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { createManualClock } from '#platform/manual-clock.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { useTestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import {
  type MemberScope,
  makeClient,
  memberRequests,
  organizationWithMember,
} from '#test/records-factories.ts';
import { addBooking, makeTrip } from '#test/travel-factories.ts';
import { nextInvoiceNumber } from './invoices.repository.ts';
import { clientBalance, tripBilling, watchInvoices } from './invoices.service.ts';

const t = useTestApp();
const { get, send } = memberRequests(() => t.app);

async function draft(s: MemberScope, input: Partial<CreateInvoiceInput> = {}): Promise<Invoice> {
  const clientId =
    input.client_id ?? (input.trip_id ? undefined : (await makeClient(t.app, s.base, s.headers)).id);
  const response = await send(s, 'POST', '/invoices', {
    client_id: clientId,
    lines: [{ description: 'Hotel Arts Barcelona', quantity: '2', unit_price: 5000 }],
    ...input,
  });
  if (response.statusCode !== 201) throw new Error(`POST /invoices: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function issued(s: MemberScope, input: Partial<CreateInvoiceInput> = {}): Promise<Invoice> {
  const invoice = await draft(s, input);
  const response = await send(s, 'POST', `/invoices/${invoice.id}/issue`);
  if (response.statusCode !== 200) throw new Error(`issue: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

async function pay(s: MemberScope, invoiceId: number, amount: number, extra: object = {}) {
  return send(s, 'POST', '/payments', { invoice_id: invoiceId, amount, method: 'transfer', ...extra });
}

const invoiceOf = async (s: MemberScope, id: number): Promise<Invoice> =>
  (await get(s, `/invoices/${id}`)).json().data;

async function addCurrencies() {
  const admin = await signedIn(t.app, { admin: true });
  for (const [code, decimals, rate] of [
    ['JPY', 0, '151.5'],
    ['KWD', 3, '0.307'],
    ['BHD', 3, '0.376'],
  ] as const) {
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/currencies',
      headers: admin.headers,
      payload: { code, name: code, symbol: code, decimals, rate_to_base: rate },
    });
  }
}

describe('invoices', () => {
  it('a draft has no number; its lines are rounded once per line and its totals are their sums', async () => {
    const s = await organizationWithMember(t.app);
    const invoice = await draft(s, {
      lines: [
        { description: 'Hotel', quantity: '2.5', unit_price: 1999, tax_rate: 1600 },
        { description: 'Fee', unit_price: 25, tax_rate: 1000 },
      ],
      notes_for_client: 'Gracias por su preferencia.',
    });
    expect(invoice).toMatchObject({
      number: null,
      status: 'draft',
      kind: 'invoice',
      currency: 'MXN',
      lines: [
        { quantity: '2.5', subtotal: 4998, tax: 800, total: 5798 },
        { quantity: '1', subtotal: 25, tax: 3, total: 28 },
      ],
      subtotal: 5023,
      tax: 803,
      total: 5826,
      balance: 5826,
      schedule: { type: 'in_full' },
      instalments: [{ amount: 5826, paid: 0, status: 'open' }],
      notes_for_client: 'Gracias por su preferencia.',
      created_by: s.user,
    });
  });

  it('issuing takes the next number of the series, the exchange rate of the day, and locks the invoice', async () => {
    const s = await organizationWithMember(t.app);
    const first = await issued(s, { currency: 'USD' });
    const year = first.issue_date?.slice(0, 4);
    expect(first).toMatchObject({
      number: `${s.org.code}-${year}-00001`,
      status: 'issued',
      exchange_rate: '17.10000000',
      organization_currency: 'MXN',
      total_in_organization_currency: 171_000,
    });
    expect(first.due_date).not.toBeNull();
    expect((await issued(s)).number).toBe(`${s.org.code}-${year}-00002`);

    expect((await send(s, 'PUT', `/invoices/${first.id}`, { notes_for_client: 'Changed' })).statusCode).toBe(
      409,
    );
    expect((await send(s, 'DELETE', `/invoices/${first.id}`)).statusCode).toBe(409);
    expect((await send(s, 'POST', '/invoices/bulk', { action: 'delete', ids: [first.id] })).statusCode).toBe(
      409,
    );
    expect((await send(s, 'POST', `/invoices/${first.id}/issue`)).statusCode).toBe(409);
    expect((await invoiceOf(s, first.id)).notes_for_client).toBeNull();

    const editable = await draft(s);
    const edited = await send(s, 'PUT', `/invoices/${editable.id}`, {
      lines: [{ description: 'Tour', unit_price: 700 }],
    });
    expect(edited.json().data).toMatchObject({ total: 700, lines: [{ description: 'Tour' }] });
    expect((await send(s, 'DELETE', `/invoices/${editable.id}`)).statusCode).toBe(204);
  });

  it('a number taken in an issue that rolls back is given to the next issue', async () => {
    const s = await organizationWithMember(t.app);
    await t.db
      .transaction(async (tx) => {
        expect(await nextInvoiceNumber(tx, s.org.id, 'ZZ', 2026)).toBe(1);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await nextInvoiceNumber(t.db, s.org.id, 'ZZ', 2026)).toBe(1);
    expect(await nextInvoiceNumber(t.db, s.org.id, 'ZZ', 2026)).toBe(2);
  });

  it('two instances issuing 50 invoices at once: numbers 1 to 50, no gap, no duplicate', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const drafts: Invoice[] = [];
    for (let index = 0; index < 50; index += 1) drafts.push(await draft(s, { client_id: client.id }));
    const second = await buildApp(t.config, t.db);
    await second.ready();
    try {
      const responses = await Promise.all(
        drafts.map((invoice, index) =>
          (index % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: `${s.base}/invoices/${invoice.id}/issue`,
            headers: s.headers,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
      const numbers = responses.map((response) => Number(response.json().data.number.split('-').at(-1)));
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    } finally {
      await second.close();
    }
  });

  it.each([
    ['JPY', 1001, [333, 668]],
    ['USD', 100_001, [33_330, 66_671]],
    ['KWD', 10_000_001, [3_333_000, 6_667_001]],
    ['BHD', 7, [2, 5]],
  ])('a deposit plan in %s adds up to the total exactly', async (currency, total, amounts) => {
    if (currency === 'JPY') await addCurrencies();
    const s = await organizationWithMember(t.app);
    const invoice = await issued(s, {
      currency,
      lines: [{ description: 'Package', unit_price: total }],
      schedule: { type: 'deposit', deposit_percent: '33.33' },
    });
    expect(invoice.instalments.map((instalment) => instalment.amount)).toEqual(amounts);
  });

  it('from a trip: its client and currency, a line per booking at its sell price, the balance due before the trip', async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, {
      trip: { start_date: '2030-06-01', end_date: '2030-06-10', currency: 'USD' },
    });
    await addBooking(t.app, s, trip.id, {
      title: 'Hotel Arts Barcelona',
      details: { type: 'tour' },
      currency: 'USD',
      sell: 250_000,
      cost: 200_000,
      supplier_payments: [{ due_on: '2030-05-01', amount: 200_000 }],
    });
    await addBooking(t.app, s, trip.id, {
      title: 'Tour',
      details: { type: 'tour' },
      currency: 'MXN',
      sell: 17_100,
    });
    // What a form shows before saving is what the server adds.
    const preview = await get(s, `/invoices/trip-lines?trip_id=${trip.id}&currency=USD`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual([
      expect.objectContaining({ description: 'Hotel Arts Barcelona', unit_price: 250_000, total: 250_000 }),
      expect.objectContaining({ description: 'Tour', unit_price: 1000, total: 1000 }),
    ]);
    const unknown = await get(s, `/invoices/trip-lines?trip_id=${trip.id}&currency=XXQ`);
    expect(unknown.statusCode).toBe(422);
    const elsewhere = await organizationWithMember(t.app);
    expect((await get(elsewhere, `/invoices/trip-lines?trip_id=${trip.id}&currency=USD`)).statusCode).toBe(
      404,
    );

    const invoice = await draft(s, {
      trip_id: trip.id,
      lines: [],
      add_trip_bookings: true,
      schedule: { type: 'deposit', deposit_percent: '30' },
    });
    expect(invoice).toMatchObject({
      client: trip.client,
      trip: { id: trip.id },
      currency: 'USD',
      lines: [
        { description: 'Hotel Arts Barcelona', quantity: '1', unit_price: 250_000, total: 250_000 },
        { description: 'Tour', unit_price: 1000 },
      ],
      total: 251_000,
    });
    expect(invoice.instalments.map((instalment) => [instalment.amount, instalment.due_date])).toEqual([
      [75_300, expect.any(String)],
      [175_700, '2030-04-17'],
    ]);
    const fromSuppliers = await send(s, 'PUT', `/invoices/${invoice.id}`, {
      schedule: { type: 'deposit', deposit_amount: 50_000, balance_from: 'supplier_payments' },
    });
    expect(fromSuppliers.json().data.instalments[1]).toMatchObject({
      amount: 201_000,
      due_date: '2030-04-24',
    });

    const other = await makeClient(t.app, s.base, s.headers);
    const mismatch = await send(s, 'POST', '/invoices', { client_id: other.id, trip_id: trip.id });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ trip_id: ["The trip is not the client's."] });
  });

  it("the balance's days before the trip are the organization's setting, which administrators change", async () => {
    const s = await organizationWithMember(t.app);
    const admin = await signedIn(t.app, { admin: true });
    const settings = {
      balance_days_before_start: 60,
      supplier_buffer_days: 10,
      payment_terms_days: 30,
      reminder_days: 5,
    };
    expect((await send(s, 'PUT', '/billing/settings', settings)).statusCode).toBe(403);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${s.base}/billing/settings`,
      headers: admin.headers,
      payload: settings,
    });
    expect(changed.json().data).toEqual(settings);
    expect((await get(s, '/billing/settings')).json().data).toEqual(settings);
    const trip = await makeTrip(t.app, s, { trip: { start_date: '2030-06-01', end_date: '2030-06-10' } });
    const invoice = await draft(s, { trip_id: trip.id, schedule: { type: 'deposit', deposit_amount: 1000 } });
    expect(invoice.instalments[1]?.due_date).toBe('2030-04-02');
  });

  it('bad input names the field and changes nothing', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const negative = await send(s, 'POST', '/invoices', {
      client_id: client.id,
      lines: [{ description: 'Hotel', quantity: '-1', unit_price: 100 }],
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toHaveProperty(['lines.0.quantity']);
    // Amounts past what an invoice keeps exactly are refused, a line's and the sum of its lines.
    const huge = await send(s, 'POST', '/invoices', {
      client_id: client.id,
      lines: [{ description: 'Fleet', quantity: '999999999', unit_price: 1_000_000_000_000 }],
    });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ 'lines.0.quantity': ['This amount is too large.'] });
    const summed = await send(s, 'POST', '/invoices', {
      client_id: client.id,
      lines: [1, 2].map((n) => ({ description: `Charter ${n}`, unit_price: 900_000_000_000 })),
    });
    expect(summed.statusCode).toBe(422);
    expect(summed.json().errors).toEqual({ lines: ['This amount is too large.'] });
    const uneven = await send(s, 'POST', '/invoices', {
      client_id: client.id,
      lines: [{ description: 'Hotel', unit_price: 1000 }],
      schedule: {
        type: 'custom',
        instalments: [
          { due_date: '2030-01-01', amount: 500 },
          { due_date: '2030-02-01', amount: 400 },
        ],
      },
    });
    expect(uneven.statusCode).toBe(422);
    expect(uneven.json().errors).toEqual({
      'schedule.instalments': ['The instalments add up to MX$9.00, not the total of MX$10.00.'],
    });
    const empty = await draft(s, { client_id: client.id, lines: [] });
    const refused = await send(s, 'POST', `/invoices/${empty.id}/issue`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('lines');
    expect((await get(s, `/invoices?filter[client_id]=${client.id}`)).json().data).toHaveLength(1);
  });
});

describe('payments', () => {
  it('are allocated to the earliest open instalments; refunds and voids allocate again; statuses follow', async () => {
    const s = await organizationWithMember(t.app);
    const invoice = await issued(s, {
      currency: 'USD',
      lines: [{ description: 'Package', unit_price: 10_000 }],
      schedule: {
        type: 'custom',
        instalments: [
          { due_date: '2030-01-01', amount: 3000 },
          { due_date: '2030-02-01', amount: 3000 },
          { due_date: '2030-03-01', amount: 4000 },
        ],
      },
    });
    const paidOf = async () =>
      (await invoiceOf(s, invoice.id)).instalments.map((instalment) => instalment.paid);
    const first = await pay(s, invoice.id, 4500, { reference: 'SPEI 0042' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      amount: 4500,
      currency: 'USD',
      method: 'transfer',
      status: 'recorded',
      invoice: { id: invoice.id, name: invoice.number },
      recorded_by: s.user,
    });
    expect(await paidOf()).toEqual([3000, 1500, 0]);
    expect((await invoiceOf(s, invoice.id)).status).toBe('partly_paid');

    const rest: Payment = (await pay(s, invoice.id, 5500)).json().data;
    expect(await invoiceOf(s, invoice.id)).toMatchObject({ status: 'paid', paid: 10_000, balance: 0 });

    const refund = await pay(s, invoice.id, -1000, { method: 'card' });
    expect(refund.statusCode).toBe(201);
    expect(await paidOf()).toEqual([3000, 3000, 3000]);
    expect((await invoiceOf(s, invoice.id)).status).toBe('partly_paid');
    const tooMuchBack = await pay(s, invoice.id, -9001);
    expect(tooMuchBack.statusCode).toBe(422);
    // Another currency than the organization's is written with its code (and a no-break space).
    expect(tooMuchBack.json().errors.amount).toEqual([
      'A refund can be at most what was paid (USD\u00a090.00).',
    ]);

    expect((await send(s, 'DELETE', `/payments/${rest.id}`)).statusCode).toBe(409);
    const voided = await send(s, 'POST', `/payments/${rest.id}/void`, { reason: 'Bounced' });
    expect(voided.json().data).toMatchObject({ status: 'void', void_reason: 'Bounced' });
    expect(await paidOf()).toEqual([3000, 500, 0]);
    expect((await send(s, 'POST', `/payments/${rest.id}/void`, { reason: 'Again' })).statusCode).toBe(409);
    expect(
      (await get(s, `/payments?filter[invoice_id]=${invoice.id}&filter[status]=recorded`)).json().meta.total,
    ).toBe(2);
    const reference = await send(s, 'PUT', `/payments/${first.json().data.id}`, { reference: 'SPEI 0043' });
    expect(reference.json().data).toMatchObject({ reference: 'SPEI 0043', amount: 4500 });
  });

  it('more than what is open is refused unless an overpayment, which becomes a credit of the client', async () => {
    const s = await organizationWithMember(t.app);
    const invoice = await issued(s, { lines: [{ description: 'Package', unit_price: 10_000 }] });
    const refused = await pay(s, invoice.id, 12_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount[0]).toContain('MX$20.00 more than the MX$100.00 open');
    expect((await get(s, `/payments?filter[invoice_id]=${invoice.id}`)).json().data).toEqual([]);
    const over = await pay(s, invoice.id, 12_000, { overpayment: true });
    expect(over.json().data).toMatchObject({ amount: 12_000, credit: 2000 });
    expect(await invoiceOf(s, invoice.id)).toMatchObject({ status: 'paid', paid: 10_000, balance: 0 });
  });

  it('another currency needs an explicit rate; with it the amount is converted once', async () => {
    const s = await organizationWithMember(t.app);
    const invoice = await issued(s, { lines: [{ description: 'Package', unit_price: 500_000 }] });
    const missing = await pay(s, invoice.id, 10_000, { currency: 'USD' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('exchange_rate');
    // A rate that makes the amount larger than an invoice keeps is refused, not overflowed.
    const enormous = await pay(s, invoice.id, 1_000_000_000_000, {
      currency: 'USD',
      exchange_rate: '99999999999.99',
      overpayment: true,
    });
    expect(enormous.statusCode).toBe(422);
    expect(enormous.json().errors).toEqual({ amount: ['This amount is too large.'] });
    const paid = await pay(s, invoice.id, 10_000, { currency: 'USD', exchange_rate: '17.105' });
    expect(paid.json().data).toMatchObject({
      amount: 171_050,
      currency: 'MXN',
      received_amount: 10_000,
      received_currency: 'USD',
      exchange_rate: '17.105',
    });
    const draftOnly = await draft(s);
    expect((await pay(s, draftOnly.id, 100)).json().errors).toHaveProperty('invoice_id');
  });
});

describe('credit notes and voids', () => {
  it('a credit note is a negative invoice in the CN- series that lowers what the invoice asks', async () => {
    const s = await organizationWithMember(t.app);
    const invoice = await issued(s, {
      lines: [
        { description: 'Hotel', unit_price: 10_000, tax_rate: 1600 },
        { description: 'Tour', unit_price: 5000 },
      ],
    });
    const partial = await send(s, 'POST', `/invoices/${invoice.id}/credit-notes`, {
      lines: [{ description: 'Tour cancelled', unit_price: 5000 }],
      reason: 'The tour was cancelled by the supplier.',
    });
    expect(partial.statusCode).toBe(201);
    const year = invoice.issue_date?.slice(0, 4);
    expect(partial.json().data).toMatchObject({
      kind: 'credit_note',
      number: `CN-${s.org.code}-${year}-00001`,
      status: 'issued',
      credited_invoice: { id: invoice.id, name: invoice.number },
      total: -5000,
      lines: [{ unit_price: -5000, total: -5000 }],
    });
    expect(await invoiceOf(s, invoice.id)).toMatchObject({
      credited: 5000,
      balance: 11_600,
      status: 'partly_paid',
    });
    const tooMuch = await send(s, 'POST', `/invoices/${invoice.id}/credit-notes`, {
      lines: [{ description: 'Everything', unit_price: 20_000 }],
      reason: 'Too much',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.lines).toEqual([
      'A credit note must credit more than 0 and at most MX$116.00, what is left to credit.',
    ]);
    const rest = await send(s, 'POST', `/invoices/${invoice.id}/credit-notes`, {
      lines: [{ description: 'Hotel', unit_price: 10_000, tax_rate: 1600 }],
      reason: 'Trip cancelled',
    });
    expect(rest.json().data.number).toBe(`CN-${s.org.code}-${year}-00002`);
    expect(await invoiceOf(s, invoice.id)).toMatchObject({ balance: 0, status: 'paid' });
    // The invoice's page lists its credit notes by what they credit.
    const credits = await get(s, `/invoices?filter[credited_invoice_id]=${invoice.id}&sort=created_at`);
    expect(credits.json().data.map((note: { number: string }) => note.number)).toEqual([
      `CN-${s.org.code}-${year}-00001`,
      `CN-${s.org.code}-${year}-00002`,
    ]);
    // Invoices keep their own series.
    expect((await issued(s)).number).toBe(`${s.org.code}-${year}-00002`);
    expect(
      (await send(s, 'POST', `/invoices/${rest.json().data.id}/credit-notes`, { reason: 'x' })).statusCode,
    ).toBe(409);
    // A client deleted takes its invoices, their credit notes and payments along.
    await pay(s, invoice.id, 100, { overpayment: true });
    expect((await send(s, 'DELETE', `/clients/${invoice.client.id}`)).statusCode).toBe(204);
    expect((await get(s, `/invoices/${invoice.id}`)).statusCode).toBe(404);
    expect((await get(s, `/invoices/${rest.json().data.id}`)).statusCode).toBe(404);
  });

  it('an issued invoice is voided with a reason only without payments', async () => {
    const s = await organizationWithMember(t.app);
    const invoice = await issued(s);
    const payment = (await pay(s, invoice.id, 1000)).json().data;
    expect((await send(s, 'POST', `/invoices/${invoice.id}/void`, { reason: 'Duplicate' })).statusCode).toBe(
      409,
    );
    await send(s, 'POST', `/payments/${payment.id}/void`, { reason: 'Wrong invoice' });
    const voided = await send(s, 'POST', `/invoices/${invoice.id}/void`, { reason: 'Duplicate' });
    expect(voided.json().data).toMatchObject({
      status: 'void',
      void_reason: 'Duplicate',
      number: invoice.number,
      balance: 0,
    });
    expect((await pay(s, invoice.id, 1000)).statusCode).toBe(422);
    const blank = await send(s, 'POST', `/invoices/${(await issued(s)).id}/void`, { reason: ' ' });
    expect(blank.statusCode).toBe(422);
  });
});

describe('the days', () => {
  it("an instalment is overdue the day after its due date in the organization's zone, reminded once before, and back when paid", async () => {
    const s = await organizationWithMember(t.app, { timezone: 'America/Mexico_City', locale: 'es-MX' });
    const trip = await makeTrip(t.app, s, { trip: { start_date: '2030-06-01', end_date: '2030-06-10' } });
    const invoice = await issued(s, {
      trip_id: trip.id,
      lines: [{ description: 'Paquete', unit_price: 10_000 }],
      schedule: {
        type: 'custom',
        instalments: [
          { due_date: '2030-03-10', amount: 4000 },
          { due_date: '2030-04-10', amount: 6000 },
        ],
      },
    });
    const clock = createManualClock(new Date('2030-03-02T12:00:00Z'));
    const scope = await getOrganizationScope(t.db, s.org.id);
    const instance = () => ({ ...withOrganization(offlineContext(t.db), scope), clock });

    // Eight days ahead: no reminder yet; seven: one task, even with two runs at once.
    expect((await watchInvoices(instance())).reminded).toBe(0);
    await clock.advance(24 * 3_600_000);
    const runs = await Promise.all([watchInvoices(instance()), watchInvoices(instance())]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);
    const tasks = (await get(s, '/tasks?filter[origin]=deadline')).json().data;
    expect(tasks).toMatchObject([
      {
        title: `Vence un pago 1/2: ${invoice.number} · ${trip.client.name} · $40.00`,
        type: 'payment',
        assignee: s.user,
        due_date: '2030-03-10',
        related: [{ type: 'trip', id: trip.id }],
      },
    ]);

    // 23:30 on 10 March in Mexico City is still the due day; 00:30 on the 11th is not.
    await clock.advance(Date.parse('2030-03-11T05:30:00Z') - clock.now().getTime());
    expect((await watchInvoices(instance())).moved).toEqual([]);
    await clock.advance(60 * 60_000);
    expect((await watchInvoices(instance())).moved).toEqual([invoice.id]);
    expect((await invoiceOf(s, invoice.id)).status).toBe('overdue');
    const admin = await signedIn(t.app, { admin: true });
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${s.org.id}/stats`,
      headers: admin.headers,
    });
    expect(stats.json().data).toMatchObject({ outstanding_invoices: 1, overdue_invoices: 1 });

    await pay(s, invoice.id, 4000);
    expect((await invoiceOf(s, invoice.id)).status).toBe('partly_paid');
  });

  it("a trip's and a client's balances across their invoices", async () => {
    const s = await organizationWithMember(t.app);
    const trip = await makeTrip(t.app, s, { trip: { currency: 'MXN' } });
    const invoice = await issued(s, {
      trip_id: trip.id,
      lines: [{ description: 'Paquete', unit_price: 100_000 }],
    });
    await issued(s, {
      client_id: trip.client.id,
      currency: 'USD',
      lines: [{ description: 'Seguro', unit_price: 1000 }],
    });
    await draft(s, { trip_id: trip.id });
    await pay(s, invoice.id, 40_000);
    const ctx = { ...withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id)) };
    expect(await tripBilling(ctx, trip.id)).toEqual({
      currency: 'MXN',
      invoiced: 100_000,
      paid: 40_000,
      balance: 60_000,
    });
    expect(await clientBalance(ctx, trip.client.id)).toEqual({
      currency: 'MXN',
      invoiced: 117_100,
      paid: 40_000,
      balance: 77_100,
    });
  });
});

describe('another organization', () => {
  it('every invoice and payment route answers 404', async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    const invoice = await issued(s);
    const payment = (await pay(s, invoice.id, 100)).json().data;
    const paths: ['GET' | 'PUT' | 'DELETE' | 'POST', string, object?][] = [
      ['GET', `/invoices/${invoice.id}`],
      ['PUT', `/invoices/${invoice.id}`, { notes_for_client: 'Mine' }],
      ['DELETE', `/invoices/${invoice.id}`],
      ['POST', `/invoices/${invoice.id}/issue`],
      ['POST', `/invoices/${invoice.id}/void`, { reason: 'Mine' }],
      ['POST', `/invoices/${invoice.id}/credit-notes`, { reason: 'Mine' }],
      ['GET', `/payments/${payment.id}`],
      ['PUT', `/payments/${payment.id}`, { reference: 'Mine' }],
      ['DELETE', `/payments/${payment.id}`],
      ['POST', `/payments/${payment.id}/void`, { reason: 'Mine' }],
    ];
    for (const [method, path, payload] of paths) {
      const response = method === 'GET' ? await get(other, path) : await send(other, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const foreignPayment = await pay(other, invoice.id, 100);
    expect(foreignPayment.statusCode).toBe(422);
    expect(foreignPayment.json().errors).toEqual({ invoice_id: ['The selected invoice is invalid.'] });
    expect((await get(other, '/invoices')).json().data).toEqual([]);
    expect((await get(other, '/payments')).json().data).toEqual([]);
    expect(
      (await send(other, 'POST', '/invoices/bulk', { action: 'delete', ids: [invoice.id] })).json().data,
    ).toEqual({
      affected: 0,
    });
    expect((await invoiceOf(s, invoice.id)).paid).toBe(100);
  });
});
