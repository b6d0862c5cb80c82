import type { FallbackAction, Team } from '@aurora/contracts/teams';
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

/** The team answering a number: its ring times and fallback replace the number's own. */
export type NumberTeam = {
  id: number;
  name: string;
  agent_ring_seconds: number;
  total_ring_seconds: number;
  fallback_action: FallbackAction;
};

/**
 * Which team answers each number of an organization (`GET /teams`; a number belongs to one team
 * at most), by number id. While it loads or fails, no number has a team.
 */
export function useNumberTeams(organizationCode: string | null) {
  return useQuery({
    queryKey: ['teams', 'by-number', (organizationCode ?? '').toLowerCase()] as const,
    queryFn: async ({ signal }): Promise<Record<number, NumberTeam>> => {
      const answer = await apiClient.get<{ data: Team[] }>(
        `/${(organizationCode ?? '').toLowerCase()}/teams`,
        {
          signal,
        },
      );
      const byNumber: Record<number, NumberTeam> = {};
      for (const team of answer.data) {
        for (const number of team.numbers) {
          byNumber[number.id] = {
            id: team.id,
            name: team.name,
            agent_ring_seconds: team.agent_ring_seconds,
            total_ring_seconds: team.total_ring_seconds,
            fallback_action: team.fallback_action,
          };
        }
      }
      return byNumber;
    },
    enabled: Boolean(organizationCode),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
