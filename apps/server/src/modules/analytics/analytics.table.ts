import type { WallboardThresholds } from '@aurora/contracts/analytics';
import type { CallDirection } from '@aurora/contracts/calls';
import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';

/*
 * The rollups of call analytics: additive counters kept by triggers on `calls` (migrations
 * 0023_analytics and 0025_analytics_months, hand-written parts) in the transaction of every write,
 * whoever makes it. Each call adds its contribution to two rows of each rollup: its organization's
 * local day, and the month of that day (`grain`), so that a long period reads whole months and
 * the days around them; an update takes the old row's contribution out and puts the new one in, a
 * delete takes it out. The call's class is told
 * by one SQL function, `call_analytics_facts(calls)`, which the recomputation over raw calls uses
 * too. Agent, team and number carry no foreign key: a deleted one sets the call's column to null,
 * which moves its contribution through the same trigger. Null keys are one group (NULLS NOT DISTINCT).
 */

/** What a rollup row sums: one local day, or the month that starts on its `day`. */
export type RollupGrain = 'day' | 'month';

const grain = () => text('grain').$type<RollupGrain>().notNull();

/** Calls per local day (and month), agent, team, number and direction. */
export const callAnalyticsDays = pgTable(
  'call_analytics_days',
  {
    organizationId: organizationReference(),
    grain: grain(),
    day: date('day').notNull(),
    userId: integer('user_id'),
    teamId: integer('team_id'),
    numberId: integer('number_id'),
    direction: text('direction').$type<CallDirection>().notNull(),
    inbound: integer('inbound').notNull().default(0),
    outbound: integer('outbound').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    missed: integer('missed').notNull().default(0),
    voicemail: integer('voicemail').notNull().default(0),
    abandoned: integer('abandoned').notNull().default(0),
    shortAbandons: integer('short_abandons').notNull().default(0),
    outboundConnected: integer('outbound_connected').notNull().default(0),
    answerSeconds: bigint('answer_seconds', { mode: 'number' }).notNull().default(0),
    talkSeconds: bigint('talk_seconds', { mode: 'number' }).notNull().default(0),
    // One count per service level an organization may choose (SERVICE_LEVEL_SECONDS), so a new
    // choice reads at once with no rebuild.
    answeredWithin10: integer('answered_within_10').notNull().default(0),
    answeredWithin15: integer('answered_within_15').notNull().default(0),
    answeredWithin20: integer('answered_within_20').notNull().default(0),
    answeredWithin30: integer('answered_within_30').notNull().default(0),
    answeredWithin45: integer('answered_within_45').notNull().default(0),
    answeredWithin60: integer('answered_within_60').notNull().default(0),
  },
  (table) => [
    unique('call_analytics_days_key')
      .on(
        table.organizationId,
        table.grain,
        table.day,
        table.userId,
        table.teamId,
        table.numberId,
        table.direction,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * Inbound calls per local day (and month), ISO weekday, hour, team and number: the weekday x hour
 * heatmap. A day row's weekday is its day's; a month row has one per weekday.
 */
export const callAnalyticsHours = pgTable(
  'call_analytics_hours',
  {
    organizationId: organizationReference(),
    grain: grain(),
    day: date('day').notNull(),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    teamId: integer('team_id'),
    numberId: integer('number_id'),
    inbound: integer('inbound').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    shortAbandons: integer('short_abandons').notNull().default(0),
  },
  (table) => [
    unique('call_analytics_hours_key')
      .on(
        table.organizationId,
        table.grain,
        table.day,
        table.weekday,
        table.hour,
        table.teamId,
        table.numberId,
      )
      .nullsNotDistinct(),
  ],
);

/** Counted calls per local day (and month), agent, team, number, direction and outcome (null: none logged). */
export const callAnalyticsOutcomes = pgTable(
  'call_analytics_outcomes',
  {
    organizationId: organizationReference(),
    grain: grain(),
    day: date('day').notNull(),
    userId: integer('user_id'),
    teamId: integer('team_id'),
    numberId: integer('number_id'),
    direction: text('direction').$type<CallDirection>().notNull(),
    outcome: text('outcome'),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [
    unique('call_analytics_outcomes_key')
      .on(
        table.organizationId,
        table.grain,
        table.day,
        table.userId,
        table.teamId,
        table.numberId,
        table.direction,
        table.outcome,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * How many times each organization's rollups have changed: the trigger adds one per statement that
 * changes any of its rows (migration 0026_analytics_revisions). A page computed from the rollups
 * at one revision is still right while the revision is the same, on any instance.
 */
export const callAnalyticsRevisions = pgTable('call_analytics_revisions', {
  organizationId: organizationReference().primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * Seconds each agent spent in each state on one ended day of an organization's zone (an agent of
 * several organizations has one row per organization: their days are cut differently). Written
 * by the `analytics.agent-days` schedule; days it has not rolled are computed on demand.
 */
export const agentAnalyticsDays = pgTable(
  'agent_analytics_days',
  {
    organizationId: organizationReference(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    available: integer('available').notNull().default(0),
    ringing: integer('ringing').notNull().default(0),
    onCall: integer('on_call').notNull().default(0),
    wrapUp: integer('wrap_up').notNull().default(0),
    unavailable: integer('unavailable').notNull().default(0),
    /** `unavailable` by reason: `[{reason, seconds}]`. */
    unavailableByReason: jsonb('unavailable_by_reason')
      .$type<Array<{ reason: string | null; seconds: number }>>()
      .notNull()
      .default([]),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId, table.day] })],
);

/** An organization's analytics settings (a missing row: the defaults) and how far its agent days are rolled. */
export const analyticsSettings = pgTable('analytics_settings', {
  organizationId: organizationReference().primaryKey(),
  serviceLevelSeconds: integer('service_level_seconds'),
  thresholds: jsonb('thresholds').$type<WallboardThresholds>(),
  /** `agent_analytics_days` holds every day from `agentDaysFrom` to the day before `agentDaysUntil`. */
  agentDaysFrom: date('agent_days_from'),
  agentDaysUntil: date('agent_days_until'),
});
