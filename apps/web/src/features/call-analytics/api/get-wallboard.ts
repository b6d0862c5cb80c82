import type { Wallboard } from '@aurora/contracts/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /{org}/analytics/wallboard?team_id=`: what a team's screen shows now. */
export async function getWallboard(teamId: number | null, signal?: AbortSignal) {
  return (
    await apiClient.get<{ data: Wallboard }>('/analytics/wallboard', {
      query: { team_id: teamId ?? undefined },
      signal,
    })
  ).data;
}

export const getWallboardQueryOptions = (organizationCode: string, teamId: number | null) =>
  queryOptions({
    queryKey: callKeys.wallboard(organizationCode, teamId),
    queryFn: ({ signal }) => getWallboard(teamId, signal),
  });

export function useWallboard(organizationCode: string, teamId: number | null, enabled: boolean) {
  return useQuery({ ...getWallboardQueryOptions(organizationCode, teamId), enabled });
}
