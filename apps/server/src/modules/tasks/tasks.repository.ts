import type { RecordTypeName } from '@aurora/contracts/records';
import type { TaskGroup, TaskOrigin } from '@aurora/contracts/tasks';
import {
  and,
  asc,
  type Column,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { teamIdsOfMember, teamNameOf } from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { qualified } from '#platform/db/sql.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import {
  insertRecordRows,
  type ListSpec,
  type RowOf,
  recordRowsReader,
  userNameOf,
} from '#records/records.repository.ts';
import { tasks } from './tasks.table.ts';

export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'organizationId'>;

/** What "now" is for a task's group: the instant, and the day it is in the organization's zone. */
export type TaskClock = { now: Date; today: string };

/**
 * A dated task is overdue at `now` once its instant has passed, or, day-only, once its day has
 * ended (`today` is the day in the organization's time zone). The JSON's `taskGroup` is the same rule.
 */
const isOverdueAt = (now: Date | SQL, today: SQL) =>
  sql`((${tasks.dueAt} is not null and ${tasks.dueAt} < ${now}) or (${tasks.dueAt} is null and ${tasks.dueDate} < ${today}))`;

/** A task's group as SQL, for `filter[group]` (the JSON's `group` is computed the same way in JS). */
export const taskGroupOf = (clock: TaskClock): SQL<TaskGroup> => sql<TaskGroup>`(case
  when ${tasks.status} <> 'open' then 'done'
  when ${tasks.dueDate} is null then 'upcoming'
  when ${isOverdueAt(clock.now, sql`${clock.today}::date`)} then 'overdue'
  when ${tasks.dueDate} = ${clock.today}::date then 'today'
  else 'upcoming' end)`;

/** The open tasks of the organization about the record `type:id` (columns of the asking query). */
const openTasksAbout = (type: RecordTypeName, id: Column, organizationId: Column) =>
  sql`${tasks.organizationId} = ${qualified(organizationId)}
    and ${tasks.related} @> array[${`${type}:`}::text || ${qualified(id)}]
    and ${tasks.status} = 'open'`;

/** Today in the time zone of the task's organization. */
const todayOfTask = sql`(now() at time zone (select ${organizations.timezone} from ${organizations} where ${organizations.id} = ${tasks.organizationId}))::date`;

/**
 * SQL for another module's query: whether an open task about the record is still ahead of it
 * (undated, or not overdue now).
 */
export const plannedTaskAbout = (type: RecordTypeName, id: Column, organizationId: Column): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${tasks} where ${openTasksAbout(type, id, organizationId)}
    and (${tasks.dueDate} is null or not ${isOverdueAt(sql`now()`, todayOfTask)}))`;

/** The next open task about a record, as another module's query reads it (`nextOpenTaskAbout`). */
export type NextTask = { id: number; title: string; due_date: string | null; due_at: string | null };

/** SQL for another module's query: the open task about the record that comes first (undated last), as JSON. */
export const nextOpenTaskAbout = (
  type: RecordTypeName,
  id: Column,
  organizationId: Column,
): SQL<NextTask | null> =>
  sql<NextTask | null>`(select json_build_object('id', ${tasks.id}, 'title', ${tasks.title}, 'due_date', ${tasks.dueDate}, 'due_at', ${tasks.dueAt})
    from ${tasks} where ${openTasksAbout(type, id, organizationId)}
    order by ${tasks.dueDate} asc nulls last, ${tasks.dueTime} asc nulls last, ${tasks.id} asc limit 1)`;

const taskColumns = {
  ...getTableColumns(tasks),
  assigneeName: userNameOf(tasks.assigneeId),
  teamName: teamNameOf(tasks.teamId),
  completedByName: userNameOf(tasks.completedById),
  createdByName: userNameOf(tasks.createdById),
};

export type TaskRow = RowOf<typeof taskColumns>;

/** The due as one local timestamp: day-only tasks sort at the end of their day. */
const dueSort = sql`(${tasks.dueDate} + coalesce(${tasks.dueTime}, time '23:59:59'))`;
const priorityRank = sql`(case ${tasks.priority} when 'high' then 3 when 'normal' then 2 else 1 end)`;

/** The columns the list grammar filters and sorts by; the group depends on the clock. */
export const taskListSpec = (clock: TaskClock): ListSpec => ({
  id: tasks.id,
  filters: {
    status: { type: 'enum', expr: tasks.status },
    type: { type: 'enum', expr: tasks.type },
    priority: { type: 'enum', expr: tasks.priority },
    origin: { type: 'enum', expr: tasks.origin },
    group: { type: 'enum', expr: taskGroupOf(clock) },
    assignee_id: { type: 'relation', expr: tasks.assigneeId },
    team_id: { type: 'relation', expr: tasks.teamId },
    related: { type: 'text', expr: tasks.related, array: true },
    title: { type: 'text', expr: tasks.title },
    due_date: { type: 'date', expr: tasks.dueDate, dateOnly: true },
    completed_at: { type: 'date', expr: tasks.completedAt },
    created_at: { type: 'date', expr: tasks.createdAt },
    updated_at: { type: 'date', expr: tasks.updatedAt },
  },
  sorts: {
    due: { expr: dueSort, nullable: true },
    priority: { expr: priorityRank },
    title: { expr: tasks.title },
    status: { expr: tasks.status },
    type: { expr: tasks.type },
    assignee: { expr: userNameOf(tasks.assigneeId), nullable: true },
    completed_at: { expr: tasks.completedAt, nullable: true },
    created_at: { expr: tasks.createdAt },
    updated_at: { expr: tasks.updatedAt },
  },
  search: { words: tasks.searchText },
});

/** The list's tabs as conditions: assigned to the user, to a team of theirs, to nobody. */
export function taskViewCondition(view: string, userId: number): SQL | undefined {
  switch (view) {
    case 'mine':
      return eq(tasks.assigneeId, userId);
    case 'team':
      return inArray(tasks.teamId, teamIdsOfMember(userId));
    case 'unassigned':
      return isNull(tasks.assigneeId);
    default:
      return undefined;
  }
}

const taskRows = recordRowsReader(tasks, taskColumns, 'tasks_by_id');

/** The organization's tasks for the list machinery, narrowed by a view. */
export const taskListQuery = (view: SQL | undefined) => (db: Database, organizationId: number) =>
  taskRows.listQuery(db, organizationId, view);

export const findTask = taskRows.find;

export async function findTasks(db: Database, organizationId: number, ids: number[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.id, ids)));
}

export const insertTasks = (db: Database, organizationId: number, values: TaskValues[]) =>
  insertRecordRows(db, organizationId, tasks, values);

/** Updates the tasks among `ids` of the organization (only those in `onlyStatus` when given). */
export async function updateTasks(
  db: Database,
  organizationId: number,
  ids: number[],
  values: Partial<TaskValues>,
  onlyStatus?: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        inArray(tasks.id, ids),
        onlyStatus ? eq(tasks.status, onlyStatus as never) : undefined,
      ),
    )
    .returning({ id: tasks.id });
  return rows.map((row) => row.id);
}

export type MyTaskRow = TaskRow & { organizationCode: string; organizationName: string; timeZone: string };

/**
 * A user's open tasks in every organization they are a member of (not deleted), soonest first
 * (undated last), up to `limit`; the caller groups them in each organization's time zone.
 */
export async function listOpenTasksOfUser(db: Database, userId: number): Promise<MyTaskRow[]> {
  return db
    .select({
      ...taskColumns,
      organizationCode: organizations.code,
      organizationName: organizations.name,
      timeZone: organizations.timezone,
    })
    .from(tasks)
    .innerJoin(organizations, eq(organizations.id, tasks.organizationId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, tasks.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(and(eq(tasks.assigneeId, userId), eq(tasks.status, 'open'), isNull(organizations.deletedAt)))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, sql`${tasks.dueTime} asc nulls last`, asc(tasks.id));
}

export async function countTasks(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tasks)
    .where(eq(tasks.organizationId, organizationId));
  return row?.total ?? 0;
}

/** Open tasks assigned to a user in the organizations they belong to. */
export async function countOpenTasksOfUser(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(tasks)
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, tasks.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(and(eq(tasks.assigneeId, userId), eq(tasks.status, 'open')));
  return row?.total ?? 0;
}

export type ClaimedReminder = {
  id: number;
  organizationId: number;
  assigneeId: number;
  title: string;
  dueDate: string | null;
  dueAt: Date | null;
};

/**
 * Claims the reminders due at `now` of open, assigned tasks: one conditional UPDATE marks them
 * sent and answers them, so of several instances sweeping at once each reminder goes to exactly
 * one (PostgreSQL re-checks `reminder_sent_at is null` on the locked row).
 */
export async function claimDueReminders(db: Database, now: Date, limit: number): Promise<ClaimedReminder[]> {
  const due = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        isNull(tasks.reminderSentAt),
        lte(tasks.remindAt, now),
        eq(tasks.status, 'open'),
        isNotNull(tasks.assigneeId),
      ),
    )
    .orderBy(asc(tasks.remindAt))
    .limit(limit);
  const rows = await db
    .update(tasks)
    .set({ reminderSentAt: now })
    .where(and(inArray(tasks.id, due), isNull(tasks.reminderSentAt)))
    .returning({
      id: tasks.id,
      organizationId: tasks.organizationId,
      assigneeId: tasks.assigneeId,
      title: tasks.title,
      dueDate: tasks.dueDate,
      dueAt: tasks.dueAt,
    });
  return rows.filter((row): row is ClaimedReminder => row.assigneeId !== null);
}

export async function organizationCodes(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, code: organizations.code })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** Open tasks of these origins related to any of the `type:id` keys. */
export async function findOpenTaskIdsRelatedTo(
  db: Database,
  organizationId: number,
  keys: string[],
  origins: readonly TaskOrigin[],
): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        eq(tasks.status, 'open'),
        inArray(tasks.origin, [...origins]),
        sql`${tasks.related} && ${sql.param(keys)}::text[]`,
      ),
    )
    .orderBy(asc(tasks.id));
  return rows.map((row) => row.id);
}

export type CallbackRecoveryRow = {
  /** Null: the row of every assignee together. */
  assigneeId: number | null;
  missedCallers: number;
  calledBack: number;
  medianCallbackSeconds: number | null;
};

/**
 * Callback tasks (a missed call's, or a voicemail's) created from `from` until before `until`:
 * how many, how many are done, and the median time from the task (made as the call was missed)
 * to its completion; by assignee and all together, in one statement.
 */
export async function summarizeCallbackRecovery(
  db: Database,
  organizationId: number,
  window: { from: Date; until: Date; assigneeIds?: number[] | undefined; teamIds?: number[] | undefined },
): Promise<CallbackRecoveryRow[]> {
  const done = sql`${tasks.status} = 'done'`;
  const rows = await db
    .select({
      assigneeId: tasks.assigneeId,
      total: sql<number>`grouping(${tasks.assigneeId})`,
      missedCallers: count(),
      calledBack: sql<number>`count(*) filter (where ${done})`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${tasks.completedAt} - ${tasks.createdAt})) filter (where ${done})`,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        inArray(tasks.origin, ['missed_call', 'voicemail']),
        sql`${tasks.createdAt} >= ${window.from} and ${tasks.createdAt} < ${window.until}`,
        window.assigneeIds ? inArray(tasks.assigneeId, window.assigneeIds) : undefined,
        window.teamIds ? inArray(tasks.teamId, window.teamIds) : undefined,
      ),
    )
    .groupBy(sql`grouping sets ((${tasks.assigneeId}), ())`);
  return rows.map((row) => ({
    assigneeId: Number(row.total) === 1 ? null : row.assigneeId,
    missedCallers: Number(row.missedCallers),
    calledBack: Number(row.calledBack),
    medianCallbackSeconds: row.median === null ? null : Math.round(Number(row.median)),
  }));
}
