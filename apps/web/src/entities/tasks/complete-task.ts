import type { Task } from '@aurora/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { refreshAfterTaskChange, tasksPath } from './keys';

/**
 * `POST /tasks/{id}/complete`, for the pages that finish a task about their record (a deal's
 * next step on the board): the tasks, their records' pages and timelines are refreshed after.
 */
export function useCompleteTaskAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.post<{ data: Task }>(tasksPath(`/${id}/complete`), {}).then((answer) => answer.data),
    onSuccess: (task) => refreshAfterTaskChange(queryClient, task),
  });
}
