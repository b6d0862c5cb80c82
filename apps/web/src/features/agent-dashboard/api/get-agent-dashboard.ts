import type { AgentDashboard } from '@aurora/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../../entities/dashboards/keys';
import { useRefreshOnRecordEvents } from '../../../entities/dashboards/refresh-on-record-events';
import { apiClient } from '../../../lib/api-client';

export async function getAgentDashboard(signal?: AbortSignal): Promise<AgentDashboard> {
  const answer = await apiClient.get<{ data: AgentDashboard }>('/agent/dashboard', { signal });
  return answer.data;
}

/** The modules whose records the agent's day counts (booking money is announced as trips). */
const COUNTED_MODULES = ['opportunities', 'trips', 'tasks', 'leads', 'calls'];

export const getAgentDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.agent(),
    queryFn: ({ signal }) => getAgentDashboard(signal),
  });

/** The agent's day, refreshed when a record it counts changes in the organization followed. */
export function useAgentDashboard() {
  useRefreshOnRecordEvents(dashboardKeys.agent(), COUNTED_MODULES);
  return useQuery(getAgentDashboardQueryOptions());
}
