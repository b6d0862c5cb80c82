import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { recordNameOf } from '#records/record-lookup.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { trips, tripTravellers } from './trips.table.ts';

/** SQL for another module's query: the ids of the bookings of the trips a user owns. */
export const bookingsOfTripsOwnedBy = (userId: number): SQL =>
  sql`(select ${bookings.id} from ${bookings} inner join ${trips} on ${trips.id} = ${bookings.tripId} where ${trips.ownerId} = ${userId})`;

/**
 * Confirmed or travelling trips a user owns, in every organization they belong to, that start
 * from today to `days` days ahead (each organization's days at `now`), soonest first, with the
 * names of their travellers in order.
 */
export async function findDepartingTripsOfOwner(db: Database, userId: number, now: Date, days: number) {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${organizations.timezone})::date`;
  return db
    .select({
      organizationId: organizations.id,
      organizationCode: organizations.code,
      organizationName: organizations.name,
      id: trips.id,
      // As the trip's record is named: `MX-2026-0042 · Title`.
      name: sql<string>`${trips.reference} || ' · ' || ${trips.title}`,
      startDate: sql<string>`${trips.startDate}::text`,
      travellers: sql<
        string[]
      >`coalesce((select array_agg(${recordNameOf('contact', tripTravellers.contactId)} order by ${tripTravellers.position}) from ${tripTravellers} where ${tripTravellers.tripId} = ${trips.id}), '{}')`,
    })
    .from(trips)
    .innerJoin(organizations, eq(organizations.id, trips.organizationId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, trips.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(
      and(
        eq(trips.ownerId, userId),
        isNull(organizations.deletedAt),
        inArray(trips.status, ['confirmed', 'travelling']),
        sql`${trips.startDate} >= ${today} and ${trips.startDate} < ${today} + ${days}::int`,
      ),
    )
    .orderBy(asc(trips.startDate), asc(trips.id));
}
