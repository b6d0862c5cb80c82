import type { TripStatus } from '@aurora/contracts/travel/trips';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '#modules/clients/clients.table.ts';
import { contacts } from '#modules/contacts/contacts.table.ts';
import { opportunities } from '#modules/opportunities/opportunities.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference, users } from '#platform/tenancy/users.table.ts';

export const trips = pgTable(
  'trips',
  {
    id: identityId(),
    organizationId: organizationReference(),
    /** `MX-2026-0042`: unique in the organization, never reused (see `tripReferenceCounters`). */
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    /** Words a search finds the trip by besides its title and reference: destinations and PNRs. */
    searchExtra: text('search_extra').notNull().default(''),
    searchText: text('search_text').generatedAlwaysAs(
      searchWordsOf(sql`"title" || ' ' || "reference" || ' ' || "search_extra"`),
    ),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    destinations: text('destinations').array().notNull().default(sql`'{}'::text[]`),
    startDate: date('start_date'),
    endDate: date('end_date'),
    status: text('status').$type<TripStatus>().notNull().default('inquiry'),
    /** Key of a `trip_types` definition. */
    tripType: text('trip_type'),
    currency: text('currency').notNull(),
    /** Minor units of `currency`: what the client expects to spend. */
    budget: bigint('budget', { mode: 'number' }),
    notesInternal: text('notes_internal'),
    notesForClient: text('notes_for_client'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('trips_organization_reference_index').on(table.organizationId, table.reference),
    index('trips_organization_start_index').on(table.organizationId, table.startDate, table.id),
    index('trips_organization_status_index').on(table.organizationId, table.status),
    index('trips_client_index').on(table.clientId),
    index('trips_opportunity_index').on(table.opportunityId).where(sql`${table.opportunityId} is not null`),
    index('trips_search_index').using('gin', table.organizationId, table.searchText.op('gin_trgm_ops')),
  ],
);

/** Who travels: contacts of the trip's client, in the order they were added. */
export const tripTravellers = pgTable(
  'trip_travellers',
  {
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tripId, table.contactId] }),
    index('trip_travellers_contact_index').on(table.contactId),
  ],
);

/**
 * The last reference number given per organization and year: one conditional upsert hands out
 * the next, so two instances creating trips at once get two numbers, and a deleted trip's number
 * is never given again.
 */
export const tripReferenceCounters = pgTable(
  'trip_reference_counters',
  {
    organizationId: organizationReference(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.year] })],
);
