import type { Availability, OrgAgent, SetAvailabilityInput } from '@aurora/contracts/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useOrganizations } from '../../lib/organization-store';
import { agentKeys } from './keys';

/** A safety net: presence changes arrive as events (realtime.ts); a lost one is caught up now and then. */
const PRESENCE_REFRESH_MS = 30_000;

/**
 * When to look again: at the earliest end of a wrap-up shown (the server derives the end, nothing
 * announces it), else after the presence refresh.
 */
export function nextRefreshDelay(availabilities: Availability[], now = Date.now()): number {
  const ends = availabilities
    .map((availability) =>
      availability.wrap_up_until ? Date.parse(availability.wrap_up_until) - now : Infinity,
    )
    .filter((delay) => delay > 0);
  return Math.min(PRESENCE_REFRESH_MS, Math.max(500, Math.min(...ends) + 500));
}

/** `GET /{orgCode}/agents`: the organization's active agents with their availability. */
export const getOrganizationAgentsQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: agentKeys.organization(organizationCode),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: OrgAgent[] }>(`/${organizationCode.toLowerCase()}/agents`, { signal }))
        .data,
    refetchInterval: (query) => nextRefreshDelay((query.state.data ?? []).map((agent) => agent.availability)),
  });

/** The current organization's agents with their availability, by user id. */
export function useOrganizationAgents() {
  const { current } = useOrganizations();
  const query = useQuery({
    ...getOrganizationAgentsQueryOptions(current?.code ?? ''),
    enabled: Boolean(current),
  });
  const byId = new Map((query.data ?? []).map((agent) => [agent.id, agent.availability]));
  return { agents: query.data ?? [], availabilityOf: (id: number) => byId.get(id), query };
}

/** `GET /agent/availability`: the signed-in agent's own. */
export function useMyAvailability(enabled: boolean) {
  return useQuery({
    queryKey: agentKeys.mine,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Availability }>('/agent/availability', { signal })).data,
    enabled,
    refetchInterval: (query) => nextRefreshDelay(query.state.data ? [query.state.data] : []),
  });
}

/** `PUT /agent/availability`: available, or unavailable with a reason. */
export function useSetMyAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SetAvailabilityInput) =>
      (await apiClient.put<{ data: Availability }>('/agent/availability', input)).data,
    onSuccess: (availability) => {
      queryClient.setQueryData(agentKeys.mine, availability);
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
}
