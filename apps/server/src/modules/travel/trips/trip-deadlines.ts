import { instantOf } from '@aurora/contracts/time-zones';
import type { DeadlineKind } from '@aurora/contracts/travel/bookings';
import type { DeadlineType } from '@aurora/contracts/travel/trips';
import { bookingTotals } from '../bookings/booking-amounts.ts';
import type { FullBooking } from '../bookings/bookings.repository.ts';
import type { StoredSupplierPayment } from '../bookings/bookings.table.ts';

export type DeadlineBooking = {
  id: number;
  title: string;
  cancelled: boolean;
  currency: string;
  deadlineAt: Date | null;
  deadlineKind: DeadlineKind | null;
  supplierPayments: readonly StoredSupplierPayment[];
  commissionExpectedOn: string | null;
  /** What the supplier still owes: expected less received. */
  commissionOutstanding: number;
};

export type Deadline = {
  type: DeadlineType;
  booking: { id: number; title: string };
  dueAt: Date;
  amount: number | null;
  currency: string | null;
  /** Names this deadline of its booking for good (the radar gives each one task, once). */
  key: string;
};

/** What a booking of a trip tells its deadlines. */
export const deadlineBookingOf = (booking: FullBooking): DeadlineBooking => ({
  id: booking.id,
  title: booking.title,
  cancelled: booking.status === 'cancelled',
  currency: booking.currency,
  deadlineAt: booking.deadlineAt,
  deadlineKind: booking.deadlineKind,
  supplierPayments: booking.supplierPayments,
  commissionExpectedOn: booking.commissionExpectedOn,
  commissionOutstanding: Math.max(0, bookingTotals(booking).commission - booking.commissionReceived),
});

/** A deadline on a day falls due when that day ends in the organization's time zone. */
const endOfDay = (date: string, timeZone: string) => instantOf(date, 24 * 60, timeZone);

/**
 * The dates a trip must not miss, soonest first: each booking's option or ticketing deadline,
 * its supplier payments not paid yet, and its commission while some of it is outstanding. A
 * cancelled booking has none.
 */
export function tripDeadlines(bookings: readonly DeadlineBooking[], timeZone: string): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const booking of bookings) {
    if (booking.cancelled) continue;
    const about = { id: booking.id, title: booking.title };
    if (booking.deadlineAt) {
      const type = booking.deadlineKind ?? 'option';
      deadlines.push({
        type,
        booking: about,
        dueAt: booking.deadlineAt,
        amount: null,
        currency: null,
        key: `${type}:${booking.deadlineAt.toISOString()}`,
      });
    }
    for (const payment of booking.supplierPayments) {
      if (payment.paid_on) continue;
      deadlines.push({
        type: 'supplier_payment',
        booking: about,
        dueAt: endOfDay(payment.due_on, timeZone),
        amount: payment.amount,
        currency: booking.currency,
        key: `supplier_payment:${payment.due_on}:${payment.amount}`,
      });
    }
    if (booking.commissionExpectedOn && booking.commissionOutstanding > 0) {
      deadlines.push({
        type: 'commission',
        booking: about,
        dueAt: endOfDay(booking.commissionExpectedOn, timeZone),
        amount: booking.commissionOutstanding,
        currency: booking.currency,
        key: `commission:${booking.commissionExpectedOn}`,
      });
    }
  }
  return deadlines.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}
