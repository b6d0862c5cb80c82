import { useQuery } from '@tanstack/react-query';
import { taskKeys } from '../../../entities/tasks/keys';
import { apiClient } from '../../../lib/api-client';
import type { TasksPage } from './get-tasks';

/** How many of my tasks are overdue in an organization (`GET /tasks?view=mine&filter[group]=overdue`). */
export async function getOverdueCount(organizationCode: string, signal?: AbortSignal): Promise<number> {
  const page = await apiClient.get<TasksPage>(`/${organizationCode.toLowerCase()}/tasks`, {
    query: { view: 'mine', 'filter[group]': 'overdue', per_page: '1' },
    signal,
  });
  return page.meta.total;
}

export function useOverdueCount(organizationCode: string | null) {
  return useQuery({
    queryKey: taskKeys.overdue(organizationCode ?? ''),
    queryFn: ({ signal }) => getOverdueCount(organizationCode ?? '', signal),
    enabled: Boolean(organizationCode),
    // A task turns overdue when its day or time passes, which no event announces.
    refetchInterval: 60_000,
  });
}
