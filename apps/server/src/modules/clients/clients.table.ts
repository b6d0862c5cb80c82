import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference, users } from '#platform/tenancy/users.table.ts';
import { reachColumns } from '#records/person-columns.ts';

export const clients = pgTable(
  'clients',
  {
    id: identityId(),
    organizationId: organizationReference(),
    type: text('type', { enum: ['individual', 'household', 'company'] })
      .notNull()
      .default('individual'),
    name: text('name').notNull(),
    /** The name's search words (`searchWordsOf`): ranks a search (exact name, name prefix). */
    searchName: text('search_name').generatedAlwaysAs(searchWordsOf(sql`"name"`)),
    /** Every word a search finds a client by: its name and email. */
    searchText: text('search_text').generatedAlwaysAs(
      searchWordsOf(sql`"name" || ' ' || coalesce("email", '')`),
    ),
    ...reachColumns(),
    addressLine: text('address_line'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    country: text('country'),
    taxId: text('tax_id'),
    preferredLanguage: text('preferred_language'),
    preferredCurrency: text('preferred_currency'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    lifetimeValue: numeric('lifetime_value', { precision: 14, scale: 2 }).notNull().default('0'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    index('clients_organization_name_index').on(table.organizationId, table.name, table.id),
    index('clients_organization_created_index').on(table.organizationId, table.createdAt, table.id),
    index('clients_organization_email_index').on(table.organizationId, table.email),
    index('clients_organization_phone_index').on(table.organizationId, table.phone),
    index('clients_organization_city_index').on(table.organizationId, sql`lower(${table.city})`),
    index('clients_search_index').using('gin', table.organizationId, table.searchText.op('gin_trgm_ops')),
    index('clients_phone_digits_trgm_index').using('gin', table.phoneDigits.op('gin_trgm_ops')),
  ],
);
