import type { PaginationMeta } from '@aurora/contracts/http';
import type { Task } from '@aurora/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { taskKeys, tasksPath } from './keys';

/** `GET /tasks?filter[related]=opportunity:31&filter[status]=open`: what is planned about a record, soonest first. */
export function useOpenTasksAbout(subject: { type: string; id: number }) {
  const query = {
    'filter[related]': `${subject.type}:${subject.id}`,
    'filter[status]': 'open',
    sort: 'due',
    per_page: '20',
  };
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) =>
      apiClient
        .get<{ data: Task[]; meta: PaginationMeta }>(tasksPath(''), { query, signal })
        .then((answer) => answer.data),
  });
}
