import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

export const telephonyNumbers = pgTable(
  'telephony_numbers',
  {
    id: identityId(),
    organizationId: organizationReference(),
    /** E.164; unique across organizations: the dialled number says whose incoming call it is. */
    number: text('number').notNull(),
    friendlyName: text('friendly_name'),
    providerId: text('provider_id'),
    country: text('country'),
    capabilities: jsonb('capabilities').$type<string[]>().notNull().default(['voice']),
    ringTimeoutSeconds: integer('ring_timeout_seconds').notNull().default(25),
    voicemailEnabled: boolean('voicemail_enabled').notNull().default(true),
    recordingEnabled: boolean('recording_enabled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    monthlyCost: numeric('monthly_cost', { precision: 14, scale: 4 }),
    monthlyCostCurrency: text('monthly_cost_currency'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('telephony_numbers_number_unique').on(table.number),
    index('telephony_numbers_organization_index').on(table.organizationId, table.id),
  ],
);

/** The agents an incoming call to the number rings (and whose outgoing calls show it). */
export const telephonyNumberAgents = pgTable(
  'telephony_number_agents',
  {
    numberId: integer('number_id')
      .notNull()
      .references(() => telephonyNumbers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.numberId, table.userId] }),
    index('telephony_number_agents_user_index').on(table.userId),
  ],
);
