import type { TravelSettings } from '@aurora/contracts/travel/trips';
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';

/** An organization's travel rules; an organization without a row has the defaults. */
export const travelSettings = pgTable('travel_settings', {
  organizationId: organizationReference().primaryKey(),
  passportValidityMonths: integer('passport_validity_months').notNull(),
  leadHours: jsonb('lead_hours').$type<TravelSettings['lead_hours']>().notNull(),
  ...timestamps(),
});
