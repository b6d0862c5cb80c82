import { and, asc, count, eq, getTableColumns, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { recordNameOf } from '#records/record-lookup.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  updateRecordRow,
  updateRecordRows,
  userNameOf,
} from '#records/records.repository.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { tripReferenceCounters, trips, tripTravellers } from './trips.table.ts';

export type TripValues = Omit<typeof trips.$inferInsert, 'id' | 'organizationId' | 'searchText'>;

const clientName = recordNameOf('client', trips.clientId);
const ownerName = userNameOf(trips.ownerId);

const tripColumns = {
  ...getTableColumns(trips),
  clientName,
  opportunityName: recordNameOf('opportunity', trips.opportunityId),
  ownerName,
  createdByName: userNameOf(trips.createdById),
  bookingsCount: sql<number>`(select count(*)::int from ${bookings} where ${qualified(bookings.tripId)} = ${qualified(trips.id)})`,
};

export type TripRow = RowOf<typeof tripColumns>;

/** The trip has a traveller among `contactIds` (any traveller without them). */
const travellersAmong = (contactIds?: number[]) =>
  sql`exists (select 1 from ${tripTravellers} where ${qualified(tripTravellers.tripId)} = ${qualified(trips.id)}${
    contactIds ? sql` and ${inArray(qualified(tripTravellers.contactId), contactIds)}` : sql``
  })`;

export const tripListSpec: ListSpec = {
  id: trips.id,
  filters: {
    status: { type: 'enum', expr: trips.status },
    client_id: { type: 'relation', expr: trips.clientId },
    owner_id: { type: 'relation', expr: trips.ownerId },
    opportunity_id: { type: 'relation', expr: trips.opportunityId },
    traveller_id: { type: 'relation', expr: trips.id, through: travellersAmong },
    trip_type: { type: 'enum', expr: trips.tripType },
    currency: { type: 'enum', expr: trips.currency },
    title: { type: 'text', expr: trips.title },
    reference: { type: 'text', expr: trips.reference },
    destinations: { type: 'text', expr: trips.destinations, array: true },
    start_date: { type: 'date', expr: trips.startDate },
    end_date: { type: 'date', expr: trips.endDate },
    created_at: { type: 'date', expr: trips.createdAt },
    updated_at: { type: 'date', expr: trips.updatedAt },
  },
  sorts: {
    start_date: { expr: trips.startDate, nullable: true },
    reference: { expr: trips.reference },
    title: { expr: trips.title },
    status: { expr: trips.status },
    client: { expr: clientName, nullable: true },
    owner: { expr: ownerName, nullable: true },
    created_at: { expr: trips.createdAt },
  },
  search: { words: trips.searchText },
};

const tripRows = recordRowsReader(trips, tripColumns, 'trips_by_id');

export const tripListQuery = (db: Database, organizationId: number) => tripRows.listQuery(db, organizationId);
export const findTrip = tripRows.find;

export const insertTrip = async (db: Database, organizationId: number, values: TripValues) =>
  (await insertRecordRows(db, organizationId, trips, [values]))[0];

export const updateTrip = (db: Database, organizationId: number, id: number, values: Partial<TripValues>) =>
  updateRecordRow(db, organizationId, trips, id, values);

export const updateTrips = (
  db: Database,
  organizationId: number,
  ids: number[],
  values: Partial<TripValues>,
) => updateRecordRows(db, organizationId, trips, ids, values);

/**
 * The next reference number of the organization's year, in one statement: the first trip of a
 * year starts its counter at 1, every other one takes the counter's next value under the row's
 * lock, so concurrent creations on any instance never share a number.
 */
export async function nextReferenceNumber(
  db: Database,
  organizationId: number,
  year: number,
): Promise<number> {
  const [row] = await db
    .insert(tripReferenceCounters)
    .values({ organizationId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [tripReferenceCounters.organizationId, tripReferenceCounters.year],
      set: { lastNumber: sql`${tripReferenceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: tripReferenceCounters.lastNumber });
  if (!row) throw new Error('The trip reference counter answered no row');
  return row.lastNumber;
}

/** The travellers of these trips, in their order. */
export function listTravellerIds(db: Database, tripIds: number[]) {
  if (tripIds.length === 0) return Promise.resolve([]);
  return db
    .select({ tripId: tripTravellers.tripId, contactId: tripTravellers.contactId })
    .from(tripTravellers)
    .where(inArray(tripTravellers.tripId, tripIds))
    .orderBy(asc(tripTravellers.tripId), asc(tripTravellers.position));
}

/** Replaces the trip's travellers with `contactIds`, in that order. */
export async function setTravellers(db: Database, tripId: number, contactIds: number[]): Promise<void> {
  await db.delete(tripTravellers).where(eq(tripTravellers.tripId, tripId));
  if (contactIds.length === 0) return;
  await db
    .insert(tripTravellers)
    .values(contactIds.map((contactId, position) => ({ tripId, contactId, position })));
}

/**
 * Keeps what a search finds the trip by besides its title and reference: its destinations and the
 * PNRs of its flights that are not cancelled (one statement, after any change to either).
 */
export async function refreshTripSearchWords(db: Database, tripId: number): Promise<void> {
  const pnrs = sql`(select string_agg(${qualified(bookings.details)}->>'pnr', ' ') from ${bookings} where ${qualified(bookings.tripId)} = ${qualified(trips.id)} and ${qualified(bookings.type)} = 'flight' and ${qualified(bookings.status)} <> 'cancelled')`;
  await db
    .update(trips)
    .set({ searchExtra: sql`array_to_string(${trips.destinations}, ' ') || ' ' || coalesce(${pnrs}, '')` })
    .where(eq(trips.id, tripId));
}

/** Who looks after these trips of the organization, and how they are named. */
export async function findTripOwners(db: Database, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: trips.id,
      reference: trips.reference,
      title: trips.title,
      ownerId: trips.ownerId,
      createdById: trips.createdById,
    })
    .from(trips)
    .where(and(eq(trips.organizationId, organizationId), inArray(trips.id, ids)));
}

/** Trips not cancelled that start on `today` or later. */
export async function countTripsFrom(db: Database, organizationId: number, today: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(trips)
    .where(
      and(
        eq(trips.organizationId, organizationId),
        gte(trips.startDate, today),
        ne(trips.status, 'cancelled'),
      ),
    );
  return row?.total ?? 0;
}

/** The completed trips of these clients. */
export async function findCompletedTrips(db: Database, organizationId: number, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  return db
    .select({ id: trips.id, clientId: trips.clientId })
    .from(trips)
    .where(
      and(
        eq(trips.organizationId, organizationId),
        inArray(trips.clientId, clientIds),
        eq(trips.status, 'completed'),
      ),
    );
}

/** Confirmed trips whose start has come and travelling trips whose end has passed, of one organization. */
export async function findTripsDueToMove(db: Database, organizationId: number, today: string) {
  return db
    .select({
      id: trips.id,
      clientId: trips.clientId,
      status: trips.status,
      startDate: trips.startDate,
      endDate: trips.endDate,
    })
    .from(trips)
    .where(
      and(
        eq(trips.organizationId, organizationId),
        sql`((${trips.status} = 'confirmed' and ${trips.startDate} <= ${today}) or (${trips.status} = 'travelling' and ${trips.endDate} < ${today}))`,
      ),
    );
}

/** Organizations that have trips waiting for their dates to move them. */
export async function findOrganizationsWithTripsToMove(db: Database) {
  const rows = await db
    .selectDistinct({ organizationId: trips.organizationId })
    .from(trips)
    .where(inArray(trips.status, ['confirmed', 'travelling']));
  return rows.map((row) => row.organizationId);
}
