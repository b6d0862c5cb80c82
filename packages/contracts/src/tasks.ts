/**
 * Tasks: the work an agent must do, by a day or a moment, about one or more records.
 *
 * - `GET|POST /api/v2/{org}/tasks`, `GET|PUT|DELETE /tasks/{id}`, `/tasks/export`, `/tasks/bulk`
 *   (assign = reassign, set_status `done` = complete, `open` = reopen, delete): the list grammar
 *   of records.ts plus `view` (mine, team, unassigned, all) and the computed `filter[group]`
 *   (overdue, today, upcoming, done).
 * - `POST /tasks/{id}/complete` `{note?}`, `POST /tasks/{id}/reopen` (undo), `POST /tasks/{id}/snooze`.
 * - `GET /api/v2/tasks/my`: the caller's open tasks in every organization they belong to.
 *
 * A due is a day (`due_date`) and optionally a time of that day (`due_time`, in the organization's
 * time zone). A day-only task is overdue once its day has ended in the organization's time zone; a
 * timed one at its moment (`due_at`).
 */
import { z } from 'zod';
import { organizationRefSchema } from './auth.ts';
import { optionalText } from './fields.ts';
import { idSchema, pageOf, timestampSchema } from './http.ts';
import {
  BULK_MAX_IDS,
  exportQueryFor,
  type FilterFields,
  listQueryFor,
  SUBJECT_TYPES,
  userRefSchema,
} from './records.ts';

export const TASK_TYPES = ['call', 'email', 'follow_up', 'meeting', 'payment', 'document', 'to_do'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** How a task came to be: by hand, or made by the system for a missed call, a voicemail, a deadline. */
export const TASK_ORIGINS = ['manual', 'missed_call', 'voicemail', 'deadline', 'automation'] as const;
export type TaskOrigin = (typeof TASK_ORIGINS)[number];

/**
 * The records a task can be about: every subject (a new record type joins by its declaration in
 * records.ts), and calls. The server names them through its record kit.
 */
export const TASK_RELATED_TYPES = [...SUBJECT_TYPES, 'call'] as const;
export type TaskRelatedType = (typeof TASK_RELATED_TYPES)[number];

/** Where an open task stands today, in the organization's time zone; `done` is done or cancelled. */
export const TASK_GROUPS = ['overdue', 'today', 'upcoming', 'done'] as const;
export type TaskGroup = (typeof TASK_GROUPS)[number];

/** The list's tabs: assigned to me, to a team of mine, to nobody, or every task. */
export const TASK_VIEWS = ['all', 'mine', 'team', 'unassigned'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const SNOOZE_OPTIONS = ['later_today', 'tomorrow', 'next_week', 'date'] as const;
export type SnoozeOption = (typeof SNOOZE_OPTIONS)[number];

/**
 * Why a callback task went to its assignee: the call rang them last, they own the caller's record
 * (`name` is the record's), they lead the number's team (`name` is the team's), or they are an
 * administrator and nobody else was there. Cleared when the task is reassigned.
 */
export const TASK_ASSIGNMENT_REASONS = ['rang_last', 'record_owner', 'team_leader', 'administrator'] as const;
export type TaskAssignmentReasonCode = (typeof TASK_ASSIGNMENT_REASONS)[number];
export const taskAssignmentReasonSchema = z.object({
  code: z.enum(TASK_ASSIGNMENT_REASONS),
  name: z.string().nullable(),
});
export type TaskAssignmentReason = z.infer<typeof taskAssignmentReasonSchema>;

/** The reminder choices the task form offers, in minutes before the due (0: at the due). */
export const REMIND_BEFORE_CHOICES = [0, 15, 60, 1440] as const;
/** A reminder at most four weeks before its due. */
export const REMIND_BEFORE_MAX = 28 * 1440;
/** What a day-only due counts as when a reminder is set from it: 09:00 of that day. */
export const DAY_ONLY_REMINDER_TIME = '09:00';

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 5000;
export const TASK_NOTE_MAX = 1000;
export const TASK_RELATED_MAX = 10;
export const TASK_NOT_FOUND = 'Task not found.';
export const TASK_NOT_OPEN = 'Only an open task can be snoozed.';

export const taskRelatedSchema = z.object({
  type: z.enum(TASK_RELATED_TYPES),
  id: z.number().int(),
  /** The record's name (a person's full name, a client's name, a call's other party). */
  name: z.string(),
  /**
   * Call links only: whether the call has a recording (`GET /{org}/calls/{id}/recording` serves
   * it), and whether that recording is a voicemail message.
   */
  recording: z.boolean().optional(),
  voicemail: z.boolean().optional(),
  /** People and clients: how to reach them (a call task's Call button, an email task's link). */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  do_not_call: z.boolean().optional(),
});
export type TaskRelated = z.infer<typeof taskRelatedSchema>;

/** A team as a task shows it. */
export const taskTeamSchema = z.object({ id: z.number().int(), name: z.string() });

export const taskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.enum(TASK_TYPES),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  /** The day it is due, `YYYY-MM-DD`; null: no due. */
  due_date: z.string().nullable(),
  /** The time of that day in the organization's time zone (`HH:MM`); null: the whole day. */
  due_time: z.string().nullable(),
  /** The moment it is due when it has a time; null for day-only tasks. */
  due_at: timestampSchema.nullable(),
  /** When the assignee is reminded (`task.reminder` on their private channel). */
  remind_at: timestampSchema.nullable(),
  /**
   * A reminder set relative to the due: minutes before it (0 = at the due; a day-only due counts
   * as 09:00 in the organization's zone). `remind_at` follows the due when it moves. Null: the
   * reminder, if any, is the absolute `remind_at`.
   */
  remind_before_minutes: z.number().int().nullable(),
  reminder_sent_at: timestampSchema.nullable(),
  assignee: userRefSchema.nullable(),
  /** Callback tasks: why the assignee got it. Null for tasks assigned by a person. */
  assignment_reason: taskAssignmentReasonSchema.nullable(),
  team: taskTeamSchema.nullable(),
  related: z.array(taskRelatedSchema),
  origin: z.enum(TASK_ORIGINS),
  /** Where it stands now: overdue, today, upcoming (also undated open tasks) or done. */
  group: z.enum(TASK_GROUPS),
  completed_at: timestampSchema.nullable(),
  completed_by: userRefSchema.nullable(),
  completion_note: z.string().nullable(),
  created_by: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Task = z.infer<typeof taskSchema>;

/** `YYYY-MM-DD` of a day that exists (2026-02-30 does not, though `Date.parse` rolls it over). */
const taskDaySchema = z
  .string()
  .regex(/^(19|[2-9]\d)\d{2}-\d{2}-\d{2}$/, { error: 'Must be a date like 2026-05-31.' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(value)) && new Date(Date.parse(value)).toISOString().startsWith(value),
    {
      error: 'Must be a valid date.',
    },
  );

const clockTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Must be a time like 14:30.' });

const relatedInputSchema = z.object({ type: z.enum(TASK_RELATED_TYPES), id: idSchema });

const timestampInputSchema = z
  .string()
  .trim()
  .refine((value) => /^(19|[2-9]\d)\d{2}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: 'Must be a date and time (ISO 8601).',
  });

// Update schemas are built from these fields, which have no defaults: zod applies a default even
// inside `.partial()`.
const taskFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'The title field is required.' })
    .max(TASK_TITLE_MAX, { error: `Must be at most ${TASK_TITLE_MAX} characters.` }),
  description: optionalText(TASK_DESCRIPTION_MAX),
  type: z.enum(TASK_TYPES, { error: `Must be one of: ${TASK_TYPES.join(', ')}.` }),
  priority: z.enum(TASK_PRIORITIES, { error: `Must be one of: ${TASK_PRIORITIES.join(', ')}.` }),
  status: z.enum(TASK_STATUSES, { error: `Must be one of: ${TASK_STATUSES.join(', ')}.` }),
  due_date: taskDaySchema.nullable(),
  /** Needs `due_date`; null or absent: the task is due some time that day. */
  due_time: clockTimeSchema.nullable(),
  /** An absolute reminder; sending it clears `remind_before_minutes`. */
  remind_at: timestampInputSchema.nullable(),
  /** A reminder relative to the due (needs `due_date`); `remind_at` is then computed. */
  remind_before_minutes: z
    .number({ error: 'Must be a number of minutes.' })
    .int({ error: 'Must be a number of minutes.' })
    .min(0, { error: 'Must be 0 or more minutes.' })
    .max(REMIND_BEFORE_MAX, { error: `Must be at most ${REMIND_BEFORE_MAX} minutes (four weeks).` })
    .nullable(),
  /** A member of the organization; null = unassigned. Omitted on create = the creator. */
  assignee_id: idSchema.nullable(),
  /** A team of the organization. */
  team_id: idSchema.nullable(),
  related: z
    .array(relatedInputSchema)
    .max(TASK_RELATED_MAX, { error: `At most ${TASK_RELATED_MAX} related records.` }),
  origin: z.enum(TASK_ORIGINS, { error: `Must be one of: ${TASK_ORIGINS.join(', ')}.` }),
});

export const createTaskSchema = taskFields
  .extend({
    type: taskFields.shape.type.default('to_do'),
    priority: taskFields.shape.priority.default('normal'),
    status: taskFields.shape.status.default('open'),
    due_date: taskFields.shape.due_date.optional(),
    due_time: taskFields.shape.due_time.optional(),
    remind_at: taskFields.shape.remind_at.optional(),
    remind_before_minutes: taskFields.shape.remind_before_minutes.optional(),
    assignee_id: taskFields.shape.assignee_id.optional(),
    team_id: taskFields.shape.team_id.optional(),
    related: taskFields.shape.related.default([]),
    origin: taskFields.shape.origin.default('manual'),
  })
  .superRefine((value, ctx) => {
    // The server says the same of an update, where the due may be the task's own.
    if (value.remind_before_minutes != null && !value.due_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['remind_before_minutes'],
        message: 'A reminder before the due needs a due date.',
      });
    }
  });
export type CreateTaskInput = z.input<typeof createTaskSchema>;

/** PUT: any subset; absent fields keep their value. Setting `status` to done completes the task. */
export const updateTaskSchema = taskFields.partial();
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;

export const completeTaskSchema = z.object({ note: optionalText(TASK_NOTE_MAX).optional() }).default({});
export type CompleteTaskInput = z.input<typeof completeTaskSchema>;

/**
 * `POST /tasks/{id}/snooze`: later today (three hours from now), tomorrow, next Monday, or a given
 * `date` (today or later). A day keeps the task's time, or stays day-only; a reminder moves along.
 */
export const snoozeTaskSchema = z
  .object({ until: z.enum(SNOOZE_OPTIONS), date: taskDaySchema.optional() })
  .superRefine((value, ctx) => {
    if (value.until === 'date' && !value.date) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'The date field is required.' });
    }
  });
export type SnoozeTaskInput = z.input<typeof snoozeTaskSchema>;

export const TASK_FILTERS = {
  status: 'enum',
  type: 'enum',
  priority: 'enum',
  origin: 'enum',
  group: 'enum',
  assignee_id: 'relation',
  team_id: 'relation',
  /** `lead:12`, `client:3,contact:8`: tasks about any of these records. */
  related: 'text',
  title: 'text',
  due_date: 'date',
  completed_at: 'date',
  created_at: 'date',
  updated_at: 'date',
} as const satisfies FilterFields;

export const TASK_SORTS = [
  'due',
  'priority',
  'title',
  'status',
  'type',
  'assignee',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

export const TASK_EXPORT_COLUMNS = [
  'id',
  'title',
  'description',
  'type',
  'priority',
  'status',
  'group',
  'due_date',
  'due_time',
  'remind_at',
  'assignee_name',
  'team_name',
  'related',
  'origin',
  'completed_at',
  'completed_by_name',
  'created_at',
] as const;

const listOptions = { filters: TASK_FILTERS, sorts: TASK_SORTS, defaultSort: 'due' };
const viewSchema = z.enum(TASK_VIEWS, { error: `Must be one of: ${TASK_VIEWS.join(', ')}.` }).default('all');

export const listTasksQuerySchema = listQueryFor(listOptions).safeExtend({ view: viewSchema });
export const exportTasksQuerySchema = exportQueryFor({
  ...listOptions,
  columns: TASK_EXPORT_COLUMNS,
}).safeExtend({
  view: viewSchema,
});
export const tasksPageSchema = pageOf(taskSchema);

/** `POST /tasks`: the task, 201. */
export const createdTaskSchema = z.object({ data: taskSchema });

/** A row of `GET /tasks/my`: the task and its organization. */
export const myTaskSchema = taskSchema.extend({ organization: organizationRefSchema });
export type MyTask = z.infer<typeof myTaskSchema>;

export const myTasksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(BULK_MAX_IDS).default(100),
});

/** Open tasks first overdue, then today, then upcoming (soonest first), with each group's count. */
export const myTasksSchema = z.object({
  data: z.array(myTaskSchema),
  meta: z.object({
    counts: z.object({ overdue: z.number().int(), today: z.number().int(), upcoming: z.number().int() }),
  }),
});
export type MyTasks = z.infer<typeof myTasksSchema>;

/** `task.reminder` on `private-agent.{userId}`: open the task from the toast. */
export const taskReminderEventSchema = z.object({
  task_id: z.number().int(),
  title: z.string(),
  due_date: z.string().nullable(),
  due_at: timestampSchema.nullable(),
  organization: z.object({ id: z.number().int(), code: z.string() }),
});
export type TaskReminderEvent = z.infer<typeof taskReminderEventSchema>;
