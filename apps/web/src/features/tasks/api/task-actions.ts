import type { SnoozeTaskInput, Task } from '@aurora/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterTaskChange, tasksPath } from '../../../entities/tasks/keys';
import { apiClient } from '../../../lib/api-client';

type Target = { id: number; organizationCode?: string | null | undefined };

/** `POST /tasks/{id}/complete`. */
export const completeTask = ({ id, organizationCode }: Target) =>
  apiClient
    .post<{ data: Task }>(tasksPath(`/${id}/complete`, organizationCode), {})
    .then((answer) => answer.data);

/** `POST /tasks/{id}/reopen`: the undo of complete. */
export const reopenTask = ({ id, organizationCode }: Target) =>
  apiClient
    .post<{ data: Task }>(tasksPath(`/${id}/reopen`, organizationCode), {})
    .then((answer) => answer.data);

/** `POST /tasks/{id}/snooze`. */
export const snoozeTask = ({ id, organizationCode, input }: Target & { input: SnoozeTaskInput }) =>
  apiClient
    .post<{ data: Task }>(tasksPath(`/${id}/snooze`, organizationCode), input)
    .then((answer) => answer.data);

/** `DELETE /tasks/{id}`. */
export const deleteTask = async ({ id, organizationCode }: Target) => {
  await apiClient.delete(tasksPath(`/${id}`, organizationCode));
};

function useTaskMutation<Input extends Target, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => refreshAfterTaskChange(queryClient, (result as Task | undefined) ?? undefined),
  });
}

export const useCompleteTask = () => useTaskMutation(completeTask);
export const useReopenTask = () => useTaskMutation(reopenTask);
export const useSnoozeTask = () => useTaskMutation(snoozeTask);
export const useDeleteTask = () => useTaskMutation(deleteTask);
