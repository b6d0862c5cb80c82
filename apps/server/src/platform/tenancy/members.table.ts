import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { identityId } from '#platform/db/columns.ts';
import { organizationReference } from './organizations.table.ts';
import { users } from './users.table.ts';

export const organizationMembers = pgTable(
  'organization_members',
  {
    id: identityId(),
    organizationId: organizationReference(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('organization_members_organization_user_unique').on(table.organizationId, table.userId),
    index('organization_members_user_id_index').on(table.userId),
  ],
);
