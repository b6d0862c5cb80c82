import type {
  MarkPayablePaidInput,
  Payable,
  Payables,
  PayablesQuery,
} from '@aurora/contracts/billing/payables';
import { addDays } from '@aurora/contracts/time-zones';
import {
  type BillingBooking,
  bookingsForBilling,
  markSupplierPaymentPaid,
} from '#modules/travel/bookings/booking-billing.service.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { bookingRefOf, organizationMoney } from './billing-bookings.ts';

function payablesOf(booking: BillingBooking, today: string): Payable[] {
  return booking.supplierPayments.map((payment, index) => ({
    booking: bookingRefOf(booking),
    index,
    supplier: booking.supplier,
    agent: booking.agent,
    due_on: payment.due_on,
    currency: booking.currency,
    amount: payment.amount,
    paid_on: payment.paid_on,
    reference: payment.reference,
    state: payment.paid_on ? 'paid' : payment.due_on < today ? 'overdue' : 'due',
  }));
}

/**
 * `GET /billing/payables`: every supplier payment of the organization's bookings, by due day,
 * with what is overdue and due in the next 30 days in the organization's currency.
 */
export async function listPayables(ctx: OrganizationContext, query: PayablesQuery): Promise<Payables> {
  const [bookings, money] = await Promise.all([
    bookingsForBilling(ctx, {
      supplierId: query.supplier_id,
      tripId: query.trip_id,
      agentId: query.agent_id,
      with: 'supplier_payments',
    }),
    organizationMoney(ctx),
  ]);
  const data = bookings
    .flatMap((booking) => payablesOf(booking, money.today))
    .filter(
      (payable) =>
        (query.due_from === undefined || payable.due_on >= query.due_from) &&
        (query.due_to === undefined || payable.due_on <= query.due_to) &&
        (query.state === undefined || payable.state === query.state),
    )
    .sort((a, b) => a.due_on.localeCompare(b.due_on) || a.booking.id - b.booking.id || a.index - b.index);
  const in30Days = addDays(money.today, 30);
  const summary = { currency: money.currency, due_in_30_days: 0, overdue: 0 };
  for (const payable of data) {
    const amount = money.toOrganizationCurrency(payable.amount, payable.currency);
    if (payable.state === 'overdue') summary.overdue += amount;
    if (payable.state === 'due' && payable.due_on <= in30Days) summary.due_in_30_days += amount;
  }
  return { data, summary };
}

/** `POST /billing/payables/{bookingId}/{index}/pay`: the payment, paid (409 when it already was). */
export async function markPayablePaid(
  ctx: OrganizationContext,
  bookingId: number,
  index: number,
  input: MarkPayablePaidInput,
): Promise<Payable> {
  await markSupplierPaymentPaid(ctx, bookingId, index, input);
  const [booking] = await bookingsForBilling(ctx, { ids: [bookingId] });
  const { today } = await organizationMoney(ctx);
  const payable = booking && payablesOf(booking, today)[index];
  if (!payable) throw new Error(`Supplier payment ${index} of booking ${bookingId} vanished once paid`);
  return payable;
}
