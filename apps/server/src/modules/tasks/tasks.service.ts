import type { PaginationMeta } from '@aurora/contracts/http';
import { agentChannel } from '@aurora/contracts/realtime';
import { isSubjectType, type SubjectType } from '@aurora/contracts/records';
import {
  type CompleteTaskInput,
  type CreateTaskInput,
  createTaskSchema,
  DAY_ONLY_REMINDER_TIME,
  type exportTasksQuerySchema,
  type listTasksQuerySchema,
  type MyTask,
  type MyTasks,
  type snoozeTaskSchema,
  TASK_NOT_FOUND,
  TASK_NOT_OPEN,
  TASK_STATUSES,
  type Task,
  type TaskAssignmentReason,
  type TaskGroup,
  type TaskRelatedType,
  type TaskReminderEvent,
  type updateTaskSchema,
} from '@aurora/contracts/tasks';
import { minutesOfClock } from '@aurora/contracts/teams';
import { addDays, clockTimeOf, dayIn, instantOf, wallClockAt } from '@aurora/contracts/time-zones';
import type { z } from 'zod';
import { teamExists } from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { conflict, type FieldErrors, invalid, notFound } from '#platform/errors.ts';
import type { Context, OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { emitDomainEvent } from '#records/domain-events.ts';
import type { BulkHandlers, PlainRecords } from '#records/record-lifecycle.ts';
import { lookupRecords, type RecordSummary } from '#records/record-lookup.ts';
import { type ActivityValues, isOrganizationMember, readListPage } from '#records/records.repository.ts';
import {
  exportRecords,
  listWindow,
  pageMeta,
  publishRecordEvent,
  recordActivity,
  throwIfInvalid,
  toRecordRef,
  toUserRef,
} from '#records/records.service.ts';
import {
  type ClaimedReminder,
  claimDueReminders,
  countOpenTasksOfUser,
  countTasks as countTaskRows,
  findOpenTaskIdsRelatedTo,
  findTask,
  findTasks,
  insertTasks,
  listOpenTasksOfUser,
  organizationCodes,
  summarizeCallbackRecovery,
  type TaskClock,
  type TaskRow,
  type TaskValues,
  taskListQuery,
  taskListSpec,
  taskViewCondition,
  updateTasks,
} from './tasks.repository.ts';
import { tasks } from './tasks.table.ts';

export { TASK_NOT_FOUND } from '@aurora/contracts/tasks';
export type { CallbackRecoveryRow, TaskValues } from './tasks.repository.ts';

/**
 * For call analytics: the callback tasks created in a window, how many are done and the median
 * time to it, by assignee (and a row with `assigneeId` null for all of them).
 */
export const callbackRecovery = (
  { db, organization }: OrganizationData,
  window: Parameters<typeof summarizeCallbackRecovery>[2],
) => summarizeCallbackRecovery(db, organization.id, window);
/**
 * For other modules' queries, the open or planned tasks about their records, by the tasks'
 * rules (a deal rots with no planned task, and shows its next one).
 */
export { nextOpenTaskAbout, plannedTaskAbout } from './tasks.repository.ts';

/** Tasks to the record kit: plain records, with no notes, files or timeline of their own. */
export const taskRecords: PlainRecords = { module: 'tasks', table: tasks, notFoundMessage: TASK_NOT_FOUND };

// ---------------------------------------------------------------------------------------------
// Days and times in the organization's time zone

/** The instant a local day and time (`HH:MM`) happen in the organization's time zone. */
const zonedInstant = (day: string, time: string, timeZone: string): Date =>
  instantOf(day, minutesOfClock(time), timeZone);

/**
 * When a reminder set `before` minutes ahead of a due rings: before the due's moment, or before
 * 09:00 of a day-only due, in the organization's time zone.
 */
const reminderBefore = (dueDate: string, dueTime: string | null, before: number, timeZone: string): Date =>
  new Date(zonedInstant(dueDate, dueTime ?? DAY_ONLY_REMINDER_TIME, timeZone).getTime() - before * 60_000);

/** Now, and today in the organization's time zone. */
export const clockOf = (timeZone: string, now = new Date()): TaskClock => ({
  now,
  today: dayIn(now, timeZone),
});

/** Where a task stands: done (or cancelled), overdue, due today, or upcoming (undated too). */
export function taskGroup(row: Pick<TaskRow, 'status' | 'dueDate' | 'dueAt'>, clock: TaskClock): TaskGroup {
  if (row.status !== 'open') return 'done';
  if (row.dueDate === null) return 'upcoming';
  // A day-only task is overdue once its day has ended in the organization's zone.
  if (row.dueAt ? row.dueAt < clock.now : row.dueDate < clock.today) return 'overdue';
  return row.dueDate === clock.today ? 'today' : 'upcoming';
}

// ---------------------------------------------------------------------------------------------
// JSON

const relatedKeys = (refs: readonly { type: string; id: number }[]) =>
  refs.map((ref) => `${ref.type}:${ref.id}`);

const relatedRefs = (keys: readonly string[]) =>
  keys.map((key) => {
    const [type, id] = key.split(':');
    return { type: type as TaskRelatedType, id: Number(id) };
  });

/** The related records that exist, by `type:id`, through the record kit's lookup. */
const findRelated = (db: Database, organizationId: number, keys: readonly string[]) =>
  lookupRecords(db, organizationId, relatedRefs(keys));

export function toTaskJson(row: TaskRow, related: Map<string, RecordSummary>, clock: TaskClock): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    priority: row.priority,
    status: row.status,
    due_date: row.dueDate,
    due_time: row.dueTime ? row.dueTime.slice(0, 5) : null,
    due_at: row.dueAt?.toISOString() ?? null,
    remind_at: row.remindAt?.toISOString() ?? null,
    remind_before_minutes: row.remindBeforeMinutes,
    reminder_sent_at: row.reminderSentAt?.toISOString() ?? null,
    assignee: toUserRef(row.assigneeId, row.assigneeName),
    assignment_reason: row.assignmentReason,
    team: toRecordRef(row.teamId, row.teamName),
    related: relatedRefs(row.related).flatMap((ref) => {
      const found = related.get(`${ref.type}:${ref.id}`);
      if (found === undefined) return [];
      const reach = found.reach && {
        phone: found.reach.phone,
        email: found.reach.email,
        do_not_call: found.reach.doNotCall,
      };
      return [{ ...ref, name: found.name, ...found.flags, ...reach }];
    }),
    origin: row.origin,
    group: taskGroup(row, clock),
    completed_at: row.completedAt?.toISOString() ?? null,
    completed_by: toUserRef(row.completedById, row.completedByName),
    completion_note: row.completionNote,
    created_by: toUserRef(row.createdById, row.createdByName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function toTasksJson(ctx: OrganizationData, rows: TaskRow[], clock: TaskClock): Promise<Task[]> {
  const related = await findRelated(
    ctx.db,
    ctx.organization.id,
    rows.flatMap((row) => row.related),
  );
  return rows.map((row) => toTaskJson(row, related, clock));
}

// ---------------------------------------------------------------------------------------------
// Reads

type ListTasksQuery = z.output<typeof listTasksQuerySchema>;

/** One page of the organization's tasks: the list grammar, a view (tab) and the computed group. */
export async function listTasks(
  ctx: OrganizationContext,
  query: ListTasksQuery,
): Promise<{ data: Task[]; meta: PaginationMeta }> {
  const clock = clockOf(ctx.organization.timeZone);
  const spec = taskListSpec(clock);
  const list = taskListQuery(taskViewCondition(query.view, ctx.actorId ?? 0))(ctx.db, ctx.organization.id);
  const page = await readListPage(ctx.db, list, listWindow(ctx, spec, query));
  return { data: await toTasksJson(ctx, page.rows, clock), meta: pageMeta(query, page) };
}

async function getTaskRow(db: Database, organizationId: number, id: number): Promise<TaskRow> {
  const row = await findTask(db, organizationId, id);
  if (!row) throw notFound(TASK_NOT_FOUND);
  return row;
}

export async function getTask(ctx: OrganizationData, id: number): Promise<Task> {
  const row = await getTaskRow(ctx.db, ctx.organization.id, id);
  const [task] = await toTasksJson(ctx, [row], clockOf(ctx.organization.timeZone));
  if (!task) throw notFound(TASK_NOT_FOUND);
  return task;
}

/** Every task matching the list query (and view), as CSV rows of the requested columns. */
export function exportTasks(
  ctx: OrganizationContext,
  query: z.output<typeof exportTasksQuerySchema>,
  columns: readonly string[],
): AsyncGenerator<string[]> {
  const clock = clockOf(ctx.organization.timeZone);
  return exportRecords(ctx, query, columns, {
    spec: taskListSpec(clock),
    list: taskListQuery(taskViewCondition(query.view, ctx.actorId ?? 0)),
    cells: async (rows) =>
      (await toTasksJson(ctx, rows, clock)).map((task) => ({
        ...task,
        assignee_name: task.assignee?.name ?? '',
        team_name: task.team?.name ?? '',
        completed_by_name: task.completed_by?.name ?? '',
        related: task.related.map((ref) => `${ref.type}: ${ref.name}`).join('; '),
      })),
  });
}

// ---------------------------------------------------------------------------------------------
// Writes

type TaskFields = Partial<z.output<typeof updateTaskSchema>>;

/** Checks what zod cannot (assignee, team, related records, due) and maps to columns. */
async function toTaskValues(
  ctx: OrganizationData,
  input: TaskFields,
  current?: TaskRow,
): Promise<Partial<TaskValues>> {
  const { db, organization } = ctx;
  const errors: FieldErrors = {};
  if (input.assignee_id != null && !(await isOrganizationMember(db, organization.id, input.assignee_id))) {
    errors.assignee_id = ['The selected assignee is not a member of this organization.'];
  }
  if (input.team_id != null && !(await teamExists(db, organization.id, input.team_id))) {
    errors.team_id = ['The selected team does not exist in this organization.'];
  }
  let related: string[] | undefined;
  if (input.related !== undefined) {
    related = [...new Set(relatedKeys(input.related))];
    const found = await findRelated(db, organization.id, related);
    const missing = input.related.findIndex((ref) => !found.has(`${ref.type}:${ref.id}`));
    if (missing >= 0) {
      const ref = input.related[missing];
      errors[`related.${missing}.id`] = [`No ${ref?.type} with id ${ref?.id} exists in this organization.`];
    }
  }
  const dueDate = input.due_date !== undefined ? input.due_date : (current?.dueDate ?? null);
  // Clearing the day clears its time too, unless a time is sent alone (which is an error).
  const dueTime =
    input.due_time !== undefined
      ? input.due_time
      : input.due_date === null
        ? null
        : (current?.dueTime?.slice(0, 5) ?? null);
  if (dueTime && !dueDate) errors.due_time = ['A due time needs a due date.'];
  if (input.remind_before_minutes != null) {
    if (input.remind_at != null) {
      errors.remind_before_minutes = ['Send a reminder either before the due or at a time, not both.'];
    } else if (!dueDate) {
      errors.remind_before_minutes = ['A reminder before the due needs a due date.'];
    }
  }
  throwIfInvalid(errors);

  const values: Partial<TaskValues> = {
    title: input.title,
    description: input.description,
    type: input.type,
    priority: input.priority,
    assigneeId: input.assignee_id,
    teamId: input.team_id,
    related,
    origin: input.origin,
  };
  // Why the system chose the assignee stops being true once someone else chooses.
  if (current && input.assignee_id !== undefined && input.assignee_id !== current.assigneeId) {
    values.assignmentReason = null;
  }
  const dueChanged = input.due_date !== undefined || input.due_time !== undefined;
  if (dueChanged) {
    values.dueDate = dueDate;
    values.dueTime = dueDate ? dueTime : null;
    values.dueAt = dueDate && dueTime ? zonedInstant(dueDate, dueTime, organization.timeZone) : null;
  }
  // A relative reminder is kept (and follows the due) until an absolute one replaces it.
  const before =
    input.remind_before_minutes !== undefined
      ? input.remind_before_minutes
      : input.remind_at !== undefined
        ? null
        : (current?.remindBeforeMinutes ?? null);
  if (before !== null && (dueChanged || input.remind_before_minutes !== undefined)) {
    values.remindBeforeMinutes = dueDate ? before : null;
    values.remindAt = dueDate ? reminderBefore(dueDate, dueTime, before, organization.timeZone) : null;
  } else if (input.remind_at !== undefined || input.remind_before_minutes !== undefined) {
    values.remindBeforeMinutes = null;
    values.remindAt = input.remind_at ? new Date(input.remind_at) : null;
  }
  // A new reminder time is a new reminder: it will be sent again.
  if (values.remindAt !== undefined && values.remindAt?.getTime() !== current?.remindAt?.getTime()) {
    values.reminderSentAt = null;
  }
  return values;
}

/** What a status change sets beside the status: completion by whom, or none. */
function statusValues(
  status: Task['status'],
  actorId: number | null,
  note?: string | null,
): Partial<TaskValues> {
  if (status === 'done') {
    return { status, completedAt: new Date(), completedById: actorId, completionNote: note ?? null };
  }
  return { status, completedAt: null, completedById: null, completionNote: null };
}

/** Timeline entries of a task event: on each related record that has a timeline. */
function taskEvents(
  row: { id: number; title: string; related: string[] },
  event: 'created' | 'completed',
  actorId: number | null,
): ActivityValues[] {
  const data = { task_id: row.id, title: row.title, event };
  const subjects: { type: SubjectType; id: number }[] = row.related.flatMap((key) => {
    const [type, id] = key.split(':');
    // Calls keep no activity: only the record types with a timeline do.
    return isSubjectType(type) ? [{ type, id: Number(id) }] : [];
  });
  return subjects.map((subject) => ({
    subjectType: subject.type,
    subjectId: subject.id,
    type: 'task',
    actorId,
    data,
  }));
}

function parseOrThrow<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'input';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw invalid(errors);
}

/**
 * Creates a task in the context's organization and answers it; for the routes and for other
 * modules (a missed call's callback task: `createTask(ctx, {title, type: 'call', origin:
 * 'missed_call', related: [{type: 'call', id}], assignee_id}, {assignmentReason})`).
 *
 * - `input` is the contract's create body (`CreateTaskInput`); it is validated here, so a bad
 *   value throws the same 422 a request gets. Defaults: type `to_do`, priority `normal`, status
 *   `open`, origin `manual`, and the acting user as assignee (none when the system acts).
 * - Related records must exist in the organization (lead, client, contact, call).
 * - The task goes on the timeline of each related lead, client and contact, and open task lists
 *   hear `record.created` once the transaction has committed.
 */
export async function createTask(
  ctx: OrganizationContext,
  input: CreateTaskInput,
  system: { assignmentReason?: TaskAssignmentReason | null } = {},
): Promise<Task> {
  const { db, organization, actorId } = ctx;
  const parsed = parseOrThrow(createTaskSchema, input);
  const assigneeId = parsed.assignee_id === undefined ? actorId : parsed.assignee_id;
  const values = await toTaskValues(ctx, { ...parsed, assignee_id: assigneeId });
  const id = await db.transaction(async (tx) => {
    const [created] = await insertTasks(tx, organization.id, [
      {
        ...(values as TaskValues),
        ...statusValues(parsed.status, actorId),
        assignmentReason: system.assignmentReason ?? null,
        related: values.related ?? [],
        createdById: actorId,
        updatedById: actorId,
      },
    ]);
    if (created === undefined) throw new Error('INSERT tasks returned no row');
    await recordActivity(
      tx,
      organization.id,
      taskEvents({ id: created, title: parsed.title, related: values.related ?? [] }, 'created', actorId),
    );
    return created;
  });
  if (assigneeId != null)
    await emitDomainEvent(
      db,
      'task.assigned',
      { organizationId: organization.id, taskId: id, title: parsed.title, assigneeId, actorId },
      ctx,
    );
  publishRecordEvent(ctx, 'record.created', { module: 'tasks', id });
  return getTask(ctx, id);
}

/** Partial update; a status change completes or reopens the task. */
export async function updateTask(
  ctx: OrganizationContext,
  id: number,
  input: z.output<typeof updateTaskSchema>,
): Promise<Task> {
  const { db, organization, actorId } = ctx;
  const current = await getTaskRow(db, organization.id, id);
  const values = await toTaskValues(ctx, input, current);
  const completing = input.status === 'done' && current.status !== 'done';
  await db.transaction(async (tx) => {
    await updateTasks(tx, organization.id, [id], {
      ...values,
      ...(input.status !== undefined && input.status !== current.status
        ? statusValues(input.status, actorId)
        : {}),
      updatedById: actorId,
    });
    if (completing) {
      await recordActivity(
        tx,
        organization.id,
        taskEvents(
          { ...current, title: values.title ?? current.title, related: values.related ?? current.related },
          'completed',
          actorId,
        ),
      );
    }
  });
  if (values.assigneeId != null && values.assigneeId !== current.assigneeId)
    await emitDomainEvent(
      db,
      'task.assigned',
      {
        organizationId: organization.id,
        taskId: id,
        title: values.title ?? current.title,
        assigneeId: values.assigneeId,
        actorId,
      },
      ctx,
    );
  publishRecordEvent(ctx, 'record.updated', { module: 'tasks', id });
  return getTask(ctx, id);
}

/**
 * Marks a task done (by the acting user, now, with an optional note) and answers it; for the
 * routes and other modules. A task already done is answered as it is. The completion goes on the
 * timeline of each related lead, client and contact. Undo with `reopenTask`.
 */
export async function completeTask(
  ctx: OrganizationContext,
  id: number,
  options: CompleteTaskInput = {},
): Promise<Task> {
  const { db, organization, actorId } = ctx;
  const current = await getTaskRow(db, organization.id, id);
  if (current.status === 'done') return getTask(ctx, id);
  const note = options?.note?.trim() ? options.note.trim().slice(0, 1000) : null;
  await db.transaction(async (tx) => {
    await updateTasks(tx, organization.id, [id], {
      ...statusValues('done', actorId, note),
      updatedById: actorId,
    });
    await recordActivity(tx, organization.id, taskEvents(current, 'completed', actorId));
  });
  publishRecordEvent(ctx, 'record.updated', { module: 'tasks', id });
  return getTask(ctx, id);
}

/** What a caller nobody answered leaves behind: a callback task of one of these origins. */
const CALLBACK_ORIGINS = ['missed_call', 'voicemail'] as const;

/**
 * For the calls module: someone has spoken with a caller, so the open callback tasks about their
 * missed calls are done, each with `note` (which call closed it). Answers how many were closed.
 */
export async function completeCallbackTasks(
  ctx: OrganizationContext,
  callIds: number[],
  note: string,
): Promise<number> {
  const keys = relatedKeys(callIds.map((id) => ({ type: 'call', id })));
  const ids = await findOpenTaskIdsRelatedTo(ctx.db, ctx.organization.id, keys, CALLBACK_ORIGINS);
  for (const id of ids) await completeTask(ctx, id, { note });
  return ids.length;
}

/** For the calls module: the caller left a voicemail, so the call's callback task is a voicemail task. */
export async function markCallbackTasksVoicemail(ctx: OrganizationContext, callId: number): Promise<void> {
  const keys = relatedKeys([{ type: 'call', id: callId }]);
  for (const id of await findOpenTaskIdsRelatedTo(ctx.db, ctx.organization.id, keys, ['missed_call'])) {
    await updateTask(ctx, id, { origin: 'voicemail' });
  }
}

/** Opens a done or cancelled task again (the undo of complete); its completion is cleared. */
export async function reopenTask(ctx: OrganizationContext, id: number): Promise<Task> {
  const { db, organization, actorId } = ctx;
  const current = await getTaskRow(db, organization.id, id);
  if (current.status !== 'open') {
    await updateTasks(db, organization.id, [id], { ...statusValues('open', actorId), updatedById: actorId });
    publishRecordEvent(ctx, 'record.updated', { module: 'tasks', id });
  }
  return getTask(ctx, id);
}

const nextMonday = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, (8 - weekday) % 7 || 7);
};

/**
 * Moves an open task's due: later today (three hours from now, on the quarter hour), tomorrow,
 * next Monday or a given day. A day keeps the task's time if it had one and stays day-only
 * otherwise. A reminder moves with it (to the new due, or 09:00 of a day-only due, less its
 * relative offset) and is sent again.
 */
export async function snoozeTask(
  ctx: OrganizationContext,
  id: number,
  input: z.output<typeof snoozeTaskSchema>,
): Promise<Task> {
  const { db, organization, actorId } = ctx;
  const { timeZone } = organization;
  const current = await getTaskRow(db, organization.id, id);
  if (current.status !== 'open') throw conflict(TASK_NOT_OPEN);
  const clock = clockOf(timeZone);
  let dueDate: string;
  let dueTime: string | null = current.dueTime?.slice(0, 5) ?? null;
  if (input.until === 'later_today') {
    const quarter = 15 * 60_000;
    const at = new Date(Math.ceil((clock.now.getTime() + 3 * 3_600_000) / quarter) * quarter);
    const wall = wallClockAt(at, timeZone);
    dueDate = wall.date;
    dueTime = clockTimeOf(wall.minutes);
  } else if (input.until === 'tomorrow') {
    dueDate = addDays(clock.today, 1);
  } else if (input.until === 'next_week') {
    dueDate = nextMonday(clock.today);
  } else {
    dueDate = input.date ?? clock.today;
    if (dueDate < clock.today) throw invalid({ date: ['The date must be today or later.'] });
  }
  const dueAt = dueTime ? zonedInstant(dueDate, dueTime, timeZone) : null;
  const values: Partial<TaskValues> = { dueDate, dueTime, dueAt, updatedById: actorId };
  if (current.remindAt) {
    values.remindAt = reminderBefore(dueDate, dueTime, current.remindBeforeMinutes ?? 0, timeZone);
    values.reminderSentAt = null;
  }
  await updateTasks(db, organization.id, [id], values);
  publishRecordEvent(ctx, 'record.updated', { module: 'tasks', id });
  return getTask(ctx, id);
}

/**
 * Tasks in bulk besides delete (others of the organization are ignored, not counted): `assign`
 * reassigns (`owner_id` is the assignee, null unassigns), `set_status` `done` completes the open
 * ones, `open` reopens, `cancelled` cancels.
 */
export const taskBulkActions: BulkHandlers = {
  assign: async (ctx, ids, assigneeId) => {
    const { db, organization, actorId } = ctx;
    if (assigneeId !== null && !(await isOrganizationMember(db, organization.id, assigneeId))) {
      throw invalid({ owner_id: ['The selected assignee is not a member of this organization.'] });
    }
    const assigned =
      assigneeId === null
        ? []
        : (await findTasks(db, organization.id, ids))
            .filter((row) => row.assigneeId !== assigneeId)
            .map((row) => ({
              organizationId: organization.id,
              taskId: row.id,
              title: row.title,
              assigneeId,
              actorId,
            }));
    const updated = await updateTasks(db, organization.id, ids, {
      assigneeId,
      assignmentReason: null,
      updatedById: actorId,
    });
    // The new assignee hears of each task as of one reassigned alone.
    for (const event of assigned) await emitDomainEvent(db, 'task.assigned', event, ctx);
    return updated;
  },
  setStatus: async (ctx, ids, { status }) => {
    const { db, organization, actorId } = ctx;
    if (!(TASK_STATUSES as readonly string[]).includes(status)) {
      throw invalid({ status: [`Must be one of: ${TASK_STATUSES.join(', ')}.`] });
    }
    const target = status as Task['status'];
    return db.transaction(async (tx) => {
      const moving = (await findTasks(tx, organization.id, ids)).filter((row) => row.status !== target);
      const updated = await updateTasks(
        tx,
        organization.id,
        moving.map((row) => row.id),
        { ...statusValues(target, actorId), updatedById: actorId },
      );
      if (target === 'done') {
        await recordActivity(
          tx,
          organization.id,
          moving.flatMap((row) => taskEvents(row, 'completed', actorId)),
        );
      }
      return updated;
    });
  },
};

// ---------------------------------------------------------------------------------------------
// Across organizations: "my tasks", the agent dashboard, reminders

/**
 * The user's open tasks in every organization they belong to, each with its organization and its
 * group in that organization's time zone: overdue first, then today, then upcoming, soonest first.
 */
export async function listMyTasks(db: Database, userId: number, limit = 100): Promise<MyTasks> {
  const rows = await listOpenTasksOfUser(db, userId);
  const now = new Date();
  const names = new Map<string, RecordSummary>();
  const byOrganization = new Map<number, typeof rows>();
  for (const row of rows)
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row]);
  for (const [organizationId, ofOrganization] of byOrganization) {
    const found = await findRelated(
      db,
      organizationId,
      ofOrganization.flatMap((row) => row.related),
    );
    for (const [key, name] of found) names.set(`${organizationId}/${key}`, name);
  }
  const order: Record<TaskGroup, number> = { overdue: 0, today: 1, upcoming: 2, done: 3 };
  const tasks: MyTask[] = rows.map((row) => {
    const own = new Map(
      row.related.flatMap((key) => {
        const name = names.get(`${row.organizationId}/${key}`);
        return name === undefined ? [] : [[key, name] as const];
      }),
    );
    return {
      ...toTaskJson(row, own, clockOf(row.timeZone, now)),
      organization: { id: row.organizationId, code: row.organizationCode, name: row.organizationName },
    };
  });
  // Stable: within a group the database's order (soonest due first, undated last) holds.
  tasks.sort((a, b) => order[a.group] - order[b.group]);
  const counts = { overdue: 0, today: 0, upcoming: 0 };
  for (const task of tasks) if (task.group !== 'done') counts[task.group] += 1;
  return { data: tasks.slice(0, limit), meta: { counts } };
}

/** The teams a task of the organization can belong to (the task form's choices). */

/** How many tasks the organization has (demo data is added once). */
export const countTasks = (db: Database, organizationId: number) => countTaskRows(db, organizationId);

/** Demo data: many tasks in one statement, as given (no timeline entries, no events). */
export const insertTasksBulk = (db: Database, organizationId: number, values: TaskValues[]) =>
  insertTasks(db, organizationId, values);

/** Open tasks assigned to the user in their organizations (the agent dashboard's counter). */
export const countOpenTasksAssignedTo = (db: Database, userId: number) => countOpenTasksOfUser(db, userId);

/** How often the reminders schedule runs (once per period across every instance). */
export const REMINDER_SWEEP_EVERY_MS = 15_000;
const REMINDER_BATCH = 200;

/**
 * Sends the reminders that are due: each is claimed in the database first (see
 * claimDueReminders), so with several instances sweeping it reaches its assignee once. Answers
 * the reminders this call sent.
 */
export async function deliverDueReminders(ctx: Context): Promise<ClaimedReminder[]> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const sent: ClaimedReminder[] = [];
  for (;;) {
    const claimed = await claimDueReminders(db, now, REMINDER_BATCH);
    const codes = await organizationCodes(db, [...new Set(claimed.map((row) => row.organizationId))]);
    for (const reminder of claimed) {
      const payload: TaskReminderEvent = {
        task_id: reminder.id,
        title: reminder.title,
        due_date: reminder.dueDate,
        due_at: reminder.dueAt?.toISOString() ?? null,
        organization: { id: reminder.organizationId, code: codes.get(reminder.organizationId) ?? '' },
      };
      // A lost event is a missed toast, not a reason to stop the others.
      await ctx.publish(agentChannel(reminder.assigneeId), 'task.reminder', payload);
      await emitDomainEvent(
        db,
        'task.reminder_due',
        {
          organizationId: reminder.organizationId,
          taskId: reminder.id,
          title: reminder.title,
          assigneeId: reminder.assigneeId,
          dueDate: reminder.dueDate,
          dueAt: reminder.dueAt,
        },
        ctx,
      );
      sent.push(reminder);
    }
    if (claimed.length < REMINDER_BATCH) return sent;
  }
}
