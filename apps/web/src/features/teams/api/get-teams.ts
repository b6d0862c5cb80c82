import type { Team } from '@aurora/contracts/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * Every teams query starts with `teams`: the module of the `record.*` events the server sends on a
 * team change, so the realtime session refetches open lists and pages.
 */
export const teamKeys = {
  all: ['teams'] as const,
  list: (code: string) => ['teams', 'list', code.toLowerCase()] as const,
  detail: (code: string, id: number) => ['teams', 'detail', code.toLowerCase(), id] as const,
};

/** `GET /teams`: the organization's teams (every member). */
export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return (await apiClient.get<{ data: Team[] }>('/teams', { signal })).data;
}

export const getTeamsQueryOptions = (organizationCode: string) =>
  queryOptions({ queryKey: teamKeys.list(organizationCode), queryFn: ({ signal }) => getTeams(signal) });

export function useTeams(organizationCode: string) {
  return useQuery(getTeamsQueryOptions(organizationCode));
}
