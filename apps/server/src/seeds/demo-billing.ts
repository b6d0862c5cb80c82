/**
 * The demo agencies' invoices: for some of their trips, an invoice in every status (a draft, one
 * issued with its deposit due today, one partly paid with a credit note, one paid by card, two
 * overdue, one void), with payments (one voided: a bounced cheque). Dates are counted from today in
 * the organization's zone, so the overdue instalments are always a few days late. Made through
 * the billing module's services, once: nothing is added when the organization has invoices.
 */
import { createCreditNoteSchema, createInvoiceSchema } from '@aurora/contracts/billing/invoices';
import { createPaymentSchema, type PaymentMethod } from '@aurora/contracts/billing/payments';
import { allocateMinorUnits } from '@aurora/contracts/money';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import type { Trip } from '@aurora/contracts/travel/trips';
import {
  createCreditNote,
  createInvoice,
  issueInvoice,
  listInvoices,
  voidInvoice,
} from '#modules/billing/invoices/invoices.service.ts';
import { createPayment, voidPayment } from '#modules/billing/payments/payments.service.ts';
import { listTrips } from '#modules/travel/trips/trips.service.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';

const TEXTS = {
  en: {
    notes:
      'Thank you for travelling with us. Transfers to the account on file; please quote the invoice number.',
    discount: 'Loyal client discount',
    creditReason: 'Discount agreed after the invoice was issued.',
    voidReason: 'Issued twice by mistake.',
    bounced: 'Cheque returned by the bank.',
  },
  es: {
    notes:
      'Gracias por viajar con nosotros. Transferencias a la cuenta registrada; indique el número de factura.',
    discount: 'Descuento por cliente frecuente',
    creditReason: 'Descuento acordado después de emitir la factura.',
    voidReason: 'Emitida dos veces por error.',
    bounced: 'Cheque devuelto por el banco.',
  },
};

type Plan = 'draft' | 'issued' | 'partly_paid' | 'paid' | 'overdue' | 'void';
const PLANS: Plan[] = ['draft', 'issued', 'partly_paid', 'paid', 'overdue', 'overdue', 'void'];

export async function seedDemoBilling(ctx: OrganizationContext): Promise<void> {
  const { organization } = ctx;
  if ((await listInvoices(ctx, { page: 1, per_page: 1, sort: '-created_at' })).meta.total > 0) return;
  const texts = TEXTS[languageOfOrganization(organization)];
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  const trips = (await listTrips(ctx, { page: 1, per_page: 100, sort: 'start_date' })).data.filter(
    (trip: Trip) => trip.status !== 'cancelled' && trip.status !== 'inquiry' && trip.totals.sell > 0,
  );
  const pay = async (
    invoiceId: number,
    amount: number,
    method: PaymentMethod,
    paidOn: string,
    reference?: string,
  ) =>
    (
      await createPayment(
        ctx,
        createPaymentSchema.parse({ invoice_id: invoiceId, amount, method, paid_on: paidOn, reference }),
      )
    ).data;

  for (const [index, plan] of PLANS.entries()) {
    const trip = trips[index];
    if (!trip) return;
    const late = plan === 'overdue';
    // Overdue ones were issued a month ago with a deposit due twenty days ago.
    const issueDate = late ? addDays(today, -30 - index) : null;
    const schedule = late
      ? {
          type: 'custom',
          instalments: [
            { due_date: addDays(today, -20 + index), percent: '40' },
            { due_date: addDays(today, 25), percent: '60' },
          ],
        }
      : plan === 'paid'
        ? { type: 'in_full' }
        : { type: 'deposit', deposit_percent: '30' };
    const { data: draft } = await createInvoice(
      ctx,
      createInvoiceSchema.parse({
        trip_id: trip.id,
        add_trip_bookings: true,
        issue_date: issueDate,
        schedule,
        notes_for_client: texts.notes,
      }),
    );
    if (plan === 'draft') continue;
    const invoice = await issueInvoice(ctx, draft.id);
    const issued = invoice.issue_date ?? today;
    if (plan === 'partly_paid') {
      const cheque = await pay(invoice.id, invoice.instalments[0]?.amount ?? 0, 'cheque', issued, '004512');
      await voidPayment(ctx, cheque.id, texts.bounced);
      await pay(
        invoice.id,
        invoice.instalments[0]?.amount ?? 0,
        'transfer',
        issued,
        `SPEI ${invoice.number}`,
      );
      await createCreditNote(
        ctx,
        invoice.id,
        createCreditNoteSchema.parse({
          lines: [{ description: texts.discount, unit_price: allocateMinorUnits(invoice.total, [1, 19])[0] }],
          reason: texts.creditReason,
        }),
      );
    } else if (plan === 'paid') {
      await pay(invoice.id, invoice.total, 'card', issued, 'VISA ****4242');
    } else if (plan === 'overdue') {
      // The first one paid part of its deposit.
      if (index === PLANS.indexOf('overdue'))
        await pay(
          invoice.id,
          allocateMinorUnits(invoice.instalments[0]?.amount ?? 0, [1, 1])[0] ?? 0,
          'cash',
          addDays(issued, 3),
        );
    } else if (plan === 'void') {
      await voidInvoice(ctx, invoice.id, texts.voidReason);
    }
  }
}
