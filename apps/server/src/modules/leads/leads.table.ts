import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from '#modules/clients/clients.table.ts';
import { contacts } from '#modules/contacts/contacts.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference, users } from '#platform/tenancy/users.table.ts';
import { personNameColumns, reachColumns } from '#records/person-columns.ts';

export const leads = pgTable(
  'leads',
  {
    id: identityId(),
    organizationId: organizationReference(),
    ...personNameColumns(),
    ...reachColumns(),
    /** Key of a `lead` status. */
    status: text('status').notNull(),
    source: text('source'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    doNotCall: boolean('do_not_call').notNull().default(false),
    destinations: text('destinations').array().notNull().default(sql`'{}'::text[]`),
    travelStart: date('travel_start'),
    travelEnd: date('travel_end'),
    dateFlexibilityDays: integer('date_flexibility_days'),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    infants: integer('infants').notNull().default(0),
    budgetAmount: numeric('budget_amount', { precision: 14, scale: 2 }),
    budgetCurrency: text('budget_currency'),
    purpose: text('purpose'),
    nextActionAt: date('next_action_at'),
    lostReason: text('lost_reason'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    convertedClientId: integer('converted_client_id').references(() => clients.id, { onDelete: 'set null' }),
    convertedContactId: integer('converted_contact_id').references(() => contacts.id, {
      onDelete: 'set null',
    }),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    // Lists: newest first, by status, by owner; id last so the tiebreak is in the index too.
    index('leads_organization_created_index').on(table.organizationId, table.createdAt, table.id),
    index('leads_organization_status_created_index').on(
      table.organizationId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('leads_organization_owner_index').on(table.organizationId, table.ownerId, table.status),
    index('leads_organization_email_index').on(table.organizationId, table.email),
    index('leads_organization_phone_index').on(table.organizationId, table.phone),
    index('leads_converted_client_index').on(table.convertedClientId),
    // Search (q, Cmd+K): words by trigrams within the organization (decision 019); phone digits
    // by trigrams alone (a btree_gin (organization_id, ...) variant measured slower for them).
    index('leads_search_index').using('gin', table.organizationId, table.searchText.op('gin_trgm_ops')),
    index('leads_phone_digits_trgm_index').using('gin', table.phoneDigits.op('gin_trgm_ops')),
  ],
);
