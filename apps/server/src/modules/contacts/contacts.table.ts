import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from '#modules/clients/clients.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference } from '#platform/tenancy/users.table.ts';
import { personNameColumns, reachColumns } from '#records/person-columns.ts';

export const contacts = pgTable(
  'contacts',
  {
    id: identityId(),
    organizationId: organizationReference(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    ...personNameColumns(),
    ...reachColumns(),
    isPrimary: boolean('is_primary').notNull().default(false),
    relationship: text('relationship'),
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality'),
    // Sensitive travel-document fields: plain columns for now; visibility by role comes later.
    passportNumber: text('passport_number'),
    passportCountry: text('passport_country'),
    passportExpiry: date('passport_expiry'),
    frequentFlyer: jsonb('frequent_flyer')
      .$type<{ airline: string; number: string }[]>()
      .notNull()
      .default([]),
    seatPreference: text('seat_preference', { enum: ['aisle', 'window', 'no_preference'] }),
    mealPreference: text('meal_preference'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    index('contacts_organization_full_name_index').on(table.organizationId, table.fullName, table.id),
    index('contacts_organization_created_index').on(table.organizationId, table.createdAt, table.id),
    index('contacts_client_index').on(table.clientId),
    index('contacts_organization_email_index').on(table.organizationId, table.email),
    index('contacts_organization_phone_index').on(table.organizationId, table.phone),
    index('contacts_search_index').using('gin', table.organizationId, table.searchText.op('gin_trgm_ops')),
    index('contacts_phone_digits_trgm_index').using('gin', table.phoneDigits.op('gin_trgm_ops')),
  ],
);
