import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { currencies } from '#platform/reference/reference.table.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Over every row, deleted ones included: a code once used stays taken, so old links never point elsewhere.
  (table) => [uniqueIndex('organizations_code_unique').on(sql`upper(${table.code})`)],
);
