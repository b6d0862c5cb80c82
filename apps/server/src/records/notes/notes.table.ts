import { SUBJECT_TYPES } from '@aurora/contracts/records';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

/** Polymorphic: `subject_type` + `subject_id` name the record (no foreign key, by design). */
export const notes = pgTable(
  'notes',
  {
    id: identityId(),
    organizationId: organizationReference(),
    subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('notes_subject_index').on(
      table.organizationId,
      table.subjectType,
      table.subjectId,
      table.createdAt,
    ),
  ],
);
