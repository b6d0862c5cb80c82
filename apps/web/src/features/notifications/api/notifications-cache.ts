import type { Notification, NotificationList } from '@aurora/contracts/notifications';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './get-notifications';

type Pages = InfiniteData<NotificationList>;

/**
 * The list's pages in the query cache, changed in place by what the server says happened (its
 * answers and the private channel's events), so every open tab shows the same list at once. The
 * unread count, which every page carries, is kept the same on all of them.
 */
const update = (queryClient: QueryClient, change: (pages: Pages) => Pages) =>
  queryClient.setQueryData<Pages>(notificationKeys.list, (pages) => (pages ? change(pages) : pages));

const withUnread = (pages: NotificationList[], unread: number) =>
  pages.map((page) => ({ ...page, meta: { ...page.meta, unread } }));

/** The unread count the server last told. */
export const unreadOf = (pages: Pages | undefined): number => pages?.pages[0]?.meta.unread ?? 0;

/** A new notification on top (once: an answer and its event may both bring it). */
export function addNotification(queryClient: QueryClient, notification: Notification): void {
  update(queryClient, (cached) => {
    const [first, ...rest] = cached.pages;
    if (!first || cached.pages.some((page) => page.data.some((entry) => entry.id === notification.id)))
      return cached;
    const unread = first.meta.unread + (notification.read_at ? 0 : 1);
    return {
      ...cached,
      pages: withUnread([{ ...first, data: [notification, ...first.data] }, ...rest], unread),
    };
  });
}

/** Some (`ids`) or all (null) read at `readAt`, with the unread count the server counted. */
export function applyRead(
  queryClient: QueryClient,
  ids: readonly number[] | null,
  readAt: string,
  unread: number,
): void {
  update(queryClient, (cached) => ({
    ...cached,
    pages: withUnread(
      cached.pages.map((page) => ({
        ...page,
        data: page.data.map((entry) =>
          entry.read_at === null && (ids === null || ids.includes(entry.id))
            ? { ...entry, read_at: readAt }
            : entry,
        ),
      })),
      unread,
    ),
  }));
}
