import type { MyTasks } from '@aurora/contracts/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { taskKeys } from '../../../entities/tasks/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /tasks/my` (global): the signed-in user's open tasks in every organization. */
export async function getMyTasks(signal?: AbortSignal): Promise<MyTasks> {
  return apiClient.get<MyTasks>('/tasks/my', { signal });
}

export const getMyTasksQueryOptions = () =>
  queryOptions({
    queryKey: taskKeys.my,
    queryFn: ({ signal }) => getMyTasks(signal),
    refetchInterval: 60_000,
  });

export function useMyTasks() {
  return useQuery(getMyTasksQueryOptions());
}
