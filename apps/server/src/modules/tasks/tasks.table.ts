import type {
  TaskAssignmentReason,
  TaskOrigin,
  TaskPriority,
  TaskStatus,
  TaskType,
} from '@aurora/contracts/tasks';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { teams } from '#modules/teams/teams.table.ts';
import { identityId, timestamps } from '#platform/db/columns.ts';
import { searchWordsOf } from '#platform/db/search-words.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { createdByReference, users } from '#platform/tenancy/users.table.ts';

export const tasks = pgTable(
  'tasks',
  {
    id: identityId(),
    organizationId: organizationReference(),
    title: text('title').notNull(),
    description: text('description'),
    /** The search words (`searchWordsOf`) of the title and description. */
    searchText: text('search_text').generatedAlwaysAs(
      searchWordsOf(sql`"title" || ' ' || coalesce("description", '')`),
    ),
    type: text('type').$type<TaskType>().notNull(),
    priority: text('priority').$type<TaskPriority>().notNull().default('normal'),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    /** The day it is due; with `dueTime` null the whole day (overdue once it ends in the org's zone). */
    dueDate: date('due_date'),
    /** Time of `dueDate` in the organization's time zone. */
    dueTime: time('due_time'),
    /** `dueDate` + `dueTime` as an instant (null for day-only tasks): what overdue compares with. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    remindAt: timestamp('remind_at', { withTimezone: true }),
    /** A reminder relative to the due, in minutes before it: `remindAt` is recomputed when the due moves. */
    remindBeforeMinutes: integer('remind_before_minutes'),
    /** Set by the instance that claims the reminder (one UPDATE), so it is sent once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why the system gave the task to its assignee (callback tasks); null once a person reassigns it. */
    assignmentReason: jsonb('assignment_reason').$type<TaskAssignmentReason>(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /**
     * The records it is about, as `type:id` (`lead:12`, `call:40`): polymorphic, so no foreign
     * key; a link to a record that was deleted is left out when the task is read.
     */
    related: text('related').array().notNull().default(sql`'{}'::text[]`),
    origin: text('origin').$type<TaskOrigin>().notNull().default('manual'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedById: integer('completed_by_id').references(() => users.id, { onDelete: 'set null' }),
    completionNote: text('completion_note'),
    createdById: createdByReference(),
    updatedById: integer('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('tasks_organization_due_index').on(table.organizationId, table.status, table.dueDate, table.id),
    index('tasks_organization_assignee_index').on(table.organizationId, table.assigneeId, table.status),
    index('tasks_organization_team_index').on(table.organizationId, table.teamId),
    // "My tasks" across organizations.
    index('tasks_assignee_open_index').on(table.assigneeId, table.status, table.dueDate),
    // The reminder sweep: only reminders not sent yet.
    index('tasks_reminder_due_index').on(table.remindAt).where(sql`${table.reminderSentAt} is null`),
    index('tasks_search_index').using('gin', table.organizationId, table.searchText.op('gin_trgm_ops')),
    // Tasks of a record (`filter[related]=lead:12`).
    index('tasks_related_index').using('gin', table.related),
  ],
);
