import type { Task } from '@aurora/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { getListPage } from '../../../components/record/api/record-queries';
import { taskKeys } from '../../../entities/tasks/keys';

export type DueCounts = { overdue: number; today: number };

/**
 * How many of my open tasks in an organization are overdue, and how many are due later today, by
 * the organization's day (`GET /tasks?view=mine&filter[group]=...`: the server groups in its zone).
 */
export async function getDueCounts(organizationCode: string, signal?: AbortSignal): Promise<DueCounts> {
  const count = async (group: 'overdue' | 'today') => {
    const query = { view: 'mine', 'filter[group]': group, per_page: '1' };
    const page = await getListPage<Task>(`/${organizationCode.toLowerCase()}/tasks`, query, signal);
    return page.meta.total;
  };
  const [overdue, today] = await Promise.all([count('overdue'), count('today')]);
  return { overdue, today };
}

export function useDueCounts(organizationCode: string | null) {
  return useQuery({
    queryKey: taskKeys.dueCounts(organizationCode ?? ''),
    queryFn: ({ signal }) => getDueCounts(organizationCode ?? '', signal),
    enabled: Boolean(organizationCode),
    // A task turns overdue, or a new day starts, with no event to say so.
    refetchInterval: 60_000,
  });
}
