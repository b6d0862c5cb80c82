import type { NotificationKind } from '@aurora/contracts/notifications';
import type { RecordTypeName } from '@aurora/contracts/records';
import { and, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '#platform/db/client.ts';
import { organizationMembers } from '#platform/tenancy/members.table.ts';
import { organizations } from '#platform/tenancy/organizations.table.ts';
import { userNameOf } from '#records/records.repository.ts';
import { notifications } from './notifications.table.ts';

export type NotificationValues = {
  userId: number;
  kind: NotificationKind;
  data: Record<string, unknown>;
  subjectType: RecordTypeName | null;
  subjectId: number | null;
  actorId: number | null;
  createdAt: Date;
};

const columns = {
  id: notifications.id,
  organizationId: notifications.organizationId,
  organizationCode: organizations.code,
  organizationName: organizations.name,
  userId: notifications.userId,
  kind: notifications.kind,
  data: notifications.data,
  subjectType: notifications.subjectType,
  subjectId: notifications.subjectId,
  actorId: notifications.actorId,
  actorName: userNameOf(notifications.actorId),
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

/**
 * The user's own notifications, only in the organizations they still belong to (and that still
 * exist): a member removed from one no longer hears of it.
 */
const visibleTo = <Query extends PgSelect>(query: Query, userId: number, where?: SQL) =>
  query
    .innerJoin(organizations, eq(organizations.id, notifications.organizationId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, notifications.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(and(eq(notifications.userId, userId), isNull(organizations.deletedAt), where));

const ofUser = (db: Database, userId: number, where?: SQL) =>
  visibleTo(db.select(columns).from(notifications).$dynamic(), userId, where);

export type NotificationRow = Awaited<ReturnType<typeof ofUser>>[number];

/** Inserts one organization's notifications; answers their ids in the given order. */
export async function insertNotifications(
  db: Database,
  organizationId: number,
  values: NotificationValues[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(values.map((value) => ({ ...value, organizationId })))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** The user's notifications, newest first, below the id `before` when given. */
export const listNotificationsOfUser = (
  db: Database,
  userId: number,
  window: { before?: number; limit: number; ids?: number[] },
) =>
  ofUser(
    db,
    userId,
    and(
      window.before === undefined ? undefined : lt(notifications.id, window.before),
      window.ids === undefined ? undefined : inArray(notifications.id, window.ids),
    ),
  )
    .orderBy(desc(notifications.id))
    .limit(window.limit);

export async function countUnreadOfUser(db: Database, userId: number): Promise<number> {
  const [row] = await visibleTo(
    db.select({ total: count() }).from(notifications).$dynamic(),
    userId,
    isNull(notifications.readAt),
  );
  return row?.total ?? 0;
}

/** The ids among `ids` (all when null) that are the user's, visible and unread. */
const unreadIdsOfUser = (db: Database, userId: number, ids: number[] | null) =>
  visibleTo(
    db.select({ id: notifications.id }).from(notifications).$dynamic(),
    userId,
    and(isNull(notifications.readAt), ids === null ? undefined : inArray(notifications.id, ids)),
  );

/** Marks read the user's unread notifications among `ids` (all when null); answers those it marked. */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  ids: number[] | null,
  at: Date,
): Promise<number[]> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(inArray(notifications.id, unreadIdsOfUser(db, userId, ids)), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

/** Who was told of a missed call, and what (its entries' data): a voicemail on it tells them again. */
export async function findMissedCallNotifications(db: Database, organizationId: number, callId: number) {
  return db
    .select({ userId: notifications.userId, data: notifications.data, subjectId: notifications.subjectId })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.kind, 'missed_call'),
        sql`${notifications.data} ->> 'call_id' = ${String(callId)}`,
      ),
    )
    .orderBy(notifications.id);
}

/** Whether the user has an unread notification about the record (a reminder then says nothing new). */
export async function hasUnreadAbout(
  db: Database,
  organizationId: number,
  userId: number,
  subject: { type: RecordTypeName; id: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.organizationId, organizationId),
        eq(notifications.userId, userId),
        eq(notifications.subjectType, subject.type),
        eq(notifications.subjectId, subject.id),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteNotificationsCreatedBefore(db: Database, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  return rows.length;
}
