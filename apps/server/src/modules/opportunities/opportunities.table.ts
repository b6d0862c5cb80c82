import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from '#modules/clients/clients.table.ts';
import { contacts } from '#modules/contacts/contacts.table.ts';
import { leads } from '#modules/leads/leads.table.ts';
import { teams } from '#modules/teams/teams.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference, users } from '#platform/tenancy/users.table.ts';

/**
 * Deals of the sales pipeline. Trips will link to the deal they come from with an
 * `opportunity_id` of their own (a deal may become several trips); see decision 017.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: identityId(),
    organizationId: organizationReference(),
    title: text('title').notNull(),
    /** The title's search words (`searchWordsOf`). */
    searchText: text('search_text').generatedAlwaysAs(searchWordsOf(sql`"title"`)),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    primaryContactId: integer('primary_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    /** Key of an `opportunity` status: the stage. */
    stage: text('stage').notNull(),
    /** The deal's own probability; null: its stage's default, read from the stage. */
    probability: integer('probability'),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    expectedCloseDate: date('expected_close_date'),
    source: text('source'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    nextStep: text('next_step'),
    lostReason: text('lost_reason'),
    lostNote: text('lost_note'),
    /** When it reached a won or lost stage; null while open. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest call, note, completed task or change: what rotting measures from. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Order within the stage's board column, ascending. A move takes the midpoint of its new
     * neighbours (one row written); a column is renumbered only when a gap runs out.
     */
    boardPosition: doublePrecision('board_position').notNull().default(0),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    // The board: a column's cards in order, and its totals.
    index('opportunities_board_index').on(table.organizationId, table.stage, table.boardPosition, table.id),
    index('opportunities_organization_created_index').on(table.organizationId, table.createdAt, table.id),
    index('opportunities_organization_owner_index').on(table.organizationId, table.ownerId),
    index('opportunities_organization_close_index').on(table.organizationId, table.expectedCloseDate),
    index('opportunities_search_index').using(
      'gin',
      table.organizationId,
      table.searchText.op('gin_trgm_ops'),
    ),
    index('opportunities_client_index').on(table.clientId),
    index('opportunities_lead_index').on(table.leadId).where(sql`${table.leadId} is not null`),
  ],
);

/**
 * Every deal of an organization summed by stage and currency, so that the board's totals do not
 * grow with the number of deals. Kept by triggers (migration 0016_opportunity_stage_totals) in the
 * transaction of each write, whoever makes it: the service, the import, a client's deletion
 * cascading to its deals, and a stage's new default probability (which reweighs its deals).
 */
export const opportunityStageTotals = pgTable(
  'opportunity_stage_totals',
  {
    organizationId: organizationReference(),
    stage: text('stage').notNull(),
    currency: text('currency').notNull(),
    count: integer('count').notNull().default(0),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** Each deal's amount × probability / 100 rounded half up, summed: the sum of the cards. */
    weighted: bigint('weighted', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.stage, table.currency] })],
);
