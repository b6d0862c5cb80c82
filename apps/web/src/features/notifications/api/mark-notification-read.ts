import type { Notification } from '@aurora/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { applyRead } from './notifications-cache';

export function markNotificationRead(id: number) {
  return apiClient.post<{ data: Notification; meta: { unread: number } }>(`/agent/notifications/${id}/read`);
}

/** Marks one read; the list shows it read as soon as the server answers. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ data, meta }) =>
      applyRead(queryClient, [data.id], data.read_at ?? new Date().toISOString(), meta.unread),
  });
}
