import type { CreateTaskInput, Task, UpdateTaskInput } from '@aurora/contracts/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterTaskChange, tasksPath } from '../../../entities/tasks/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /tasks` (of the given organization, else the route's). */
export async function createTask(input: CreateTaskInput, organizationCode?: string | null): Promise<Task> {
  return (await apiClient.post<{ data: Task }>(tasksPath('', organizationCode), input)).data;
}

/** `PUT /tasks/{id}`. */
export async function updateTask(id: number, input: UpdateTaskInput, organizationCode?: string | null) {
  return (await apiClient.put<{ data: Task }>(tasksPath(`/${id}`, organizationCode), input)).data;
}

export function useSaveTask(organizationCode?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number | undefined; input: CreateTaskInput }) =>
      id ? updateTask(id, input, organizationCode) : createTask(input, organizationCode),
    onSuccess: (task) => refreshAfterTaskChange(queryClient, task),
  });
}
