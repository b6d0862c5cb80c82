import { type BillingSummary, RECEIVED_MONTHS } from '@aurora/contracts/billing/calendar';
import type { TripBilling } from '@aurora/contracts/billing/invoices';
import { shiftMonth } from '@aurora/contracts/months';
import { addDays, dayIn } from '@aurora/contracts/time-zones';
import { CLIENT_NOT_FOUND, existingClientIds } from '#modules/clients/clients.service.ts';
import { notFound } from '#platform/errors.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { findOpenInvoices } from '../invoices/invoices.repository.ts';
import { clientBalance, tripBilling } from '../invoices/invoices.service.ts';
import { allocateToInstalments } from '../invoices/payment-schedule.ts';
import { listCommissions } from '../payables/commissions.service.ts';
import { listPayables } from '../payables/payables.service.ts';
import { organizationConverters } from './calendar.service.ts';
import { findPaymentsBetween } from './summary.repository.ts';

/** The `count` months up to `day`'s (`YYYY-MM`), oldest first. */
const lastMonths = (day: string, count: number) =>
  Array.from({ length: count }, (_, index) => shiftMonth(day.slice(0, 7), index - count + 1));

/**
 * `GET /billing/summary`: the billing screen's cards in the organization's currency. Invoices and
 * payments count at the invoice's locked rate (today's reference rate when it has none); supplier
 * payments and commissions at today's reference rate, as their tabs total them.
 */
export async function getBillingSummary(ctx: OrganizationContext): Promise<BillingSummary> {
  const { organization } = ctx;
  const today = dayIn(ctx.clock.now(), organization.timeZone);
  const months = lastMonths(today, RECEIVED_MONTHS);
  const [currencies, open, received, payables, commissions] = await Promise.all([
    listCurrencies(ctx.db),
    findOpenInvoices(ctx.db, organization.id),
    findPaymentsBetween(ctx.db, organization.id, `${months[0]}-01`, today),
    listPayables(ctx, { due_from: today, due_to: addDays(today, 30), state: 'due' }),
    listCommissions(ctx, { state: 'overdue' }),
  ]);
  const convert = organizationConverters(currencies, organization.currency);
  const inOrganizationCurrency = (amount: number, currency: string, rate: string | null) =>
    convert.atRate(amount, currency, rate).value ?? convert.atReference(amount, currency).value ?? 0;

  const summary: BillingSummary = {
    currency: organization.currency,
    outstanding: { amount: 0, count: 0 },
    overdue: { amount: 0, count: 0 },
    received_this_month: { amount: 0, count: 0 },
    due_to_suppliers_30_days: { amount: payables.summary.due_in_30_days, count: payables.data.length },
    commissions_overdue: { amount: commissions.summary.overdue, count: commissions.data.length },
    received_by_month: months.map((month) => ({ month, amount: 0, count: 0 })),
  };
  for (const row of open) {
    const covered = row.paid + row.credited;
    const balance = row.total - covered;
    if (balance <= 0) continue;
    summary.outstanding.amount += inOrganizationCurrency(balance, row.currency, row.exchangeRate);
    summary.outstanding.count += 1;
    const late = allocateToInstalments(row.instalments, covered, today).filter(
      (instalment) => instalment.status === 'overdue',
    );
    if (late.length === 0) continue;
    const left = late.reduce((sum, instalment) => sum + instalment.amount - instalment.paid, 0);
    summary.overdue.amount += inOrganizationCurrency(left, row.currency, row.exchangeRate);
    summary.overdue.count += 1;
  }
  for (const payment of received) {
    const month = summary.received_by_month[months.indexOf(payment.paidOn.slice(0, 7))];
    if (!month) continue;
    month.amount += inOrganizationCurrency(payment.amount, payment.currency, payment.exchangeRate);
    month.count += 1;
  }
  const thisMonth = summary.received_by_month.at(-1);
  if (thisMonth) summary.received_this_month = { amount: thisMonth.amount, count: thisMonth.count };
  return summary;
}

/** `GET /trips/{id}/billing`: what the trip's issued invoices come to (404 for another organization's trip). */
export const tripBillingOf = (ctx: OrganizationContext, tripId: number) => tripBilling(ctx, tripId);

/** `GET /clients/{id}/billing`: what the client owes across its trips (404 for another organization's). */
export async function clientBillingOf(ctx: OrganizationContext, clientId: number): Promise<TripBilling> {
  if ((await existingClientIds(ctx.db, ctx.organization.id, [clientId])).length === 0) {
    throw notFound(CLIENT_NOT_FOUND);
  }
  return clientBalance(ctx, clientId);
}
