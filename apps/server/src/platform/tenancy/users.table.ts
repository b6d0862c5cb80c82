import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizations } from './organizations.table.ts';

export const users = pgTable(
  'users',
  {
    id: identityId(),
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').notNull().default('en'),
    defaultOrganizationId: integer('default_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export const roles = pgTable('roles', {
  id: identityId(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_id_index').on(table.roleId),
  ],
);

/** A user is an agent if and only if this row exists (spec §1). */
export const agents = pgTable('agents', {
  id: identityId(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Telephony identity of the agent's browser device. */
  identity: text('identity').notNull().unique(),
  phone: text('phone'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps(),
});

/** Who made the row; it outlives the user's deletion. */
export const createdByReference = () =>
  integer('created_by_id').references(() => users.id, { onDelete: 'set null' });
