import {
  type listNotificationsQuerySchema,
  NOTIFICATION_NOT_FOUND,
  type Notification,
  type NotificationList,
  type NotificationsReadEvent,
} from '@aurora/contracts/notifications';
import { agentChannel } from '@aurora/contracts/realtime';
import type { SubjectType } from '@aurora/contracts/records';
import type { z } from 'zod';
import { teamMemberIds } from '#modules/teams/teams.service.ts';
import type { Database } from '#platform/db/client.ts';
import { notFound } from '#platform/errors.ts';
import { listStatuses } from '#platform/reference/reference.service.ts';
import type { Context } from '#platform/tenancy/context.ts';
import type { DomainEventContext, DomainEvents } from '#records/domain-events.ts';
import { lookupRecords, type RecordSummary, recordKey } from '#records/record-lookup.ts';
import {
  countUnreadOfUser,
  deleteNotificationsCreatedBefore,
  findMissedCallNotifications,
  hasUnreadAbout,
  insertNotifications,
  listNotificationsOfUser,
  markNotificationsRead,
  type NotificationRow,
  type NotificationValues,
} from './notifications.repository.ts';

/**
 * The facts the notification centre hears. They are declared here, beside their only listener,
 * so that each owning module adds one `emitDomainEvent` where the fact happens and nothing else.
 */
declare module '#records/domain-events.ts' {
  interface DomainEvents {
    /** A call nobody answered left a callback task (calls, after creating it). */
    'call.missed': {
      organizationId: number;
      callId: number;
      taskId: number;
      assigneeId: number | null;
      teamId: number | null;
      caller: string;
      phone: string | null;
      callable: { type: SubjectType; id: number } | null;
      contactId: number | null;
    };
    /** The caller of a missed call left a voicemail (calls). */
    'call.voicemail': { organizationId: number; callId: number };
    /** A task was given to a user, at creation or by a reassignment (tasks). */
    'task.assigned': {
      organizationId: number;
      taskId: number;
      title: string;
      assigneeId: number;
      actorId: number | null;
    };
    /** A task's reminder time came (tasks' reminder sweep, once per reminder). */
    'task.reminder_due': {
      organizationId: number;
      taskId: number;
      title: string;
      assigneeId: number;
      dueDate: string | null;
      dueAt: Date | null;
    };
    /** A deal entered another stage (opportunities: a form, the board, a bulk move). */
    'opportunity.stage_changed': {
      organizationId: number;
      opportunityId: number;
      actorId: number | null;
      fromStage: string | null;
      toStage: string;
    };
  }
}

// ---------------------------------------------------------------------------------------------
// JSON

/** Rows as the contract's notifications: each subject's name and path from the record kit. */
async function toNotificationsJson(db: Database, rows: NotificationRow[]): Promise<Notification[]> {
  const byOrganization = new Map<number, NotificationRow[]>();
  for (const row of rows) {
    byOrganization.set(row.organizationId, [...(byOrganization.get(row.organizationId) ?? []), row]);
  }
  const subjects = new Map<string, RecordSummary>();
  for (const [organizationId, ofOrganization] of byOrganization) {
    const refs = ofOrganization.flatMap((row) =>
      row.subjectType && row.subjectId !== null ? [{ type: row.subjectType, id: row.subjectId }] : [],
    );
    for (const [key, summary] of await lookupRecords(db, organizationId, refs)) {
      subjects.set(`${organizationId}/${key}`, summary);
    }
  }
  return rows.map((row) => {
    const subject =
      row.subjectType && row.subjectId !== null
        ? subjects.get(`${row.organizationId}/${recordKey(row.subjectType, row.subjectId)}`)
        : undefined;
    return {
      id: row.id,
      kind: row.kind,
      data: row.data,
      organization: { id: row.organizationId, code: row.organizationCode, name: row.organizationName },
      subject:
        row.subjectType && row.subjectId !== null
          ? {
              type: row.subjectType,
              id: row.subjectId,
              name: subject?.name ?? null,
              url: subject?.url ?? null,
            }
          : null,
      actor: row.actorId !== null && row.actorName ? { id: row.actorId, name: row.actorName } : null,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    } as Notification;
  });
}

// ---------------------------------------------------------------------------------------------
// Writing and pushing

/**
 * Stores one organization's new notifications and pushes each, whole, to its recipient's private
 * channel (`notification.created`), so every tab they have open shows it at once.
 */
async function notify(
  db: Database,
  ctx: DomainEventContext,
  organizationId: number,
  entries: Omit<NotificationValues, 'createdAt'>[],
): Promise<void> {
  const createdAt = ctx.clock.now();
  const ids = await insertNotifications(
    db,
    organizationId,
    entries.map((entry) => ({ ...entry, createdAt })),
  );
  for (const [index, id] of ids.entries()) {
    const userId = entries[index]?.userId;
    if (userId === undefined) continue;
    const [notification] = await toNotificationsJson(
      db,
      await listNotificationsOfUser(db, userId, { ids: [id], limit: 1 }),
    );
    if (notification) await ctx.publish(agentChannel(userId), 'notification.created', notification);
  }
}

/** The people to tell, once each, without the one who did it. */
const recipients = (userIds: readonly (number | null)[], actorId: number | null = null): number[] =>
  [...new Set(userIds)].filter((id): id is number => id !== null && id !== actorId);

// ---------------------------------------------------------------------------------------------
// Listeners (the module's manifest subscribes them)

/** A missed call: its callback task's assignee and its team's members ("for me or my team"). */
export async function notifyMissedCall(
  db: Database,
  event: DomainEvents['call.missed'],
  ctx: DomainEventContext,
): Promise<void> {
  const team = event.teamId === null ? [] : await teamMemberIds(db, event.organizationId, event.teamId);
  const data = {
    call_id: event.callId,
    task_id: event.taskId,
    caller: event.caller,
    phone: event.phone,
    assignee_id: event.assigneeId,
    callable: event.callable,
    contact_id: event.contactId,
  };
  await notify(
    db,
    ctx,
    event.organizationId,
    recipients([event.assigneeId, ...team]).map((userId) => ({
      userId,
      kind: 'missed_call',
      data,
      subjectType: 'task',
      subjectId: event.taskId,
      actorId: null,
    })),
  );
}

/** A voicemail on a missed call: everyone told of the call hears of the message. */
export async function notifyVoicemail(
  db: Database,
  event: DomainEvents['call.voicemail'],
  ctx: DomainEventContext,
): Promise<void> {
  const told = await findMissedCallNotifications(db, event.organizationId, event.callId);
  await notify(
    db,
    ctx,
    event.organizationId,
    told.map((entry) => ({
      userId: entry.userId,
      kind: 'voicemail',
      data: entry.data,
      subjectType: 'task',
      subjectId: entry.subjectId,
      actorId: null,
    })),
  );
}

/** A task given to a user by someone else (the system's callback tasks say it as missed calls). */
export async function notifyTaskAssigned(
  db: Database,
  event: DomainEvents['task.assigned'],
  ctx: DomainEventContext,
): Promise<void> {
  if (event.actorId === null || event.actorId === event.assigneeId) return;
  await notify(db, ctx, event.organizationId, [
    {
      userId: event.assigneeId,
      kind: 'task_assigned',
      data: { task_id: event.taskId, title: event.title },
      subjectType: 'task',
      subjectId: event.taskId,
      actorId: event.actorId,
    },
  ]);
}

/**
 * A task's reminder; not when its assignee has an unread entry about it already (a missed call's
 * callback task reminds at once, and the missed call said it).
 */
export async function notifyReminder(
  db: Database,
  event: DomainEvents['task.reminder_due'],
  ctx: DomainEventContext,
): Promise<void> {
  const subject = { type: 'task', id: event.taskId } as const;
  if (await hasUnreadAbout(db, event.organizationId, event.assigneeId, subject)) return;
  await notify(db, ctx, event.organizationId, [
    {
      userId: event.assigneeId,
      kind: 'task_reminder',
      data: {
        task_id: event.taskId,
        title: event.title,
        due_date: event.dueDate,
        due_at: event.dueAt?.toISOString() ?? null,
      },
      subjectType: 'task',
      subjectId: event.taskId,
      actorId: null,
    },
  ]);
}

/** A deal moved to another stage by someone other than its owner: its owner hears of it. */
export async function notifyDealMoved(
  db: Database,
  event: DomainEvents['opportunity.stage_changed'],
  ctx: DomainEventContext,
): Promise<void> {
  if (event.actorId === null) return;
  const ref = { type: 'opportunity', id: event.opportunityId } as const;
  const deal = (await lookupRecords(db, event.organizationId, [ref])).get(recordKey(ref.type, ref.id));
  const [ownerId] = recipients([deal?.ownerId ?? null], event.actorId);
  if (!deal || ownerId === undefined) return;
  const stages = await listStatuses(db, 'opportunity');
  const nameOf = (key: string) => stages.find((stage) => stage.key === key)?.name ?? key;
  await notify(db, ctx, event.organizationId, [
    {
      userId: ownerId,
      kind: 'deal_moved',
      data: {
        opportunity_id: event.opportunityId,
        title: deal.name,
        from_stage: event.fromStage === null ? null : nameOf(event.fromStage),
        to_stage: nameOf(event.toStage),
        from_stage_key: event.fromStage,
        to_stage_key: event.toStage,
      },
      subjectType: 'opportunity',
      subjectId: event.opportunityId,
      actorId: event.actorId,
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// The signed-in user's centre (global routes: notifications span organizations)

const userOf = (ctx: Context): number => {
  if (ctx.actorId === null) throw notFound(NOTIFICATION_NOT_FOUND);
  return ctx.actorId;
};

/** The user's notifications, newest first, from the organizations they belong to; the unread count. */
export async function listMyNotifications(
  ctx: Context,
  { before, limit }: z.output<typeof listNotificationsQuerySchema>,
): Promise<NotificationList> {
  const userId = userOf(ctx);
  // One more than asked says whether another page follows.
  const rows = await listNotificationsOfUser(ctx.db, userId, { before, limit: limit + 1 });
  const page = rows.slice(0, limit);
  return {
    data: await toNotificationsJson(ctx.db, page),
    meta: {
      unread: await countUnreadOfUser(ctx.db, userId),
      next_before: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
    },
  };
}

/** Tells the user's other tabs what was read, with the count left. */
async function announceRead(ctx: Context, userId: number, ids: number[] | null, at: Date): Promise<number> {
  const unread = await countUnreadOfUser(ctx.db, userId);
  const event: NotificationsReadEvent = { ids, read_at: at.toISOString(), unread };
  await ctx.publish(agentChannel(userId), 'notifications.read', event);
  return unread;
}

/** Marks one of the user's notifications read (already read: as it was); another's is a 404. */
export async function markMyNotificationRead(
  ctx: Context,
  id: number,
): Promise<{ data: Notification; meta: { unread: number } }> {
  const userId = userOf(ctx);
  const at = ctx.clock.now();
  const marked = await markNotificationsRead(ctx.db, userId, [id], at);
  const [notification] = await toNotificationsJson(
    ctx.db,
    await listNotificationsOfUser(ctx.db, userId, { ids: [id], limit: 1 }),
  );
  if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
  const unread =
    marked.length > 0 ? await announceRead(ctx, userId, marked, at) : await countUnreadOfUser(ctx.db, userId);
  return { data: notification, meta: { unread } };
}

/** Marks every unread notification of the user read. */
export async function markAllMyNotificationsRead(ctx: Context): Promise<{ meta: { unread: number } }> {
  const userId = userOf(ctx);
  const at = ctx.clock.now();
  const marked = await markNotificationsRead(ctx.db, userId, null, at);
  const unread =
    marked.length > 0 ? await announceRead(ctx, userId, null, at) : await countUnreadOfUser(ctx.db, userId);
  return { meta: { unread } };
}

// ---------------------------------------------------------------------------------------------
// Housekeeping

/** How long an entry stays in the centre: older ones are history, kept by their records. */
export const NOTIFICATIONS_KEPT_DAYS = 90;

/** Deletes the entries older than `NOTIFICATIONS_KEPT_DAYS`, read or not; answers how many. */
export function pruneNotifications(ctx: Context): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - NOTIFICATIONS_KEPT_DAYS * 86_400_000);
  return deleteNotificationsCreatedBefore(ctx.db, cutoff);
}
