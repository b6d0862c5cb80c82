import type { StageKind } from '@aurora/contracts/opportunities';
import { and, asc, type Column, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { contactPhoneOf } from '#modules/contacts/contacts.service.ts';
import { nextOpenTaskAbout, plannedTaskAbout } from '#modules/tasks/tasks.service.ts';
import { teamNameOf } from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { statuses } from '#platform/reference/reference.table.ts';
import { recordMatchesWords, recordNameOf } from '#records/record-lookup.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  userNameOf,
} from '#records/records.repository.ts';
import { opportunities, opportunityStageTotals } from './opportunities.table.ts';

export type OpportunityValues = Omit<typeof opportunities.$inferInsert, 'id' | 'organizationId'>;

const deal = opportunities;

/** A column of the deal's stage (the `opportunity` status with its key), for one deal. */
const stageField = (column: 'stage_kind' | 'probability' | 'position') =>
  sql`(select s.${sql.identifier(column)} from ${statuses} s where s.entity_type = 'opportunity' and s.key = ${qualified(deal.stage)})`;

/** Open, won or lost; a deal whose stage was deleted counts as open. */
export const stageKindOf = sql<StageKind>`coalesce(${stageField('stage_kind')}, 'open')`;
/** The deal's own probability, else its stage's. */
const probabilityOf = sql<number>`coalesce(${qualified(deal.probability)}, ${stageField('probability')}, 0)`;

/** In an open stage with a rot period, quiet for longer than it, and with no planned task. */
export const isRottingOf = sql<boolean>`(exists (select 1 from ${statuses} s
    where s.entity_type = 'opportunity' and s.key = ${qualified(deal.stage)} and s.stage_kind = 'open'
      and ${qualified(deal.lastActivityAt)} < now() - s.rot_after_days * interval '1 day')
  and not ${plannedTaskAbout('opportunity', deal.id, deal.organizationId)})`;

const clientNameOf = recordNameOf('client', deal.clientId);

const opportunityColumns = {
  ...getTableColumns(deal),
  clientName: clientNameOf,
  primaryContactName: recordNameOf('contact', deal.primaryContactId),
  primaryContactPhone: contactPhoneOf(deal.primaryContactId),
  ownerName: userNameOf(deal.ownerId),
  teamName: teamNameOf(deal.teamId),
  createdByName: userNameOf(deal.createdById),
  leadName: recordNameOf('lead', deal.leadId),
  stageKind: stageKindOf,
  stageProbability: sql<number | null>`${stageField('probability')}`,
  isRotting: isRottingOf,
  nextTask: nextOpenTaskAbout('opportunity', deal.id, deal.organizationId),
};

/** SQL for the leads module's query: the id or title of the first deal made from the lead its column points to. */
export const opportunityOfLead = <Type>(leadId: Column, column: 'id' | 'title'): SQL<Type> =>
  sql<Type>`(select ${deal[column]} from ${deal} where ${deal.leadId} = ${qualified(leadId)} order by ${deal.id} limit 1)`;

export type OpportunityRow = RowOf<typeof opportunityColumns>;

/** The columns the list grammar filters and sorts by (names as in the contract). */
export const opportunityListSpec: ListSpec = {
  id: deal.id,
  filters: {
    stage: { type: 'enum', expr: deal.stage },
    stage_kind: { type: 'enum', expr: stageKindOf },
    owner_id: { type: 'relation', expr: deal.ownerId },
    team_id: { type: 'relation', expr: deal.teamId },
    client_id: { type: 'relation', expr: deal.clientId },
    source: { type: 'enum', expr: deal.source },
    lost_reason: { type: 'enum', expr: deal.lostReason },
    currency: { type: 'enum', expr: deal.currency },
    is_rotting: { type: 'boolean', expr: isRottingOf },
    title: { type: 'text', expr: deal.title },
    amount: { type: 'number', expr: deal.amount },
    probability: { type: 'number', expr: probabilityOf },
    expected_close_date: { type: 'date', expr: deal.expectedCloseDate, dateOnly: true },
    closed_at: { type: 'date', expr: deal.closedAt },
    last_activity_at: { type: 'date', expr: deal.lastActivityAt },
    created_at: { type: 'date', expr: deal.createdAt },
    updated_at: { type: 'date', expr: deal.updatedAt },
  },
  sorts: {
    title: { expr: deal.title },
    client: { expr: clientNameOf },
    stage: { expr: stageField('position'), nullable: true },
    amount: { expr: deal.amount },
    probability: { expr: probabilityOf },
    expected_close_date: { expr: deal.expectedCloseDate, nullable: true },
    owner: { expr: userNameOf(deal.ownerId), nullable: true },
    stage_entered_at: { expr: deal.stageEnteredAt },
    last_activity_at: { expr: deal.lastActivityAt },
    created_at: { expr: deal.createdAt },
    updated_at: { expr: deal.updatedAt },
  },
  search: {
    words: deal.searchText,
    // A deal is also found by its client's name (`garcia` finds the García family's deals).
    alsoMatching: (words) => recordMatchesWords('client', deal.clientId, words),
  },
};

/** The same statement reads the list's and the board's rows. */
const opportunityRows = recordRowsReader(deal, opportunityColumns, 'opportunities_by_id');

export const findOpportunitiesByIds = opportunityRows.rowsOf;

/** The organization's deals for the list machinery. */
export const opportunityListQuery = (db: Database, organizationId: number) =>
  opportunityRows.listQuery(db, organizationId);

export const findOpportunity = opportunityRows.find;

/** Where a card stands, locked until the transaction ends: moves of one card go one at a time. */
export async function lockOpportunity(db: Database, organizationId: number, id: number) {
  const [row] = await db
    .select({
      id: deal.id,
      stage: deal.stage,
      boardPosition: deal.boardPosition,
      probability: deal.probability,
      lostReason: deal.lostReason,
      ownerId: deal.ownerId,
    })
    .from(deal)
    .where(and(eq(deal.organizationId, organizationId), eq(deal.id, id)))
    .for('update');
  return row;
}

export const insertOpportunities = (db: Database, organizationId: number, values: OpportunityValues[]) =>
  insertRecordRows(db, organizationId, deal, values);

/** Writes columns of deals; every write is activity on them. */
export async function updateOpportunities(
  db: Database,
  organizationId: number,
  ids: number[],
  values: Partial<OpportunityValues>,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const now = new Date();
  const rows = await db
    .update(deal)
    .set({ lastActivityAt: now, ...values, updatedAt: now })
    .where(and(eq(deal.organizationId, organizationId), inArray(deal.id, ids)))
    .returning({ id: deal.id });
  return rows.map((row) => row.id);
}

/**
 * Brings the last activity of these deals up to now (a note, a call, a task done...); a deal the
 * same transaction has just written is left alone.
 */
export async function touchOpportunities(db: Database, organizationId: number, ids: number[]) {
  await db
    .update(deal)
    .set({ lastActivityAt: sql`now()` })
    .where(
      and(
        eq(deal.organizationId, organizationId),
        inArray(deal.id, ids),
        sql`${deal.lastActivityAt} < now()`,
      ),
    );
}

export async function countOpportunities(db: Database, organizationId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(deal).where(eq(deal.organizationId, organizationId));
  return row?.total ?? 0;
}

/** The stage and position of deals, for bulk changes and their timeline entries. */
export async function findOpportunityStages(db: Database, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: deal.id, stage: deal.stage, ownerId: deal.ownerId })
    .from(deal)
    .where(and(eq(deal.organizationId, organizationId), inArray(deal.id, ids)))
    .orderBy(asc(deal.id));
}

// ---------------------------------------------------------------------------------------------
// The board

/** The position of a card in its column, and its id: the board's order. */
export type BoardSlot = { position: number; id: number };

/** The first card of a stage's column after `from` (from the top when absent), skipping `exceptId`. */
export async function findSlotAfter(
  db: Database,
  organizationId: number,
  stage: string,
  from: BoardSlot | null,
  exceptId: number,
): Promise<BoardSlot | undefined> {
  const [row] = await db
    .select({ position: deal.boardPosition, id: deal.id })
    .from(deal)
    .where(
      and(
        eq(deal.organizationId, organizationId),
        eq(deal.stage, stage),
        sql`${deal.id} <> ${exceptId}`,
        from ? sql`(${deal.boardPosition}, ${deal.id}) > (${from.position}, ${from.id})` : undefined,
      ),
    )
    .orderBy(asc(deal.boardPosition), asc(deal.id))
    .limit(1);
  return row;
}

/** Where a card of the column stands (undefined when it is not in that column). */
export async function findSlot(db: Database, organizationId: number, stage: string, id: number) {
  const [row] = await db
    .select({ position: deal.boardPosition, id: deal.id })
    .from(deal)
    .where(and(eq(deal.organizationId, organizationId), eq(deal.stage, stage), eq(deal.id, id)));
  return row;
}

/** The position above every card of the column: where new and moved-in deals go by default. */
export async function topPositionOf(db: Database, organizationId: number, stage: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`min(${deal.boardPosition})` })
    .from(deal)
    .where(and(eq(deal.organizationId, organizationId), eq(deal.stage, stage)));
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) - POSITION_GAP;
}

/** Room between neighbours after a renumbering: about 50 halvings before it runs out again. */
export const POSITION_GAP = 1024;

/** Spreads a column's cards POSITION_GAP apart in their order (when a gap between two ran out). */
export async function renumberColumn(db: Database, organizationId: number, stage: string) {
  await db.execute(sql`update ${deal} set board_position = ranked.rank * ${POSITION_GAP}
    from (select id, row_number() over (order by board_position, id) as rank from ${deal}
          where organization_id = ${organizationId} and stage = ${stage}) ranked
    where ${deal.id} = ranked.id`);
}

/** Up to `limit` card ids of each stage in board order, from `after` in the given stage. */
export async function readColumnIds(
  db: Database,
  organizationId: number,
  conditions: SQL[],
  stages: { key: string; after?: BoardSlot }[],
  limit: number,
): Promise<{ stage: string; id: number; position: number }[]> {
  if (stages.length === 0) return [];
  const where = conditions.length > 0 ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  // One index range scan per stage (organization, stage, position, id), however big the board.
  const columns = stages.map(
    (stage) => sql`(select ${deal.stage} as stage, ${deal.id} as id, ${deal.boardPosition} as position
      from ${deal}
      where ${deal.organizationId} = ${organizationId} and ${deal.stage} = ${stage.key}${
        stage.after
          ? sql` and (${deal.boardPosition}, ${deal.id}) > (${stage.after.position}, ${stage.after.id})`
          : sql``
      }${where}
      order by ${deal.boardPosition} asc, ${deal.id} asc limit ${limit})`,
  );
  const result = (await db.execute(sql.join(columns, sql` union all `))) as {
    rows: { stage: string; id: number | string; position: number | string }[];
  };
  return result.rows.map((row) => ({ stage: row.stage, id: Number(row.id), position: Number(row.position) }));
}

/** Sums of matching deals by a key and currency; weighted values are each deal's, rounded. */
export type CurrencySums = { key: string; currency: string; count: number; amount: number; weighted: number };

const stageJoin = and(eq(statuses.entityType, 'opportunity'), eq(statuses.key, deal.stage));
const joinedKind = sql<StageKind>`coalesce(${statuses.stageKind}, 'open')`;
// Each deal's amount × probability / 100 rounded half up, in integer arithmetic (amounts are never
// negative), as toOpportunityJson rounds a card's: a column's sum is the sum of its cards.
const weightedSum = sql<number>`coalesce(sum((${deal.amount} * coalesce(${deal.probability}, ${statuses.probability}, 0) + 50) / 100), 0)`;

/** Every matching deal's count, amount and weighted amount by stage and currency. */
async function sumByStage(db: Database, organizationId: number, conditions: SQL[]): Promise<CurrencySums[]> {
  const rows = await db
    .select({
      key: deal.stage,
      currency: deal.currency,
      count: count(),
      amount: sql<number>`coalesce(sum(${deal.amount}), 0)`,
      weighted: weightedSum,
    })
    .from(deal)
    .leftJoin(statuses, stageJoin)
    .where(and(eq(deal.organizationId, organizationId), ...conditions))
    .groupBy(deal.stage, deal.currency);
  return rows.map(toSums);
}

const toSums = (row: {
  key: string;
  currency: string;
  count: number;
  amount: unknown;
  weighted: unknown;
}) => ({
  key: row.key,
  currency: row.currency,
  count: Number(row.count),
  amount: Number(row.amount),
  weighted: Number(row.weighted),
});

/**
 * Every deal of the organization by stage and currency, as the triggers keep them: a few rows
 * read by primary key, however many deals there are. Equal to `sumByStage` without conditions.
 */
export async function readStageTotals(db: Database, organizationId: number): Promise<CurrencySums[]> {
  const totals = opportunityStageTotals;
  const rows = await db
    .select({
      key: totals.stage,
      currency: totals.currency,
      count: totals.count,
      amount: totals.amount,
      weighted: totals.weighted,
    })
    .from(totals)
    .where(and(eq(totals.organizationId, organizationId), sql`${totals.count} <> 0`));
  return rows.map(toSums);
}

/**
 * The forecast's buckets by currency: open deals by expected close month (`open:2026-12`) from
 * `today`, `overdue` and `undated` ones; deals won since `wonSince` by month (`won:2026-11`);
 * deals lost since `lostSince` by reason (`lost:price`, `lost:` without one).
 */
export async function sumForecast(
  db: Database,
  organizationId: number,
  conditions: SQL[],
  window: { today: string; until: string; wonSince: Date; lostSince: Date; timeZone: string },
): Promise<CurrencySums[]> {
  const closeDate = deal.expectedCloseDate;
  const bucket = sql<string>`case
    when ${joinedKind} = 'open' and ${closeDate} is null then 'undated'
    when ${joinedKind} = 'open' and ${closeDate} < ${window.today}::date then 'overdue'
    when ${joinedKind} = 'open' then 'open:' || to_char(${closeDate}, 'YYYY-MM')
    when ${joinedKind} = 'won' then 'won:' || to_char(${deal.closedAt} at time zone ${window.timeZone}, 'YYYY-MM')
    else 'lost:' || coalesce(${deal.lostReason}, '') end`;
  const rows = await db
    .select({
      key: bucket,
      currency: deal.currency,
      count: count(),
      amount: sql<number>`coalesce(sum(${deal.amount}), 0)`,
      weighted: weightedSum,
    })
    .from(deal)
    .leftJoin(statuses, stageJoin)
    .where(
      and(
        eq(deal.organizationId, organizationId),
        sql`(
          (${joinedKind} = 'open' and (${closeDate} is null or ${closeDate} < ${window.until}::date))
          or (${joinedKind} = 'won' and ${deal.closedAt} >= ${window.wonSince})
          or (${joinedKind} = 'lost' and ${deal.closedAt} >= ${window.lostSince}))`,
        ...conditions,
      ),
    )
    // By position: the bucket's parameters would make a repeated expression a different one.
    .groupBy(sql`1`, sql`2`);
  return rows.map(toSums);
}

/** Matching open deals by stage and currency (a deal whose stage was deleted counts as open). */
export const sumOpenByStage = (db: Database, organizationId: number, conditions: SQL[]) =>
  sumByStage(db, organizationId, [sql`${joinedKind} = 'open'`, ...conditions]);

/** Two contacts were merged: deals whose primary contact was the merged one now have the survivor. */
export async function relinkPrimaryContact(
  db: Database,
  organizationId: number,
  fromId: number,
  toId: number,
) {
  await db
    .update(deal)
    .set({ primaryContactId: toId })
    .where(and(eq(deal.organizationId, organizationId), eq(deal.primaryContactId, fromId)));
}

/** Deals of the organization with one of these ids, or one of these titles (any case) for the client. */
export async function findOpportunitiesByIdOrTitle(
  db: Database,
  organizationId: number,
  ids: number[],
  titles: { clientId: number; title: string }[],
) {
  if (ids.length === 0 && titles.length === 0) return [];
  const byTitle = titles.map(
    (entry) =>
      sql`(${deal.clientId} = ${entry.clientId} and lower(${deal.title}) = ${entry.title.toLowerCase()})`,
  );
  return db
    .select({ id: deal.id, clientId: deal.clientId, title: deal.title })
    .from(deal)
    .where(
      and(
        eq(deal.organizationId, organizationId),
        sql`(${sql.join([ids.length > 0 ? inArray(deal.id, ids) : sql`false`, ...byTitle], sql` or `)})`,
      ),
    )
    .orderBy(asc(deal.id));
}

/** Deals won (closed in a won stage) from `from` until before `until`, counted by owner. */
export async function countWonByOwner(
  db: Database,
  organizationId: number,
  window: { from: Date; until: Date },
): Promise<Array<{ ownerId: number; won: number }>> {
  const rows = await db
    .select({ ownerId: deal.ownerId, won: count() })
    .from(deal)
    .innerJoin(statuses, stageJoin)
    .where(
      and(
        eq(deal.organizationId, organizationId),
        eq(statuses.stageKind, 'won'),
        sql`${deal.closedAt} >= ${window.from} and ${deal.closedAt} < ${window.until}`,
        sql`${deal.ownerId} is not null`,
      ),
    )
    .groupBy(deal.ownerId);
  return rows.map((row) => ({ ownerId: Number(row.ownerId), won: Number(row.won) }));
}
