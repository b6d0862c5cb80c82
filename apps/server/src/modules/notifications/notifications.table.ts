import type { NotificationKind } from '@aurora/contracts/notifications';
import type { RecordTypeName } from '@aurora/contracts/records';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

/**
 * One entry of a user's notification centre: its kind and the facts its sentence is made of
 * (`data`, worded by each browser in its language), the record it opens, who caused it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    organizationId: organizationReference(),
    /** The recipient. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The record its entry opens (polymorphic, so no foreign key; a deleted one reads as none). */
    subjectType: text('subject_type').$type<RecordTypeName>(),
    subjectId: integer('subject_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // A user's list, newest first, across organizations.
    index('notifications_user_index').on(table.userId, table.id),
    // The unread count.
    index('notifications_user_unread_index').on(table.userId).where(sql`${table.readAt} is null`),
    // A voicemail finds the missed call's entries (by organization and kind).
    index('notifications_organization_kind_index').on(table.organizationId, table.kind),
    // The daily pruning of old entries.
    index('notifications_created_at_index').on(table.createdAt),
  ],
);
