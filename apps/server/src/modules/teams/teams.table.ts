import type {
  BusinessHours,
  ChosenAvailabilityStatus,
  FallbackAction,
  RingStrategy,
} from '@aurora/contracts/teams';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { telephonyNumbers } from '#modules/numbers/numbers.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference, organizations } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';
import type { AgentState, AgentStateCause } from './teams.agent-states.ts';

export const teams = pgTable(
  'teams',
  {
    id: identityId(),
    organizationId: organizationReference(),
    name: text('name').notNull(),
    leaderId: integer('leader_id').references(() => users.id, { onDelete: 'set null' }),
    ringStrategy: text('ring_strategy').$type<RingStrategy>().notNull().default('simultaneous'),
    /** How long one agent rings before the next is tried (round-robin, longest idle, owner first). */
    agentRingSeconds: integer('agent_ring_seconds').notNull().default(25),
    /** How long the call rings the team in all before the fallback. */
    totalRingSeconds: integer('total_ring_seconds').notNull().default(90),
    businessHours: jsonb('business_hours').$type<BusinessHours>().notNull().default({}),
    /** ISO dates (YYYY-MM-DD) the team is closed all day. */
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    fallbackAction: text('fallback_action').$type<FallbackAction>().notNull().default('voicemail'),
    fallbackTeamId: integer('fallback_team_id').references((): AnyPgColumn => teams.id, {
      onDelete: 'set null',
    }),
    /** Round-robin: the member who was offered the team's last call (routing state shared by instances). */
    lastOfferedUserId: integer('last_offered_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('teams_organization_name_unique').on(table.organizationId, table.name),
    index('teams_organization_index').on(table.organizationId, table.id),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_index').on(table.userId),
  ],
);

/** The numbers a team answers; a number is answered by one team at most. */
export const teamNumbers = pgTable(
  'team_numbers',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    numberId: integer('number_id')
      .notNull()
      .references(() => telephonyNumbers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.numberId] }),
    uniqueIndex('team_numbers_number_unique').on(table.numberId),
  ],
);

/**
 * An agent's availability, one row per user (the same in every organization, like the browser
 * they take calls in). Only facts are stored; the shown status is derived on read, so wrap-up ends
 * without a timer and any instance gives the same answer.
 */
export const agentAvailability = pgTable('agent_availability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** What the agent chose in the user menu. */
  chosen: text('chosen').$type<ChosenAvailabilityStatus>().notNull().default('available'),
  reason: text('reason'),
  /** When the agent last changed `chosen`. */
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by the calls module when a call starts, cleared when it ends. */
  onCallSince: timestamp('on_call_since', { withTimezone: true }),
  /** The end of the wrap-up after the last call. */
  wrapUpUntil: timestamp('wrap_up_until', { withTimezone: true }),
  lastCallEndedAt: timestamp('last_call_ended_at', { withTimezone: true }),
  /**
   * The incoming calls ringing the agent now, set by the calls module. Only the state history
   * reads it: routing and screens keep deriving the status without it.
   */
  ringingCallIds: integer('ringing_call_ids').array().notNull().default(sql`'{}'::integer[]`),
  /**
   * Connected to the presence channel of one of their organizations, as the realtime server last
   * reported it. Only the state history reads it: routing and screens ask presence itself.
   */
  online: boolean('online').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of an agent's state, appended in the transaction of the fact that caused it and
 * never changed (decision 025): enough to tell the seconds spent in each state on any day.
 */
export const agentStateChanges = pgTable(
  'agent_state_changes',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** From this instant the agent is in `state`, until the next change (or `wrapUpUntil`). */
    at: timestamp('at', { withTimezone: true }).notNull(),
    state: text('state').$type<AgentState>().notNull(),
    /** What the agent had chosen then: the state itself when idle, what follows a wrap-up. */
    chosen: text('chosen').$type<ChosenAvailabilityStatus>().notNull(),
    /** Why the agent chose to be unavailable (null when they chose available). */
    reason: text('reason'),
    /** A wrap-up's planned end: past it the agent is in `chosen` with nothing recorded. */
    wrapUpUntil: timestamp('wrap_up_until', { withTimezone: true }),
    cause: text('cause').$type<AgentStateCause>().notNull(),
  },
  (table) => [index('agent_state_changes_user_at_index').on(table.userId, table.at, table.id)],
);

/** How an organization handles calls after they end; a missing row means the defaults. */
export const organizationCallSettings = pgTable('organization_call_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  wrapUpSeconds: integer('wrap_up_seconds').notNull().default(30),
  missedCallSlaMinutes: integer('missed_call_sla_minutes').notNull().default(15),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
