import type { Team } from '@aurora/contracts/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { teamKeys } from './keys';

/** `GET /{orgCode}/teams`: the organization's teams (every member). */
export async function getTeams(organizationCode: string, signal?: AbortSignal): Promise<Team[]> {
  return (await apiClient.get<{ data: Team[] }>(`/${organizationCode.toLowerCase()}/teams`, { signal })).data;
}

export const getTeamsQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: teamKeys.list(organizationCode),
    queryFn: ({ signal }) => getTeams(organizationCode, signal),
  });

export function useTeams(organizationCode: string) {
  return useQuery(getTeamsQueryOptions(organizationCode));
}
