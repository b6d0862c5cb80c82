import type { PaginationMeta } from '@aurora/contracts/http';
import type { Task } from '@aurora/contracts/tasks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { taskKeys } from '../../../entities/tasks/keys';
import { apiClient } from '../../../lib/api-client';

export type TasksPage = { data: Task[]; meta: PaginationMeta };

/** `GET /tasks` with the list grammar's query plus `view`. */
export async function getTasks(query: Record<string, string>, signal?: AbortSignal): Promise<TasksPage> {
  return apiClient.get<TasksPage>('/tasks', { query, signal });
}

export const getTasksQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => getTasks(query, signal),
    placeholderData: keepPreviousData,
    // Tasks turn overdue with time, not only with changes.
    refetchInterval: 60_000,
  });

export function useTasks(query: Record<string, string>) {
  return useQuery(getTasksQueryOptions(query));
}
