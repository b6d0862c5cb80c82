import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { taskKeys } from './keys';

export type TeamOption = { id: number; name: string };

/** The organization's teams for the task form (`GET /teams`); while it fails, no team is offered. */
export function useTeamOptions(organizationCode: string | null) {
  return useQuery({
    queryKey: taskKeys.teams(organizationCode ?? ''),
    queryFn: async ({ signal }): Promise<TeamOption[]> => {
      const answer = await apiClient.get<{ data: TeamOption[] }>(
        `/${(organizationCode ?? '').toLowerCase()}/teams`,
        { signal },
      );
      return answer.data.map((team) => ({ id: team.id, name: team.name }));
    },
    enabled: Boolean(organizationCode),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
