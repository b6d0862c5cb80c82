import type { CreateTaskInput, Task } from '@aurora/contracts/tasks';
import { apiClient } from '../../../lib/api-client';

/** `POST /{org}/tasks`: the follow-up task of a call, in the call's organization. */
export async function createFollowUpTask(
  input: CreateTaskInput,
  organizationCode: string | null,
): Promise<Task> {
  const prefix = organizationCode ? `/${organizationCode.toLowerCase()}` : '';
  return (await apiClient.post<{ data: Task }>(`${prefix}/tasks`, input)).data;
}
