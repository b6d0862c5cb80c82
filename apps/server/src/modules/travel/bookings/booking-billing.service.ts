import type { RecordRef } from '@aurora/contracts/records';
import {
  BOOKING_NOT_FOUND,
  type BookingStatus,
  type DeadlineKind,
  type SupplierPayment,
} from '@aurora/contracts/travel/bookings';
import { conflict, notFound } from '#platform/errors.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { publishRecordEvent, toRecordRef } from '#records/records.service.ts';
import { contactsOfClients } from '../trips/trip-travellers.ts';
import { listTravellerIds } from '../trips/trips.repository.ts';
import { bookingTotals } from './booking-amounts.ts';
import {
  addCommissionReceived,
  type BillingBookingFilter,
  type BillingBookingRow,
  findBookingOfOrganization,
  listBookingsForBilling,
  listTravellersOfBookings,
  markSupplierPaymentPaid as markPaidRow,
  sumConfirmedSellByOwner,
} from './bookings.repository.ts';

/** What billing reads of a booking: its trip, supplier, agent, supplier payments and commission. */
export type BillingBooking = {
  id: number;
  title: string;
  status: BookingStatus;
  confirmationNumber: string | null;
  startsOn: string | null;
  trip: { id: number; reference: string; title: string };
  supplier: RecordRef | null;
  /** The trip's owner. */
  agent: RecordRef | null;
  currency: string;
  sell: number;
  supplierPayments: SupplierPayment[];
  /** What the supplier owes: none for a cancelled booking. */
  commissionExpected: number;
  commissionReceived: number;
  commissionExpectedOn: string | null;
  /** Its option or ticketing deadline (the money calendar shows it). */
  deadlineAt: Date | null;
  deadlineKind: DeadlineKind | null;
};

function toBillingBooking(row: BillingBookingRow): BillingBooking {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    confirmationNumber: row.confirmationNumber,
    startsOn: row.startsOn,
    trip: { id: row.tripId, reference: row.tripReference, title: row.tripTitle },
    supplier: toRecordRef(row.supplierId, row.supplierName),
    agent: toRecordRef(row.agentId, row.agentName),
    currency: row.currency,
    sell: row.sell,
    supplierPayments: row.supplierPayments.map((payment) => ({
      ...payment,
      reference: payment.reference ?? null,
    })),
    commissionExpected: bookingTotals(row).commission,
    commissionReceived: row.commissionReceived,
    commissionExpectedOn: row.commissionExpectedOn,
    deadlineAt: row.deadlineAt,
    deadlineKind: row.deadlineKind,
  };
}

/** For call analytics: the sell of confirmed bookings made in a window, by trip owner and currency. */
export const confirmedSellByOwner = (ctx: OrganizationData, from: Date, until: Date) =>
  sumConfirmedSellByOwner(ctx.db, ctx.organization.id, { from, until });

/** For billing: the organization's bookings that match the filter, in id order. */
export async function bookingsForBilling(
  ctx: OrganizationContext,
  filter: BillingBookingFilter,
): Promise<BillingBooking[]> {
  const rows = await listBookingsForBilling(ctx.db, ctx.organization.id, filter);
  return rows.map(toBillingBooking);
}

/**
 * For matching a supplier's commission statement: the supplier's bookings with the names of their
 * travellers (the booking's own, else its trip's).
 */
export async function supplierBookingsWithTravellers(
  ctx: OrganizationContext,
  supplierId: number,
): Promise<(BillingBooking & { travellerNames: string[] })[]> {
  const rows = await listBookingsForBilling(ctx.db, ctx.organization.id, { supplierId, with: 'commission' });
  const [bookingTravellers, tripTravellers, contacts] = await Promise.all([
    listTravellersOfBookings(
      ctx.db,
      rows.map((row) => row.id),
    ),
    listTravellerIds(ctx.db, [...new Set(rows.map((row) => row.tripId))]),
    contactsOfClients(
      ctx,
      rows.map((row) => row.tripClientId),
    ),
  ]);
  const nameOf = (contactId: number) => contacts.get(contactId)?.full_name ?? '';
  return rows.map((row) => {
    const own = bookingTravellers.filter((traveller) => traveller.bookingId === row.id);
    const travellers =
      own.length > 0 ? own : tripTravellers.filter((traveller) => traveller.tripId === row.tripId);
    return {
      ...toBillingBooking(row),
      travellerNames: travellers.map((traveller) => nameOf(traveller.contactId)),
    };
  });
}

/**
 * Marks a booking's supplier payment paid with its day and reference: 404 for a booking of
 * another organization or a position with no payment, 409 when it is already paid (a second
 * click must not move the day or the reference of the first).
 */
export async function markSupplierPaymentPaid(
  ctx: OrganizationContext,
  bookingId: number,
  index: number,
  paid: { paid_on: string; reference: string | null },
): Promise<void> {
  const marked = await markPaidRow(ctx.db, ctx.organization.id, bookingId, index, {
    paidOn: paid.paid_on,
    reference: paid.reference,
  });
  const booking = await findBookingOfOrganization(ctx.db, ctx.organization.id, bookingId);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  if (!marked) {
    const payment = booking.supplierPayments[index];
    if (!payment) throw notFound('This booking has no supplier payment at this position.');
    throw conflict(`This supplier payment was already marked paid on ${payment.paid_on}.`);
  }
  publishRecordEvent(ctx, 'record.updated', { module: 'trips', id: booking.tripId });
}

/** Adds commission received to bookings; `ctx.db` is the caller's transaction. */
export const receiveCommissions = (
  ctx: OrganizationContext,
  received: { bookingId: number; amount: number }[],
) => addCommissionReceived(ctx.db, ctx.organization.id, received);

/** After commissions were received (the transaction committed): the trips' pages refresh. */
export function commissionsReceived(ctx: OrganizationContext, tripIds: readonly number[]): void {
  for (const id of new Set(tripIds)) publishRecordEvent(ctx, 'record.updated', { module: 'trips', id });
}
