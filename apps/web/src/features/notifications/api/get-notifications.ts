import type { NotificationList } from '@aurora/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** How many of the newest the bell's list shows. */
export const NOTIFICATIONS_SHOWN = 30;

/** The signed-in user's notifications (every organization); the realtime events keep it current. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
};

export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiClient.get<NotificationList>('/agent/notifications', {
    query: { limit: NOTIFICATIONS_SHOWN },
    signal,
  });
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => getNotifications(signal),
  });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
