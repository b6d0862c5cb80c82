import type { Database } from '#platform/db/client.ts';
import type { OrganizationData } from '#platform/tenancy/context.ts';
import { sumOpenByStage } from './opportunities.repository.ts';
import { listStages } from './opportunities.service.ts';
import { ownedBy, sumOpenDealsOfOwner, sumWonDeals } from './opportunity-stats.repository.ts';
import { converterOf, openTotals, totalsOf } from './pipeline.service.ts';

/**
 * For the dashboards: the open deals (of one owner, when given) in the organization's currency,
 * in total and by open stage in board order.
 */
export async function getPipelineByStage(ctx: OrganizationData, ownerId?: number) {
  const stages = await listStages(ctx.db);
  const [sums, converter] = await Promise.all([
    ownerId === undefined
      ? openTotals(ctx, stages, [])
      : sumOpenByStage(ctx.db, ctx.organization.id, [ownedBy(ownerId)]),
    converterOf(ctx),
  ]);
  const { count, amount, weighted_amount } = totalsOf(sums, converter);
  return {
    total: { count, amount, weighted_amount },
    stages: stages
      .filter((stage) => stage.stage_kind === 'open')
      .map((stage) => {
        const column = totalsOf(
          sums.filter((sum) => sum.key === stage.key),
          converter,
        );
        return {
          stage: stage.key,
          name: stage.name,
          count: column.count,
          amount: column.amount,
          weighted_amount: column.weighted_amount,
        };
      }),
  };
}

/**
 * For the dashboards: deals won from `since` until before `until`, by month (in the organization's
 * zone), owner and team, in the organization's currency.
 */
export async function sumWon(ctx: OrganizationData, since: Date, until: Date) {
  const [sums, { convert }] = await Promise.all([
    sumWonDeals(ctx.db, ctx.organization.id, { since, until, timeZone: ctx.organization.timeZone }),
    converterOf(ctx),
  ]);
  return sums.map(({ currency, ...sum }) => ({ ...sum, amount: convert(sum.amount, currency) }));
}

/** The agent dashboard's open deals: a user's, in every organization, by stage and currency. */
export async function listOpenDealsOfOwner(db: Database, userId: number) {
  const [sums, stages] = await Promise.all([sumOpenDealsOfOwner(db, userId), listStages(db)]);
  return { sums, stages };
}
