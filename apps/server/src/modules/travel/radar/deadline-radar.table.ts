import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tasks } from '#modules/tasks/tasks.table.ts';
import { organizationReference } from '#platform/tenancy/organizations.table.ts';
import { bookings } from '../bookings/bookings.table.ts';

/**
 * The deadlines the radar gave a task for: the row is claimed before the task is made (one
 * insert that only one instance wins), so each deadline of a booking gets one task, once.
 */
export const deadlineTasks = pgTable(
  'travel_deadline_tasks',
  {
    organizationId: organizationReference(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The deadline's `key` (its type and date): a moved deadline is a new one. */
    deadlineKey: text('deadline_key').notNull(),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.deadlineKey] }),
    index('travel_deadline_tasks_organization_index').on(table.organizationId),
  ],
);
