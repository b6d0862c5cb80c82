import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { userNameOf } from '#records/records.repository.ts';
import { suppliers } from '../suppliers/suppliers.table.ts';
import { trips } from '../trips/trips.table.ts';
import { bookings, bookingTravellers, flightSegments } from './bookings.table.ts';

export type BookingValues = Omit<typeof bookings.$inferInsert, 'id' | 'organizationId' | 'tripId'>;
export type SegmentValues = Omit<typeof flightSegments.$inferInsert, 'id' | 'bookingId'>;
export type BookingTravellerValues = { contactId: number; ticketNumber: string | null };

const bookingColumns = { ...getTableColumns(bookings), supplierName: suppliers.name };
export type BookingRow = typeof bookings.$inferSelect & { supplierName: string | null };
export type SegmentRow = typeof flightSegments.$inferSelect;
export type BookingTravellerRow = typeof bookingTravellers.$inferSelect;

/** A booking with its flight segments and travellers, as its trip reads it. */
export type FullBooking = BookingRow & { segments: SegmentRow[]; travellers: BookingTravellerRow[] };

async function withParts(db: Database, rows: BookingRow[]): Promise<FullBooking[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [segments, travellers] = await Promise.all([
    db
      .select()
      .from(flightSegments)
      .where(inArray(flightSegments.bookingId, ids))
      .orderBy(asc(flightSegments.bookingId), asc(flightSegments.position)),
    db.select().from(bookingTravellers).where(inArray(bookingTravellers.bookingId, ids)),
  ]);
  return rows.map((row) => ({
    ...row,
    segments: segments.filter((segment) => segment.bookingId === row.id),
    travellers: travellers.filter((traveller) => traveller.bookingId === row.id),
  }));
}

const bookingOrder = [
  sql`${bookings.startsOn} asc nulls last`,
  sql`${bookings.startTime} asc nulls first`,
  asc(bookings.id),
];

/** The bookings of these trips of the organization, in the order they happen. */
export async function listBookingsOfTrips(db: Database, organizationId: number, tripIds: number[]) {
  if (tripIds.length === 0) return [];
  const rows = await db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .where(and(eq(bookings.organizationId, organizationId), inArray(bookings.tripId, tripIds)))
    .orderBy(...bookingOrder);
  return withParts(db, rows);
}

export async function findBooking(db: Database, organizationId: number, tripId: number, id: number) {
  const rows = await db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .where(
      and(eq(bookings.organizationId, organizationId), eq(bookings.tripId, tripId), eq(bookings.id, id)),
    );
  return (await withParts(db, rows))[0];
}

export async function insertBooking(
  db: Database,
  organizationId: number,
  tripId: number,
  values: BookingValues,
): Promise<number> {
  const [row] = await db
    .insert(bookings)
    .values({ ...values, organizationId, tripId })
    .returning({ id: bookings.id });
  if (!row) throw new Error('INSERT of a booking returned no row');
  return row.id;
}

export async function updateBooking(
  db: Database,
  organizationId: number,
  id: number,
  values: Partial<BookingValues>,
): Promise<void> {
  await db
    .update(bookings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, id)));
}

export async function deleteBooking(db: Database, organizationId: number, id: number): Promise<void> {
  await db.delete(bookings).where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, id)));
}

/** Replaces a flight's segments, in order. */
export async function setSegments(db: Database, bookingId: number, segments: SegmentValues[]): Promise<void> {
  await db.delete(flightSegments).where(eq(flightSegments.bookingId, bookingId));
  if (segments.length === 0) return;
  await db.insert(flightSegments).values(segments.map((segment) => ({ ...segment, bookingId })));
}

/** Replaces the travellers a booking covers. */
export async function setBookingTravellers(
  db: Database,
  bookingId: number,
  travellers: BookingTravellerValues[],
): Promise<void> {
  await db.delete(bookingTravellers).where(eq(bookingTravellers.bookingId, bookingId));
  if (travellers.length === 0) return;
  await db.insert(bookingTravellers).values(travellers.map((traveller) => ({ ...traveller, bookingId })));
}

/** Drops these contacts from the trip's bookings (they no longer travel on it). */
export async function removeTravellersFromTrip(
  db: Database,
  tripId: number,
  contactIds: number[],
): Promise<void> {
  if (contactIds.length === 0) return;
  await db
    .delete(bookingTravellers)
    .where(
      and(
        inArray(bookingTravellers.contactId, contactIds),
        inArray(
          bookingTravellers.bookingId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.tripId, tripId)),
        ),
      ),
    );
}

/** The supplier's bookings with their trips, newest service first. */
export async function listBookingsOfSupplier(db: Database, organizationId: number, supplierId: number) {
  return db
    .select({
      ...bookingColumns,
      tripReference: trips.reference,
      tripTitle: trips.title,
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.supplierId, supplierId)))
    .orderBy(sql`${bookings.startsOn} desc nulls last`, desc(bookings.id))
    .limit(500);
}

/** Which bookings billing lists: of a supplier, a trip, an agent's trips, or these ids. */
export type BillingBookingFilter = {
  supplierId?: number;
  tripId?: number;
  agentId?: number;
  ids?: number[];
  /** Only bookings with supplier payments, or only those that earn or earned a commission. */
  with?: 'supplier_payments' | 'commission';
};

const BILLING_CONDITIONS = {
  supplier_payments: sql`jsonb_array_length(${bookings.supplierPayments}) > 0`,
  commission: sql`(${bookings.commissionAmount} is not null or ${bookings.commissionRateBasisPoints} is not null or ${bookings.commissionReceived} > 0)`,
};

/** Bookings with their trip (reference, title, owner, client) and supplier, for billing's lists. */
export async function listBookingsForBilling(
  db: Database,
  organizationId: number,
  filter: BillingBookingFilter,
) {
  if (filter.ids?.length === 0) return [];
  return db
    .select({
      ...bookingColumns,
      tripReference: trips.reference,
      tripTitle: trips.title,
      tripClientId: trips.clientId,
      agentId: trips.ownerId,
      agentName: userNameOf(trips.ownerId),
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .leftJoin(suppliers, eq(suppliers.id, bookings.supplierId))
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        filter.supplierId === undefined ? undefined : eq(bookings.supplierId, filter.supplierId),
        filter.tripId === undefined ? undefined : eq(bookings.tripId, filter.tripId),
        filter.agentId === undefined ? undefined : eq(trips.ownerId, filter.agentId),
        filter.ids === undefined ? undefined : inArray(bookings.id, filter.ids),
        filter.with === undefined ? undefined : BILLING_CONDITIONS[filter.with],
      ),
    )
    .orderBy(asc(bookings.id));
}
export type BillingBookingRow = Awaited<ReturnType<typeof listBookingsForBilling>>[number];

/** The booking of the organization, whatever its trip. */
export async function findBookingOfOrganization(db: Database, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: bookings.id, tripId: bookings.tripId, supplierPayments: bookings.supplierPayments })
    .from(bookings)
    .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, id)));
  return row;
}

/**
 * Marks the supplier payment at `index` paid, only while it is not (so two at once cannot both
 * succeed); true when it was marked.
 */
export async function markSupplierPaymentPaid(
  db: Database,
  organizationId: number,
  id: number,
  index: number,
  paid: { paidOn: string; reference: string | null },
): Promise<boolean> {
  const item = sql`${bookings.supplierPayments} -> ${index}::int`;
  const rows = await db
    .update(bookings)
    .set({
      supplierPayments: sql`jsonb_set(${bookings.supplierPayments}, array[${String(index)}::text], (${item}) || jsonb_build_object('paid_on', ${paid.paidOn}::text, 'reference', ${paid.reference}::text))`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        eq(bookings.id, id),
        sql`${item} is not null`,
        sql`(${item} ->> 'paid_on') is null`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Adds received commission to bookings of the organization. */
export async function addCommissionReceived(
  db: Database,
  organizationId: number,
  received: { bookingId: number; amount: number }[],
): Promise<void> {
  for (const { bookingId, amount } of received) {
    await db
      .update(bookings)
      .set({ commissionReceived: sql`${bookings.commissionReceived} + ${amount}`, updatedAt: new Date() })
      .where(and(eq(bookings.organizationId, organizationId), eq(bookings.id, bookingId)));
  }
}

/** The travellers of these bookings (contact ids). */
export function listTravellersOfBookings(db: Database, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ bookingId: bookingTravellers.bookingId, contactId: bookingTravellers.contactId })
    .from(bookingTravellers)
    .where(inArray(bookingTravellers.bookingId, bookingIds));
}

/**
 * The sell of confirmed bookings made from `from` until before `until`, by the trip's owner and
 * currency. A booking keeps no time of its confirmation: it counts when it was made.
 */
export async function sumConfirmedSellByOwner(
  db: Database,
  organizationId: number,
  window: { from: Date; until: Date },
): Promise<Array<{ ownerId: number; currency: string; sell: number }>> {
  const rows = await db
    .select({
      ownerId: trips.ownerId,
      currency: bookings.currency,
      sell: sql<string>`sum(${bookings.sell})`,
    })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.createdAt} >= ${window.from} and ${bookings.createdAt} < ${window.until}`,
        sql`${trips.ownerId} is not null`,
      ),
    )
    .groupBy(trips.ownerId, bookings.currency);
  return rows.map((row) => ({
    ownerId: Number(row.ownerId),
    currency: row.currency,
    sell: Number(row.sell),
  }));
}
