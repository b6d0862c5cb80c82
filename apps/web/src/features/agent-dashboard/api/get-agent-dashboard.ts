import type { AgentDashboard } from '@aurora/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_DASHBOARD_MODULES, dashboardKeys } from '../../../entities/dashboards/keys';
import { useRefreshOnRecordEvents } from '../../../entities/dashboards/refresh-on-record-events';
import { apiClient } from '../../../lib/api-client';

export async function getAgentDashboard(signal?: AbortSignal): Promise<AgentDashboard> {
  const answer = await apiClient.get<{ data: AgentDashboard }>('/agent/dashboard', { signal });
  return answer.data;
}

export const getAgentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.agent(),
    queryFn: ({ signal }) => getAgentDashboard(signal),
  });

/** The agent's day, refreshed when a record it counts changes in the organization followed. */
export function useAgentDashboard() {
  useRefreshOnRecordEvents(dashboardKeys.agent(), AGENT_DASHBOARD_MODULES);
  return useQuery(getAgentDashboardQueryOptions());
}
