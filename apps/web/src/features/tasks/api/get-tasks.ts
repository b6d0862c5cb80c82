import type { Task } from '@aurora/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { taskKeys } from '../../../entities/tasks/keys';

/** `GET /tasks` with the list grammar's query plus `view`. */
export const getTasksQueryOptions = (query: ListQuery) => ({
  ...listPageQueryOptions<Task>(taskKeys.list(query), '/tasks', query),
  // Tasks turn overdue with time, not only with changes.
  refetchInterval: 60_000,
});

export const useTasks = (query: ListQuery) => useQuery(getTasksQueryOptions(query));
