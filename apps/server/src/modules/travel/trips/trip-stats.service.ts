import type { Database } from '#platform/db/client.ts';
import { findDepartingTripsOfOwner } from './trip-stats.repository.ts';

export { bookingsOfTripsOwnedBy } from './trip-stats.repository.ts';

/** The agent dashboard's trips: a user's own, departing within `days` days, in every organization. */
export async function listDepartingTripsOfOwner(db: Database, userId: number, now: Date, days: number) {
  const rows = await findDepartingTripsOfOwner(db, userId, now, days);
  return rows.map((row) => ({
    organization: { id: row.organizationId, code: row.organizationCode, name: row.organizationName },
    trip: { id: row.id, name: row.name },
    start_date: row.startDate,
    travellers: row.travellers.filter((name): name is string => name !== null),
  }));
}
