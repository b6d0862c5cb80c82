import type { Task } from '@aurora/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskKeys } from '../../../entities/tasks/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /tasks/{id}`. */
export async function getTask(id: number, signal?: AbortSignal): Promise<Task> {
  return (await apiClient.get<{ data: Task }>(`/tasks/${id}`, { signal })).data;
}

export function useTask(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: taskKeys.detail(id ?? 0),
      queryFn: ({ signal }) => getTask(id ?? 0, signal),
    }),
    enabled: id !== null,
  });
}
