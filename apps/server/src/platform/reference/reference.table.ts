import { boolean, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';

export const statuses = pgTable(
  'statuses',
  {
    id: identityId(),
    entityType: text('entity_type', { enum: ['lead', 'opportunity', 'trip', 'task', 'invoice'] }).notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    isClosed: boolean('is_closed').notNull().default(false),
    /** Opportunity stages only: open, won or lost. */
    stageKind: text('stage_kind', { enum: ['open', 'won', 'lost'] }),
    /** Opportunity stages only: a deal's probability unless it sets its own (0..100). */
    probability: integer('probability'),
    /** Opportunity stages only: quiet days after which a deal rots; null: never. */
    rotAfterDays: integer('rot_after_days'),
    ...timestamps(),
  },
  (table) => [unique('statuses_entity_type_key_unique').on(table.entityType, table.key)],
);

export const currencies = pgTable('currencies', {
  /** ISO 4217, upper-case. */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  decimals: integer('decimals').notNull().default(2),
  /** Units of this currency one US dollar buys. */
  rateToBase: numeric('rate_to_base', { precision: 20, scale: 8 }).notNull().default('1'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

export const definitions = pgTable(
  'definitions',
  {
    id: identityId(),
    list: text('list', {
      enum: ['lead_sources', 'call_outcomes', 'lost_reasons', 'trip_types', 'supplier_categories'],
    }).notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** A call outcome that asks for a follow-up: the call modal then offers a follow-up task. */
    asksFollowUp: boolean('asks_follow_up').notNull().default(false),
    ...timestamps(),
  },
  (table) => [unique('definitions_list_key_unique').on(table.list, table.key)],
);
