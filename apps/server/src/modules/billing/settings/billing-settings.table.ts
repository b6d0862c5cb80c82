import { integer, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';

/** An organization's billing rules; an organization without a row has the defaults. */
export const billingSettings = pgTable('billing_settings', {
  organizationId: organizationReference().primaryKey(),
  balanceDaysBeforeStart: integer('balance_days_before_start').notNull(),
  supplierBufferDays: integer('supplier_buffer_days').notNull(),
  paymentTermsDays: integer('payment_terms_days').notNull(),
  reminderDays: integer('reminder_days').notNull(),
  ...timestamps(),
});
