import type { NotificationList } from '@aurora/contracts/notifications';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How many the bell's list reads at a time: the newest, then older ones on demand. */
export const NOTIFICATIONS_PAGE = 30;

/** The signed-in user's notifications (every organization); the realtime events keep it current. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
};

export async function getNotifications(
  before: number | undefined,
  signal?: AbortSignal,
): Promise<NotificationList> {
  return apiClient.get<NotificationList>('/agent/notifications', {
    query: { limit: NOTIFICATIONS_PAGE, ...(before === undefined ? {} : { before }) },
    signal,
  });
}

export const getNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.meta.next_before ?? undefined,
  });

/** The newest notifications, and older ones page by page ("Show older"). */
export function useNotifications() {
  return useInfiniteQuery(getNotificationsQueryOptions());
}
