import type { TargetMetric, TargetSubject } from '@aurora/contracts/targets';
import { bigint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';

/** What an agent or a team should reach in a month, one row per metric. */
export const targets = pgTable(
  'targets',
  {
    id: identityId(),
    organizationId: organizationReference(),
    /** `2026-03`. */
    month: text('month').notNull(),
    subjectType: text('subject_type').$type<TargetSubject>().notNull(),
    // A user (agent) or a team: polymorphic, so no foreign key; a deleted one reads as none.
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    metric: text('metric').$type<TargetMetric>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('targets_subject_unique').on(
      table.organizationId,
      table.month,
      table.subjectType,
      table.subjectId,
      table.metric,
    ),
  ],
);
