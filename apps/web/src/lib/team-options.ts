import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export type TeamOption = { id: number; name: string };

/**
 * An organization's teams as choices of a record's team (`GET /teams`); while it fails, no team is
 * offered.
 */
export function useTeamOptions(organizationCode: string | null) {
  return useQuery({
    queryKey: ['teams', 'options', (organizationCode ?? '').toLowerCase()] as const,
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
