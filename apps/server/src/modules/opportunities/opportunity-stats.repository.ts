import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { stageKindOf } from './opportunities.repository.ts';
import { opportunities } from './opportunities.table.ts';

const deal = opportunities;

/** Won deals summed by month (in `timeZone`), owner, team and currency. */
export type WonSums = {
  month: string;
  ownerId: number | null;
  teamId: number | null;
  currency: string;
  count: number;
  amount: number;
};

/** The organization's deals won from `since` until before `until`. */
export async function sumWonDeals(
  db: Database,
  organizationId: number,
  window: { since: Date; until: Date; timeZone: string },
): Promise<WonSums[]> {
  const rows = await db
    .select({
      month: sql<string>`to_char(${deal.closedAt} at time zone ${window.timeZone}, 'YYYY-MM')`,
      ownerId: deal.ownerId,
      teamId: deal.teamId,
      currency: deal.currency,
      count: count(),
      amount: sql<number>`coalesce(sum(${deal.amount}), 0)`,
    })
    .from(deal)
    .where(
      and(
        eq(deal.organizationId, organizationId),
        sql`${stageKindOf} = 'won'`,
        gte(deal.closedAt, window.since),
        lt(deal.closedAt, window.until),
      ),
    )
    // By position: the month's parameter would make a repeated expression a different one.
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}

/** A user's open deals in every organization they belong to, by organization, stage and currency. */
export async function sumOpenDealsOfOwner(db: Database, userId: number) {
  const rows = await db
    .select({
      organizationId: deal.organizationId,
      stage: deal.stage,
      currency: deal.currency,
      count: count(),
      amount: sql<number>`coalesce(sum(${deal.amount}), 0)`,
    })
    .from(deal)
    .innerJoin(organizations, eq(organizations.id, deal.organizationId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, deal.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(
      and(eq(deal.ownerId, userId), sql`${stageKindOf} = 'open'`, sql`${organizations.deletedAt} is null`),
    )
    .groupBy(deal.organizationId, deal.stage, deal.currency);
  return rows.map((row) => ({ ...row, count: Number(row.count), amount: Number(row.amount) }));
}

/** A condition for `sumOpenByStage`: the deals a user owns. */
export const ownedBy = (userId: number) => eq(deal.ownerId, userId);
