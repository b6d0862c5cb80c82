import { SUBJECT_TYPES } from '@aurora/contracts/records';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { users } from '#platform/tenancy/users.table.ts';

/** Polymorphic like notes; the bytes live in the file storage under `storage_key`. */
export const attachments = pgTable(
  'attachments',
  {
    id: identityId(),
    organizationId: organizationReference(),
    subjectType: text('subject_type', { enum: SUBJECT_TYPES }).notNull(),
    subjectId: integer('subject_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attachments_subject_index').on(table.organizationId, table.subjectType, table.subjectId),
  ],
);
