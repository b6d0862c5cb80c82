import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { trips } from '../trips/trips.table.ts';
import { deadlineTasks } from './deadline-radar.table.ts';

/** The tasks already given for the deadlines of these bookings, by `bookingId:key`. */
export async function findDeadlineTasks(
  db: Database,
  bookingIds: number[],
): Promise<Map<string, number | null>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: deadlineTasks.bookingId,
      key: deadlineTasks.deadlineKey,
      taskId: deadlineTasks.taskId,
    })
    .from(deadlineTasks)
    .where(inArray(deadlineTasks.bookingId, bookingIds));
  return new Map(rows.map((row) => [`${row.bookingId}:${row.key}`, row.taskId]));
}

/** Claims a deadline for its task: true for the one caller that inserted the row. */
export async function claimDeadline(
  db: Database,
  organizationId: number,
  bookingId: number,
  deadlineKey: string,
): Promise<boolean> {
  const rows = await db
    .insert(deadlineTasks)
    .values({ organizationId, bookingId, deadlineKey })
    .onConflictDoNothing()
    .returning({ bookingId: deadlineTasks.bookingId });
  return rows.length > 0;
}

export async function setDeadlineTask(
  db: Database,
  bookingId: number,
  deadlineKey: string,
  taskId: number | null,
) {
  await db
    .update(deadlineTasks)
    .set({ taskId })
    .where(and(eq(deadlineTasks.bookingId, bookingId), eq(deadlineTasks.deadlineKey, deadlineKey)));
}

/** Gives a claim back (its task could not be made), so the next run tries again. */
export async function releaseDeadline(db: Database, bookingId: number, deadlineKey: string) {
  await db
    .delete(deadlineTasks)
    .where(and(eq(deadlineTasks.bookingId, bookingId), eq(deadlineTasks.deadlineKey, deadlineKey)));
}

/** Trips still ahead or under way that have bookings with dates to watch. */
const watched = and(
  notInArray(trips.status, ['completed', 'cancelled']),
  sql`(${bookings.deadlineAt} is not null or ${bookings.commissionExpectedOn} is not null or jsonb_array_length(${bookings.supplierPayments}) > 0)`,
);

/** The organizations with dates to watch. */
export async function findOrganizationsToWatch(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ organizationId: trips.organizationId })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(watched);
  return rows.map((row) => row.organizationId);
}

/** The organization's trips with dates to watch. */
export async function findTripIdsToWatch(db: Database, organizationId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: trips.id })
    .from(bookings)
    .innerJoin(trips, eq(trips.id, bookings.tripId))
    .where(and(eq(trips.organizationId, organizationId), watched));
  return rows.map((row) => row.id);
}
