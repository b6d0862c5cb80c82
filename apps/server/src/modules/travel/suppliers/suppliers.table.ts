import type { SupplierContact } from '@aurora/contracts/travel/suppliers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference, users } from '#platform/tenancy/users.table.ts';

export const suppliers = pgTable(
  'suppliers',
  {
    id: identityId(),
    organizationId: organizationReference(),
    name: text('name').notNull(),
    /** The name's search words: ranks a search (exact name, name prefix). */
    searchName: text('search_name').generatedAlwaysAs(searchWordsOf(sql`"name"`)),
    /** Every word a search finds a supplier by: its name and email. */
    searchText: text('search_text').generatedAlwaysAs(
      searchWordsOf(sql`"name" || ' ' || coalesce("email", '')`),
    ),
    /** Key of a `supplier_categories` definition. */
    category: text('category').notNull(),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    /** E.164. */
    phone: text('phone'),
    /** Its digits, what a phone search matches. */
    phoneDigits: text('phone_digits').notNull().default(''),
    /** Lower-case. */
    email: text('email'),
    website: text('website'),
    /** Hundredths of a percent (1250 is 12.50 %); null: no default commission. */
    commissionRateBasisPoints: integer('commission_rate_basis_points'),
    paymentTerms: text('payment_terms'),
    currency: text('currency').notNull(),
    preferred: boolean('preferred').notNull().default(false),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: createdByReference(),
    ...timestamps(),
  },
  (table) => [
    index('suppliers_organization_name_index').on(table.organizationId, table.name, table.id),
    index('suppliers_organization_category_index').on(table.organizationId, table.category),
    index('suppliers_search_index').using('gin', table.organizationId, table.searchText.op('gin_trgm_ops')),
    index('suppliers_phone_digits_trgm_index').using('gin', table.phoneDigits.op('gin_trgm_ops')),
  ],
);
