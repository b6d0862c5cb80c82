import { isSubjectType, MODULE_OF_SUBJECT } from '@aurora/contracts/records';
import type { Task } from '@aurora/contracts/tasks';
import type { QueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../components/record/api/keys';
import { dashboardKeys } from '../dashboards/keys';

/** Every task query sits below `['tasks']`, which the realtime record events invalidate. */
export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: Record<string, string>) => ['tasks', 'list', query] as const,
  detail: (id: number) => ['tasks', 'detail', id] as const,
  my: ['tasks', 'my'] as const,
  dueCounts: (organizationCode: string) => ['tasks', 'due-counts', organizationCode.toLowerCase()] as const,
};

/** After a change: the lists, my tasks, the dashboards, and the timelines of its records. */
export function refreshAfterTaskChange(queryClient: QueryClient, task?: Pick<Task, 'related'>) {
  void queryClient.invalidateQueries({ queryKey: taskKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  for (const record of task?.related ?? []) {
    if (isSubjectType(record.type)) {
      void queryClient.invalidateQueries({
        queryKey: recordKeys.detail(MODULE_OF_SUBJECT[record.type], record.id),
      });
    }
  }
}

/** `/tasks...` of the route's organization, or of the given one (tasks of another organization). */
export const tasksPath = (path: string, organizationCode?: string | null) =>
  organizationCode ? `/${organizationCode.toLowerCase()}/tasks${path}` : `/tasks${path}`;
