import {
  type CallCounters,
  DEFAULT_ANALYTICS_SETTINGS,
  type ServiceLevelSeconds,
  type WallboardThresholds,
} from '@aurora/contracts/analytics';
import type { CallDirection } from '@aurora/contracts/calls';
import { shiftMonth } from '@aurora/contracts/months';
import { addDays } from '@aurora/contracts/time-zones';
import { type AnyColumn, and, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import {
  agentAnalyticsDays,
  analyticsSettings,
  callAnalyticsDays,
  callAnalyticsHours,
  callAnalyticsOutcomes,
  callAnalyticsRevisions,
  type RollupGrain,
} from './analytics.table.ts';

/** The days read (both included) and the filters of the analytics page. */
export type CallFilter = {
  from: string;
  to: string;
  agentIds?: number[] | undefined;
  teamIds?: number[] | undefined;
  numberIds?: number[] | undefined;
  direction?: CallDirection | undefined;
};

/** The call counters of the rollup, wrap-up aside (it comes from the agents' state history). */
export type CallSums = Omit<CallCounters, 'wrap_up_seconds'>;

const days = callAnalyticsDays;

const answeredWithin: Record<ServiceLevelSeconds, AnyColumn> = {
  10: days.answeredWithin10,
  15: days.answeredWithin15,
  20: days.answeredWithin20,
  30: days.answeredWithin30,
  45: days.answeredWithin45,
  60: days.answeredWithin60,
};

const total = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;

const counterSums = (serviceLevel: ServiceLevelSeconds) => ({
  inbound: total(days.inbound),
  outbound: total(days.outbound),
  answered: total(days.answered),
  missed: total(days.missed),
  voicemail: total(days.voicemail),
  abandoned: total(days.abandoned),
  short_abandons: total(days.shortAbandons),
  outbound_connected: total(days.outboundConnected),
  answered_in_service_level: total(answeredWithin[serviceLevel]),
  answer_seconds: total(days.answerSeconds),
  talk_seconds: total(days.talkSeconds),
});

const toSums = (row: Record<keyof CallSums, string>): CallSums => ({
  inbound: Number(row.inbound),
  outbound: Number(row.outbound),
  answered: Number(row.answered),
  missed: Number(row.missed),
  voicemail: Number(row.voicemail),
  abandoned: Number(row.abandoned),
  short_abandons: Number(row.short_abandons),
  outbound_connected: Number(row.outbound_connected),
  answered_in_service_level: Number(row.answered_in_service_level),
  answer_seconds: Number(row.answer_seconds),
  talk_seconds: Number(row.talk_seconds),
});

type KeyColumns = {
  organizationId: AnyColumn;
  grain: AnyColumn;
  day: AnyColumn;
  userId?: AnyColumn;
  teamId: AnyColumn;
  numberId: AnyColumn;
  direction?: AnyColumn;
};

const dayRows = (table: KeyColumns, from: string, to: string) =>
  and(eq(table.grain, 'day' satisfies RollupGrain), gte(table.day, from), lte(table.day, to));

/**
 * The rows that sum to the days from `from` to `to`: the months the range covers whole as their
 * month rows, the days before and after them as day rows. A year reads twelve months and a few
 * days rather than every day.
 */
function coveringRows(table: KeyColumns, from: string, to: string) {
  const firstMonth = from.endsWith('-01') ? from.slice(0, 7) : shiftMonth(from.slice(0, 7), 1);
  const lastMonth = addDays(to, 1).endsWith('-01') ? to.slice(0, 7) : shiftMonth(to.slice(0, 7), -1);
  if (firstMonth > lastMonth) return dayRows(table, from, to);
  const monthsFrom = `${firstMonth}-01`;
  const monthsUntil = `${shiftMonth(lastMonth, 1)}-01`;
  return or(
    dayRows(table, from, addDays(monthsFrom, -1)),
    and(
      eq(table.grain, 'month' satisfies RollupGrain),
      gte(table.day, monthsFrom),
      lt(table.day, monthsUntil),
    ),
    dayRows(table, monthsUntil, to),
  );
}

/** The filter's rows of a rollup: day rows throughout (`by: 'day'`), or whole months where they can be. */
function conditionsOf(table: KeyColumns, organizationId: number, filter: CallFilter, by: 'day' | 'period') {
  const conditions = [
    eq(table.organizationId, organizationId),
    by === 'day' ? dayRows(table, filter.from, filter.to) : coveringRows(table, filter.from, filter.to),
  ];
  if (filter.agentIds && table.userId) conditions.push(inArray(table.userId, filter.agentIds));
  if (filter.teamIds) conditions.push(inArray(table.teamId, filter.teamIds));
  if (filter.numberIds) conditions.push(inArray(table.numberId, filter.numberIds));
  if (filter.direction && table.direction) conditions.push(eq(table.direction, filter.direction));
  return conditions;
}

/** The rollup's counters of each day that has calls. */
export async function sumCallsByDay(
  db: Database,
  organizationId: number,
  filter: CallFilter,
  serviceLevel: ServiceLevelSeconds,
): Promise<Array<{ day: string; sums: CallSums }>> {
  const rows = await db
    .select({ day: days.day, ...counterSums(serviceLevel) })
    .from(days)
    .where(and(...conditionsOf(days, organizationId, filter, 'day')))
    .groupBy(days.day);
  return rows.map(({ day, ...row }) => ({ day, sums: toSums(row) }));
}

/** The rollup's counters of each agent (null: calls nobody took). */
export async function sumCallsByAgent(
  db: Database,
  organizationId: number,
  filter: CallFilter,
  serviceLevel: ServiceLevelSeconds,
): Promise<Array<{ userId: number | null; sums: CallSums }>> {
  const rows = await db
    .select({ userId: days.userId, ...counterSums(serviceLevel) })
    .from(days)
    .where(and(...conditionsOf(days, organizationId, filter, 'period')))
    .groupBy(days.userId);
  return rows.map(({ userId, ...row }) => ({ userId, sums: toSums(row) }));
}

/**
 * Inbound calls by ISO weekday and hour. The hourly rollup knows team and number, not agent: an
 * agent filter leaves it alone, and an outbound-only filter leaves it empty.
 */
export async function sumHeatmap(db: Database, organizationId: number, filter: CallFilter) {
  if (filter.direction === 'outbound') return [];
  const hours = callAnalyticsHours;
  const rows = await db
    .select({
      weekday: hours.weekday,
      hour: hours.hour,
      inbound: sql<string>`sum(${hours.inbound})`,
      answered: sql<string>`sum(${hours.answered})`,
      short_abandons: sql<string>`sum(${hours.shortAbandons})`,
    })
    .from(hours)
    .where(and(...conditionsOf(hours, organizationId, { ...filter, agentIds: undefined }, 'period')))
    .groupBy(hours.weekday, hours.hour)
    .having(sql`sum(${hours.inbound}) > 0`);
  return rows.map((row) => ({
    weekday: Number(row.weekday),
    hour: row.hour,
    inbound: Number(row.inbound),
    answered: Number(row.answered),
    short_abandons: Number(row.short_abandons),
  }));
}

/** Counted calls by outcome, most first. */
export async function countOutcomes(db: Database, organizationId: number, filter: CallFilter) {
  const outcomes = callAnalyticsOutcomes;
  const rows = await db
    .select({ outcome: outcomes.outcome, calls: total(outcomes.calls) })
    .from(outcomes)
    .where(and(...conditionsOf(outcomes, organizationId, filter, 'period')))
    .groupBy(outcomes.outcome)
    .having(sql`sum(${outcomes.calls}) > 0`);
  return rows
    .map((row) => ({ outcome: row.outcome, calls: Number(row.calls) }))
    .sort((a, b) => b.calls - a.calls || (a.outcome ?? '').localeCompare(b.outcome ?? ''));
}

/**
 * The daily rollup's rows recomputed from the raw calls through the same rule
 * (`call_analytics_facts`): what the rollup must equal, and the naive query it saves.
 */
export async function recomputeCallsByDay(
  db: Database,
  organizationId: number,
  filter: CallFilter,
  serviceLevel: ServiceLevelSeconds,
): Promise<Array<{ day: string; sums: CallSums }>> {
  const within = sql.identifier(`answered_within_${serviceLevel}`);
  const where = [
    sql`facts.day between ${filter.from}::date and ${filter.to}::date`,
    filter.agentIds ? sql`facts.user_id = any(${sql.param(filter.agentIds)}::int[])` : undefined,
    filter.teamIds ? sql`facts.team_id = any(${sql.param(filter.teamIds)}::int[])` : undefined,
    filter.numberIds ? sql`facts.number_id = any(${sql.param(filter.numberIds)}::int[])` : undefined,
    filter.direction ? sql`facts.direction = ${filter.direction}` : undefined,
  ].filter((condition) => condition !== undefined);
  // Calls are scanned from the organization's start index over a margin of a day each side: a
  // local day starts up to 14 hours before or after its UTC date.
  const result = (await db.execute(sql`
    select facts.day::text as day, sum(inbound) as inbound, sum(outbound) as outbound,
           sum(answered) as answered, sum(missed) as missed, sum(voicemail) as voicemail,
           sum(abandoned) as abandoned, sum(short_abandons) as short_abandons,
           sum(outbound_connected) as outbound_connected,
           sum(${within}) as answered_in_service_level, sum(answer_seconds) as answer_seconds,
           sum(talk_seconds) as talk_seconds
    from (select facts.* from calls cross join lateral call_analytics_facts(calls) as facts
          where calls.organization_id = ${organizationId}
            and calls.started_at >= ${filter.from}::date - 1 and calls.started_at < ${filter.to}::date + 2) as facts
    where ${sql.join(where, sql` and `)}
    group by facts.day`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => ({
    day: String(row.day),
    sums: toSums(row as Record<keyof CallSums, string>),
  }));
}

/**
 * Every row of one grain of the three call rollups of an organization, keys first, for comparison
 * with a recomputation.
 */
export async function readCallRollups(db: Database, organizationId: number, grain: RollupGrain) {
  const select = async (table: string, columns: string) =>
    (await db.execute(
      sql`select ${sql.raw(columns)} from ${sql.identifier(table)}
          where organization_id = ${organizationId} and grain = ${grain}`,
    )) as unknown as { rows: Record<string, unknown>[] };
  return {
    days: (
      await select(
        'call_analytics_days',
        `organization_id, day, user_id, team_id, number_id, direction, inbound, outbound, answered,
         missed, voicemail, abandoned, short_abandons, outbound_connected, answer_seconds, talk_seconds,
         answered_within_10, answered_within_15, answered_within_20, answered_within_30,
         answered_within_45, answered_within_60`,
      )
    ).rows,
    hours: (
      await select(
        'call_analytics_hours',
        'organization_id, day, weekday, hour, team_id, number_id, inbound, answered, short_abandons',
      )
    ).rows,
    outcomes: (
      await select(
        'call_analytics_outcomes',
        'organization_id, day, user_id, team_id, number_id, direction, outcome, calls',
      )
    ).rows,
  };
}

// ---------------------------------------------------------------------------------------------
// Agents' time in states

export type AgentDayRow = typeof agentAnalyticsDays.$inferSelect;

/** An agent's seconds in each state over some days. */
export type AgentTimeRow = Omit<AgentDayRow, 'organizationId' | 'day'>;

/** The rolled days of some agents from `from` to `to` (both included). */
const rolledDaysOf = (organizationId: number, userIds: number[], from: string, to: string) =>
  and(
    eq(agentAnalyticsDays.organizationId, organizationId),
    inArray(agentAnalyticsDays.userId, userIds),
    gte(agentAnalyticsDays.day, from),
    lte(agentAnalyticsDays.day, to),
  );

/** Each agent's rolled seconds in each state from `from` to `to`, unavailable ones by reason. */
export async function sumAgentTime(
  db: Database,
  organizationId: number,
  userIds: number[],
  from: string,
  to: string,
): Promise<AgentTimeRow[]> {
  if (userIds.length === 0) return [];
  const agentDays = agentAnalyticsDays;
  const where = rolledDaysOf(organizationId, userIds, from, to);
  const reason = sql`reasons.reason`;
  const [totals, byReason] = await Promise.all([
    db
      .select({
        userId: agentDays.userId,
        available: total(agentDays.available),
        ringing: total(agentDays.ringing),
        onCall: total(agentDays.onCall),
        wrapUp: total(agentDays.wrapUp),
        unavailable: total(agentDays.unavailable),
      })
      .from(agentDays)
      .where(where)
      .groupBy(agentDays.userId),
    db
      .select({
        userId: agentDays.userId,
        reason: sql<string | null>`${reason}`,
        seconds: sql<string>`sum(reasons.seconds)`,
      })
      .from(agentDays)
      .crossJoinLateral(
        sql`jsonb_to_recordset(${agentDays.unavailableByReason}) as reasons(reason text, seconds integer)`,
      )
      .where(where)
      .groupBy(agentDays.userId, reason),
  ]);
  return totals.map((row) => ({
    userId: row.userId,
    available: Number(row.available),
    ringing: Number(row.ringing),
    onCall: Number(row.onCall),
    wrapUp: Number(row.wrapUp),
    unavailable: Number(row.unavailable),
    unavailableByReason: byReason
      .filter((entry) => entry.userId === row.userId)
      .map((entry) => ({ reason: entry.reason, seconds: Number(entry.seconds) })),
  }));
}

/** The agents' rolled wrap-up seconds of each day from `from` to `to`. */
export async function sumWrapUpByDay(
  db: Database,
  organizationId: number,
  userIds: number[],
  from: string,
  to: string,
): Promise<Array<{ day: string; wrapUp: number }>> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ day: agentAnalyticsDays.day, wrapUp: total(agentAnalyticsDays.wrapUp) })
    .from(agentAnalyticsDays)
    .where(rolledDaysOf(organizationId, userIds, from, to))
    .groupBy(agentAnalyticsDays.day);
  return rows.map((row) => ({ day: row.day, wrapUp: Number(row.wrapUp) }));
}

/** Stores rolled days (a second run of the same days writes the same rows). */
export async function upsertAgentDays(db: Database, rows: AgentDayRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(agentAnalyticsDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [agentAnalyticsDays.organizationId, agentAnalyticsDays.userId, agentAnalyticsDays.day],
      set: {
        available: sql`excluded.available`,
        ringing: sql`excluded.ringing`,
        onCall: sql`excluded.on_call`,
        wrapUp: sql`excluded.wrap_up`,
        unavailable: sql`excluded.unavailable`,
        unavailableByReason: sql`excluded.unavailable_by_reason`,
      },
    });
}

export const listOrganizationIds = async (db: Database) =>
  (await db.select({ id: organizations.id }).from(organizations)).map((row) => row.id);

// ---------------------------------------------------------------------------------------------
// Settings

/**
 * What a computed analytics page depends on that any instance may change at any time: the revision
 * of the organization's call rollups, its service level, and how far its agents' days are rolled.
 */
export async function findPageVersion(db: Database, organizationId: number): Promise<string> {
  const [row] = await db
    .select({
      revision: sql<string>`coalesce(${callAnalyticsRevisions.revision}, 0)`,
      serviceLevelSeconds: analyticsSettings.serviceLevelSeconds,
      agentDaysUntil: analyticsSettings.agentDaysUntil,
    })
    .from(organizations)
    .leftJoin(callAnalyticsRevisions, eq(callAnalyticsRevisions.organizationId, organizations.id))
    .leftJoin(analyticsSettings, eq(analyticsSettings.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return JSON.stringify([row?.revision, row?.serviceLevelSeconds, row?.agentDaysUntil]);
}

export type SettingsRow = {
  serviceLevelSeconds: ServiceLevelSeconds;
  thresholds: WallboardThresholds;
  agentDaysFrom: string | null;
  agentDaysUntil: string | null;
};

export async function findSettings(db: Database, organizationId: number): Promise<SettingsRow> {
  const [row] = await db
    .select()
    .from(analyticsSettings)
    .where(eq(analyticsSettings.organizationId, organizationId));
  return {
    serviceLevelSeconds: (row?.serviceLevelSeconds ??
      DEFAULT_ANALYTICS_SETTINGS.service_level_seconds) as ServiceLevelSeconds,
    thresholds: row?.thresholds ?? DEFAULT_ANALYTICS_SETTINGS.thresholds,
    agentDaysFrom: row?.agentDaysFrom ?? null,
    agentDaysUntil: row?.agentDaysUntil ?? null,
  };
}

export async function saveSettings(
  db: Database,
  organizationId: number,
  values: Partial<Omit<typeof analyticsSettings.$inferInsert, 'organizationId'>>,
): Promise<void> {
  await db
    .insert(analyticsSettings)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: analyticsSettings.organizationId, set: values });
}
