import type {
  Commission,
  CommissionReceipt,
  Commissions,
  CommissionsQuery,
  CreateCommissionReceiptInput,
} from '@aurora/contracts/billing/payables';
import type { CommissionState } from '@aurora/contracts/travel/suppliers';
import {
  type BillingBooking,
  bookingsForBilling,
  commissionsReceived,
  receiveCommissions,
} from '#modules/travel/bookings/booking-billing.service.ts';
import type { FieldErrors } from '#platform/errors.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { throwIfInvalid, toRecordRef } from '#records/records.service.ts';
import { bookingRefOf, organizationMoney } from './billing-bookings.ts';
import { insertReceipt, listAllocations, listReceipts } from './commissions.repository.ts';

/** Received in full, past its expected day (in the organization's zone) and not, or still to come. */
function commissionStateOf(booking: BillingBooking, today: string): CommissionState {
  if (booking.commissionReceived >= booking.commissionExpected) return 'received';
  return booking.commissionExpectedOn && booking.commissionExpectedOn < today ? 'overdue' : 'expected';
}

function commissionOf(booking: BillingBooking, today: string): Commission {
  return {
    booking: bookingRefOf(booking),
    supplier: booking.supplier,
    agent: booking.agent,
    starts_on: booking.startsOn,
    currency: booking.currency,
    sell: booking.sell,
    expected: booking.commissionExpected,
    received: booking.commissionReceived,
    open: Math.max(0, booking.commissionExpected - booking.commissionReceived),
    expected_on: booking.commissionExpectedOn,
    state: commissionStateOf(booking, today),
  };
}

/**
 * `GET /billing/commissions`: each booking that earns a commission (or was paid one), by expected
 * day, with the totals in the organization's currency.
 */
export async function listCommissions(
  ctx: OrganizationContext,
  query: CommissionsQuery,
): Promise<Commissions> {
  const [bookings, money] = await Promise.all([
    bookingsForBilling(ctx, {
      supplierId: query.supplier_id,
      tripId: query.trip_id,
      agentId: query.agent_id,
      with: 'commission',
    }),
    organizationMoney(ctx),
  ]);
  const data = bookings
    .filter((booking) => booking.commissionExpected > 0 || booking.commissionReceived > 0)
    .map((booking) => commissionOf(booking, money.today))
    .filter(
      (commission) =>
        (query.state === undefined || commission.state === query.state) &&
        (query.expected_from === undefined ||
          (commission.expected_on !== null && commission.expected_on >= query.expected_from)) &&
        (query.expected_to === undefined ||
          (commission.expected_on !== null && commission.expected_on <= query.expected_to)),
    )
    .sort(
      (a, b) =>
        (a.expected_on ?? '9999').localeCompare(b.expected_on ?? '9999') || a.booking.id - b.booking.id,
    );
  const summary = { currency: money.currency, expected: 0, received: 0, open: 0, overdue: 0 };
  for (const commission of data) {
    const convert = (amount: number) => money.toOrganizationCurrency(amount, commission.currency);
    summary.expected += convert(commission.expected);
    summary.received += convert(commission.received);
    summary.open += convert(commission.open);
    if (commission.state === 'overdue') summary.overdue += convert(commission.open);
  }
  return { data, summary };
}

/**
 * The bookings of allocations, checked: each the organization's, once, in the receipt's currency
 * (and the supplier's, when one is given); a 422 naming the allocation otherwise.
 */
export async function allocatableBookings(
  ctx: OrganizationContext,
  currency: string,
  bookingIds: number[],
  field: (index: number) => string,
  supplierId?: number,
): Promise<Map<number, BillingBooking>> {
  const bookings = new Map(
    (await bookingsForBilling(ctx, { ids: [...new Set(bookingIds)], supplierId })).map((booking) => [
      booking.id,
      booking,
    ]),
  );
  const errors: FieldErrors = {};
  bookingIds.forEach((id, index) => {
    const booking = bookings.get(id);
    if (!booking) errors[field(index)] = ['The selected booking is invalid.'];
    else if (bookingIds.indexOf(id) !== index)
      errors[field(index)] = ['This booking is already in the list.'];
    else if (booking.currency !== currency) {
      errors[field(index)] = [`This booking is in ${booking.currency}, not ${currency}.`];
    }
  });
  throwIfInvalid(errors);
  return bookings;
}

/** `POST /billing/commission-receipts`: one payment by a supplier, added to each booking's commission received. */
export async function createCommissionReceipt(
  ctx: OrganizationContext,
  input: CreateCommissionReceiptInput,
): Promise<CommissionReceipt> {
  const bookingIds = input.allocations.map((allocation) => allocation.booking_id);
  const bookings = await allocatableBookings(
    ctx,
    input.currency,
    bookingIds,
    (index) => `allocations.${index}.booking_id`,
  );
  const allocations = input.allocations.map((allocation) => ({
    bookingId: allocation.booking_id,
    amount: allocation.amount,
  }));
  const id = await ctx.db.transaction(async (tx) => {
    const receiptId = await insertReceipt(
      tx,
      ctx.organization.id,
      {
        receivedOn: input.received_on,
        currency: input.currency,
        amount: allocations.reduce((sum, allocation) => sum + allocation.amount, 0),
        reference: input.reference,
        createdById: ctx.actorId,
      },
      allocations,
    );
    await receiveCommissions({ ...ctx, db: tx }, allocations);
    return receiptId;
  });
  commissionsReceived(
    ctx,
    [...bookings.values()].map((booking) => booking.trip.id),
  );
  const [receipt] = await commissionReceipts(ctx, { ids: [id] });
  if (!receipt) throw new Error(`Commission receipt ${id} vanished once recorded`);
  return receipt;
}

/** The organization's commission receipts, newest first, with their allocations. */
export async function commissionReceipts(
  ctx: OrganizationContext,
  filter: { ids?: number[]; bookingId?: number },
): Promise<CommissionReceipt[]> {
  const receipts = await listReceipts(ctx.db, ctx.organization.id, filter);
  const allocations = await listAllocations(
    ctx.db,
    receipts.map((receipt) => receipt.id),
  );
  const bookings = new Map(
    (
      await bookingsForBilling(ctx, {
        ids: [...new Set(allocations.map((allocation) => allocation.bookingId))],
      })
    ).map((booking) => [booking.id, booking]),
  );
  return receipts.map((receipt) => {
    const own = allocations.filter((allocation) => allocation.receiptId === receipt.id);
    return {
      id: receipt.id,
      received_on: receipt.receivedOn,
      currency: receipt.currency,
      amount: receipt.amount,
      unallocated: receipt.amount - own.reduce((sum, allocation) => sum + allocation.amount, 0),
      reference: receipt.reference,
      statement_id: receipt.statementId,
      allocations: own.flatMap((allocation) => {
        const booking = bookings.get(allocation.bookingId);
        return booking ? [{ booking: bookingRefOf(booking), amount: allocation.amount }] : [];
      }),
      recorded_by: toRecordRef(receipt.createdById, receipt.createdByName),
      created_at: receipt.createdAt.toISOString(),
    };
  });
}
