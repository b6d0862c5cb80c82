import type { ImportReport } from '@aurora/contracts/imports';
import { IMPORT_MODULES } from '@aurora/contracts/imports';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference } from '#platform/tenancy/users.table.ts';

/**
 * A CSV import and its progress. The file's text is kept in the row, so any instance can run or
 * report the job, and progress survives the page that started it.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: identityId(),
    organizationId: organizationReference(),
    module: text('module', { enum: IMPORT_MODULES }).notNull(),
    status: text('status', { enum: ['pending', 'running', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    preview: jsonb('preview').$type<string[][]>().notNull(),
    totalRows: integer('total_rows').notNull(),
    suggestedMapping: jsonb('suggested_mapping').$type<Record<string, string | null>>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string | null>>(),
    dedupe: text('dedupe', { enum: ['skip', 'update', 'create'] }),
    processed: integer('processed').notNull().default(0),
    report: jsonb('report')
      .$type<ImportReport>()
      .notNull()
      .default({ created: 0, updated: 0, skipped: 0, errors: [], errors_count: 0 }),
    error: text('error'),
    createdById: createdByReference(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('import_jobs_organization_index').on(table.organizationId, table.createdAt)],
);
