import type { Call } from '@aurora/contracts/calls';
import type { InitiateCallInput } from '@aurora/contracts/telephony';
import { apiClient } from '../../../lib/api-client';

/** `POST /telephony/calls/initiate`: creates the call record of a live or tracked call. */
export async function initiateCall(input: InitiateCallInput): Promise<Call> {
  const answer = await apiClient.post<{ data: Call }>('/telephony/calls/initiate', input);
  return answer.data;
}
