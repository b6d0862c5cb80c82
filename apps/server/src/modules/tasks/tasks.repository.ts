import type { TaskGroup, TaskOrigin, TaskRelatedType } from '@aurora/contracts/tasks';
import {
  and,
  asc,
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
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { calls } from '#modules/calls/calls.table.ts';
import { clients } from '#modules/clients/clients.table.ts';
import { contacts } from '#modules/contacts/contacts.table.ts';
import { leads } from '#modules/leads/leads.table.ts';
import { opportunities } from '#modules/opportunities/opportunities.table.ts';
import { teamMembers, teams } from '#modules/teams/teams.table.ts';
import type { Database } from '#platform/db/client.ts';
import { preparedQuery } from '#platform/db/prepared.ts';
import { qualified } from '#platform/db/sql.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { insertRecordRows, type ListQuery, type ListSpec, userNameOf } from '#records/records.repository.ts';
import { tasks } from './tasks.table.ts';

export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'organizationId'>;

/**
 * The records a task can be about: the table, and the name a task shows for one. Adding a type
 * is one line here (after its entry in the contracts' TASK_RELATED_TYPES).
 */
const RELATED_TABLES: Record<
  TaskRelatedType,
  {
    table: PgTable & { id: AnyPgColumn; organizationId: AnyPgColumn };
    name: SQL<string | null>;
    /** A call link also says whether the call has a recording, and whether it is a voicemail. */
    media?: { recording: SQL<boolean>; voicemail: SQL<boolean> };
  }
> = {
  lead: { table: leads, name: sql`${leads.fullName}` },
  client: { table: clients, name: sql`${clients.name}` },
  contact: { table: contacts, name: sql`${contacts.fullName}` },
  opportunity: { table: opportunities, name: sql`${opportunities.title}` },
  call: {
    table: calls,
    name: sql`coalesce(case when ${calls.direction} = 'inbound' then ${calls.phoneFrom} else ${calls.phoneTo} end, '')`,
    // The same test the calls module makes before it serves `/calls/{id}/recording`.
    media: {
      recording: sql<boolean>`(${calls.recordingKey} is not null or ${calls.recordingUrl} is not null)`,
      voicemail: sql<boolean>`${calls.voicemail}`,
    },
  },
};

/** What a task shows of a related record: its name and, for a call, whether it has a recording. */
export type RelatedInfo = { name: string; recording?: boolean; voicemail?: boolean };

/** What "now" is for a task's group: the instant, and the day it is in the organization's zone. */
export type TaskClock = { now: Date; today: string };

/** A task's group as SQL, for `filter[group]` (the JSON's `group` is computed the same way in JS). */
export const taskGroupOf = (clock: TaskClock): SQL<TaskGroup> => sql<TaskGroup>`(case
  when ${tasks.status} <> 'open' then 'done'
  when ${tasks.dueDate} is null then 'upcoming'
  when (${tasks.dueAt} is not null and ${tasks.dueAt} < ${clock.now})
    or (${tasks.dueAt} is null and ${tasks.dueDate} < ${clock.today}::date) then 'overdue'
  when ${tasks.dueDate} = ${clock.today}::date then 'today'
  else 'upcoming' end)`;

const teamNameOf = sql<
  string | null
>`(select ${qualified(teams.name)} from ${teams} where ${qualified(teams.id)} = ${qualified(tasks.teamId)})`;

const taskColumns = {
  ...getTableColumns(tasks),
  assigneeName: userNameOf(tasks.assigneeId),
  teamName: teamNameOf,
  completedByName: userNameOf(tasks.completedById),
  createdByName: userNameOf(tasks.createdById),
};

export type TaskRow = typeof tasks.$inferSelect & {
  assigneeName: string | null;
  teamName: string | null;
  completedByName: string | null;
  createdByName: string | null;
};

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
      return inArray(
        tasks.teamId,
        sql`(select ${qualified(teamMembers.teamId)} from ${teamMembers} where ${qualified(teamMembers.userId)} = ${userId})`,
      );
    case 'unassigned':
      return isNull(tasks.assigneeId);
    default:
      return undefined;
  }
}

const tasksById = preparedQuery((db) =>
  db
    .select(taskColumns)
    .from(tasks)
    .where(sql`${tasks.id} = any(${sql.placeholder('ids')})`)
    .prepare('tasks_by_id'),
);

/** The organization's tasks for the list machinery, narrowed by a view. */
export const taskListQuery =
  (view: SQL | undefined) =>
  (organizationId: number, db: Database): ListQuery<TaskRow> => ({
    matching: (conditions) =>
      db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.organizationId, organizationId), view, ...conditions))
        .$dynamic(),
    rowsOf: (ids) => tasksById(db).execute({ ids }),
  });

export async function findTask(
  organizationId: number,
  db: Database,
  id: number,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
  return row;
}

export async function findTasks(organizationId: number, db: Database, ids: number[]): Promise<TaskRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), inArray(tasks.id, ids)));
}

export const insertTasks = (organizationId: number, db: Database, values: TaskValues[]) =>
  insertRecordRows(organizationId, db, tasks, values);

/** Updates the tasks among `ids` of the organization (only those in `onlyStatus` when given). */
export async function updateTasks(
  organizationId: number,
  db: Database,
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

/**
 * `type:id` keys of related records that exist in the organization, with their names (and, for
 * calls, whether they have a recording).
 */
export async function findRelatedNames(
  organizationId: number,
  db: Database,
  keys: readonly string[],
): Promise<Map<string, RelatedInfo>> {
  const byType = new Map<TaskRelatedType, number[]>();
  for (const key of new Set(keys)) {
    const [type, id] = key.split(':') as [TaskRelatedType, string];
    if (!(type in RELATED_TABLES)) continue;
    byType.set(type, [...(byType.get(type) ?? []), Number(id)]);
  }
  const found = new Map<string, RelatedInfo>();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      const { table, name, media } = RELATED_TABLES[type];
      const rows = (await db
        .select({ id: table.id, name, ...media })
        .from(table)
        .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)))) as {
        id: number;
        name: string | null;
        recording?: boolean;
        voicemail?: boolean;
      }[];
      for (const row of rows) {
        found.set(
          `${type}:${row.id}`,
          media
            ? { name: row.name ?? '', recording: Boolean(row.recording), voicemail: Boolean(row.voicemail) }
            : { name: row.name ?? '' },
        );
      }
    }),
  );
  return found;
}

export async function teamExists(organizationId: number, db: Database, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.organizationId, organizationId), eq(teams.id, teamId)));
  return row !== undefined;
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

export async function countTasks(organizationId: number, db: Database): Promise<number> {
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
  organizationId: number,
  db: Database,
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
