import type { CreateTeamInput, Team } from '@aurora/contracts/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/teams/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /teams` (administrators). */
export async function createTeam(input: CreateTeamInput): Promise<Team> {
  return (await apiClient.post<{ data: Team }>('/teams', input)).data;
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
