import type { Call } from '@aurora/contracts/calls';
import type { InitiateCallInput } from '@aurora/contracts/telephony';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /{org}/telephony/calls/initiate`: creates the call record of a live or tracked call, in
 * the given organization (a task of another one), else the current one.
 */
export async function initiateCall(
  input: InitiateCallInput,
  organizationCode?: string | null,
): Promise<Call> {
  const path = '/telephony/calls/initiate';
  const answer = await apiClient.post<{ data: Call }>(
    organizationCode ? `/${organizationCode.toLowerCase()}${path}` : path,
    input,
  );
  return answer.data;
}
