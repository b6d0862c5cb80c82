import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { currencies } from '#platform/reference/reference.table.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: identityId(),
    /** Two letters, stored upper-case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    country: text('country').notNull(),
    timezone: text('timezone').notNull(),
    defaultCurrency: text('default_currency')
      .notNull()
      .references(() => currencies.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    locale: text('locale').notNull().default('en'),
    badgeColor: text('badge_color').notNull().default('#4f46e5'),
    logoUrl: text('logo_url'),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    isActive: boolean('is_active').notNull().default(true),
    recordingEnabled: boolean('recording_enabled').notNull().default(false),
    voicemailGreeting: text('voicemail_greeting'),
    ringTimeoutSeconds: integer('ring_timeout_seconds').notNull().default(25),
    ...timestamps(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Over every row, deleted ones included: a code once used stays taken, so old links never point elsewhere.
  (table) => [uniqueIndex('organizations_code_unique').on(sql`upper(${table.code})`)],
);

/** The organization a row belongs to: deleting the organization deletes the row. */
export const organizationReference = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
