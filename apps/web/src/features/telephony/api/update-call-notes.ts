import type { Call, UpdateCallInput } from '@aurora/contracts/calls';
import { apiClient } from '../../../lib/api-client';

/** `PUT /calls/{id}`: the notes and outcome saved once a live call ended. */
export async function updateCallNotes(
  id: number,
  input: UpdateCallInput,
  organizationCode: string | null,
): Promise<Call> {
  const answer = await apiClient.put<{ data: Call }>(
    `${organizationCode ? `/${organizationCode}` : ''}/calls/${id}`,
    input,
  );
  return answer.data;
}
