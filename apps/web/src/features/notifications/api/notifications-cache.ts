import type { Notification, NotificationList } from '@aurora/contracts/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_SHOWN, notificationKeys } from './get-notifications';

/**
 * The list's entry in the query cache, changed in place by what the server says happened (its
 * answers and the private channel's events), so every open tab shows the same list at once.
 */
const update = (queryClient: QueryClient, change: (list: NotificationList) => NotificationList) =>
  queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => (list ? change(list) : list));

/** A new notification on top (once: an answer and its event may both bring it). */
export function addNotification(queryClient: QueryClient, notification: Notification): void {
  update(queryClient, (list) =>
    list.data.some((entry) => entry.id === notification.id)
      ? list
      : {
          data: [notification, ...list.data].slice(0, NOTIFICATIONS_SHOWN),
          meta: { ...list.meta, unread: list.meta.unread + (notification.read_at ? 0 : 1) },
        },
  );
}

/** Some (`ids`) or all (null) read at `readAt`, with the unread count the server counted. */
export function applyRead(
  queryClient: QueryClient,
  ids: readonly number[] | null,
  readAt: string,
  unread: number,
): void {
  update(queryClient, (list) => ({
    data: list.data.map((entry) =>
      entry.read_at === null && (ids === null || ids.includes(entry.id))
        ? { ...entry, read_at: readAt }
        : entry,
    ),
    meta: { ...list.meta, unread },
  }));
}
