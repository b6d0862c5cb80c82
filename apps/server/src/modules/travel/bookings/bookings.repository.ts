import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
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
