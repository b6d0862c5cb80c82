import { z } from 'zod';
import { pathIdSchema, timestampSchema } from './http.ts';
import { RECORD_TYPES, type RecordTypeName, SUBJECT_TYPES } from './records.ts';

/**
 * The in-app notification centre (issue 23): what happened to a user, per organization, kept on
 * the server and pushed to every open tab on their private channel. A notification stores its
 * kind and the facts of its sentence as data, never the sentence: each browser words it in its
 * own language.
 */

export const NOTIFICATION_KINDS = [
  'missed_call',
  'voicemail',
  'task_assigned',
  'task_reminder',
  'deal_moved',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** How many a page of the list holds at most. */
export const NOTIFICATIONS_PAGE_MAX = 50;

/** A missed call or a voicemail: who called, and the callback task it left. */
const callData = z.object({
  call_id: z.number().int(),
  task_id: z.number().int(),
  /** The caller as the task names them: a record's name, else the number. */
  caller: z.string(),
  phone: z.string().nullable(),
  /** Whose callback it is: that agent also gets a toast at once. */
  assignee_id: z.number().int().nullable(),
  /** The caller's record and contact, for calling them back about it. */
  callable: z.object({ type: z.enum(SUBJECT_TYPES), id: z.number().int() }).nullable(),
  contact_id: z.number().int().nullable(),
});

const base = {
  id: z.number().int(),
  /** The organization it happened in: its entry opens there. */
  organization: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  /**
   * The record its entry opens (a callback task, a task, a deal), with the record kit's name and
   * path below the organization when its type has them (a deal; a task opens in the tasks list,
   * from its data). `name` and `url` are null too when the record is gone.
   */
  subject: z
    .object({
      type: z.enum(Object.keys(RECORD_TYPES) as [RecordTypeName, ...RecordTypeName[]]),
      id: z.number().int(),
      name: z.string().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
  /** Who did it (null: the system, a caller). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: timestampSchema,
  read_at: timestampSchema.nullable(),
};

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('missed_call'), data: callData }),
  z.object({ ...base, kind: z.literal('voicemail'), data: callData }),
  z.object({
    ...base,
    kind: z.literal('task_assigned'),
    data: z.object({ task_id: z.number().int(), title: z.string() }),
  }),
  z.object({
    ...base,
    kind: z.literal('task_reminder'),
    data: z.object({
      task_id: z.number().int(),
      title: z.string(),
      due_date: z.string().nullable(),
      due_at: timestampSchema.nullable(),
    }),
  }),
  z.object({
    ...base,
    kind: z.literal('deal_moved'),
    data: z.object({
      opportunity_id: z.number().int(),
      title: z.string(),
      /** Stage names as they were when it moved. */
      from_stage: z.string().nullable(),
      to_stage: z.string(),
      /** Their keys, so that a seeded stage's name is read in the reader's language (absent on older entries). */
      from_stage_key: z.string().nullable().optional(),
      to_stage_key: z.string().optional(),
    }),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationData<Kind extends NotificationKind> = Extract<Notification, { kind: Kind }>['data'];

/** `GET /agent/notifications`: newest first, `before` an id to read on from. */
export const listNotificationsQuerySchema = z.object({
  before: pathIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const notificationsMetaSchema = z.object({
  /** Unread notifications in every organization the user belongs to. */
  unread: z.number().int(),
  /** The `before` of the next page; null on the last one. */
  next_before: z.number().int().nullable(),
});
export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  meta: notificationsMetaSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

const unreadMeta = z.object({ unread: z.number().int() });
/** What marking one read answers: it, read, and the unread count left. */
export const notificationReadSchema = z.object({ data: notificationSchema, meta: unreadMeta });
/** What marking all read answers: the unread count left (0, unless one arrived meanwhile). */
export const notificationsReadSchema = z.object({ meta: unreadMeta });

/**
 * `notifications.read` on the private channel: read in one tab, read in all. `ids` null: all of
 * them, up to `read_at`.
 */
export const notificationsReadEventSchema = z.object({
  ids: z.array(z.number().int()).nullable(),
  read_at: timestampSchema,
  unread: z.number().int(),
});
export type NotificationsReadEvent = z.infer<typeof notificationsReadEventSchema>;
