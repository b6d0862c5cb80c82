import { and, eq, isNull, sql } from 'drizzle-orm';
import { bookingsOfTripsOwnedBy } from '#modules/travel/trips/trip-stats.service.ts';
import type { Database } from '#platform/db/client.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { commissionAllocations, commissionReceipts } from './commissions.table.ts';

/**
 * Commission received for the bookings of the trips a user owns, in every organization they
 * belong to, in the month `now` is in (each organization's month), by organization and currency.
 */
export async function sumCommissionsOfOwner(db: Database, userId: number, now: Date) {
  const month = sql`to_char(${now.toISOString()}::timestamptz at time zone ${organizations.timezone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      organizationId: organizations.id,
      organizationCode: organizations.code,
      organizationName: organizations.name,
      currency: commissionReceipts.currency,
      amount: sql<number>`sum(${commissionAllocations.amount})`,
    })
    .from(commissionAllocations)
    .innerJoin(commissionReceipts, eq(commissionReceipts.id, commissionAllocations.receiptId))
    .innerJoin(organizations, eq(organizations.id, commissionReceipts.organizationId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, commissionReceipts.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(
      and(
        sql`${commissionAllocations.bookingId} in ${bookingsOfTripsOwnedBy(userId)}`,
        isNull(organizations.deletedAt),
        sql`to_char(${commissionReceipts.receivedOn}, 'YYYY-MM') = ${month}`,
      ),
    )
    .groupBy(organizations.id, organizations.code, organizations.name, commissionReceipts.currency)
    .orderBy(organizations.name, commissionReceipts.currency);
  return rows.map((row) => ({
    organization: { id: row.organizationId, code: row.organizationCode, name: row.organizationName },
    currency: row.currency,
    amount: Number(row.amount),
  }));
}
