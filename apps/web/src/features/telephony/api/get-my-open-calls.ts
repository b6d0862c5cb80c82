import type { Call } from '@aurora/contracts/calls';
import { apiClient } from '../../../lib/api-client';

/** `GET /calls/my?filter[status]=initiated,ringing,in-progress`: the agent's open calls, every organization. */
export async function getMyOpenCalls(): Promise<Call[]> {
  const answer = await apiClient.get<{ data: Call[] }>('/calls/my', {
    query: { 'filter[status]': 'initiated,ringing,in-progress', per_page: 25 },
  });
  return answer.data;
}
