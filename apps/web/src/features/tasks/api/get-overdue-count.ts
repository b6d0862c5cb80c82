import type { Task } from '@aurora/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { getListPage } from '../../../components/record/api/record-queries';
import { taskKeys } from '../../../entities/tasks/keys';

/** How many of my tasks are overdue in an organization (`GET /tasks?view=mine&filter[group]=overdue`). */
export async function getOverdueCount(organizationCode: string, signal?: AbortSignal): Promise<number> {
  const query = { view: 'mine', 'filter[group]': 'overdue', per_page: '1' };
  const page = await getListPage<Task>(`/${organizationCode.toLowerCase()}/tasks`, query, signal);
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
