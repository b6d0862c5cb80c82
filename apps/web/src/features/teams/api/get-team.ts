import type { Team } from '@aurora/contracts/teams';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/teams/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /teams/{id}`. */
export async function getTeam(id: number, signal?: AbortSignal): Promise<Team> {
  return (await apiClient.get<{ data: Team }>(`/teams/${id}`, { signal })).data;
}

export const getTeamQueryOptions = (organizationCode: string, id: number) =>
  queryOptions({
    queryKey: teamKeys.detail(organizationCode, id),
    queryFn: ({ signal }) => getTeam(id, signal),
  });

export function useTeam(organizationCode: string, id: number) {
  return useQuery({ ...getTeamQueryOptions(organizationCode, id), enabled: Number.isInteger(id) && id > 0 });
}
