import { SUBJECT_TYPES } from '@aurora/contracts/records';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

/**
 * What happened to a record, for its activity timeline: created, status changes, assignments,
 * conversion, merges. Notes are read from their own table; calls and tasks will add their types.
 */
export const recordActivities = pgTable(
  'record_activities',
  {
    id: identityId(),
    organizationId: organizationReference(),
    subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    type: text('type').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('record_activities_subject_index').on(
      table.organizationId,
      table.subjectType,
      table.subjectId,
      table.createdAt,
    ),
  ],
);
