import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyRead } from './notifications-cache';

export function markAllNotificationsRead() {
  return apiClient.post<{ meta: { unread: number } }>('/agent/notifications/read');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ meta }) => applyRead(queryClient, null, new Date().toISOString(), meta.unread),
  });
}
