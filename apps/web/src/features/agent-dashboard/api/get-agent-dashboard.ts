import type { AgentDashboard } from '@aurora/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getAgentDashboard(signal?: AbortSignal): Promise<AgentDashboard> {
  const answer = await apiClient.get<{ data: AgentDashboard }>('/agent/dashboard', { signal });
  return answer.data;
}

export const getAgentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['agent-dashboard'] as const,
    queryFn: ({ signal }) => getAgentDashboard(signal),
  });

export function useAgentDashboard() {
  return useQuery(getAgentDashboardQueryOptions());
}
