import type { RingingCall } from '@aurora/contracts/telephony';
import { apiClient } from '../../../lib/api-client';

/** `GET /calls/my/ringing`: the incoming calls ringing for the agent now, in every organization. */
export async function getMyRingingCalls(): Promise<RingingCall[]> {
  return (await apiClient.get<{ data: RingingCall[] }>('/calls/my/ringing')).data;
}
