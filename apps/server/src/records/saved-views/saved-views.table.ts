import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

export const savedViews = pgTable(
  'saved_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_views_organization_module_index').on(table.organizationId, table.module)],
);
