import type { Team, UpdateTeamInput } from '@aurora/contracts/teams';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/teams/keys';
import { apiClient } from '../../../lib/api-client';

/** `PUT /teams/{id}` (administrators). */
export async function updateTeam(id: number, input: UpdateTeamInput): Promise<Team> {
  return (await apiClient.put<{ data: Team }>(`/teams/${id}`, input)).data;
}

export function useUpdateTeam(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTeamInput) => updateTeam(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
