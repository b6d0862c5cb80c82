import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

export const savedViews = pgTable(
  'saved_views',
  {
    id: identityId(),
    organizationId: organizationReference(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    sort: text('sort'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    q: text('q'),
    visibility: text('visibility', { enum: ['private', 'shared'] })
      .notNull()
      .default('private'),
    ...timestamps(),
  },
  (table) => [index('saved_views_organization_module_index').on(table.organizationId, table.module)],
);
