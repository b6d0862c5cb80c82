import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from '../../../entities/teams/keys';
import { apiClient } from '../../../lib/api-client';

/** `DELETE /teams/{id}` (administrators). */
export function deleteTeam(id: number): Promise<unknown> {
  return apiClient.delete(`/teams/${id}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_, id) => {
      queryClient.removeQueries({
        queryKey: ['teams', 'detail'],
        predicate: (query) => query.queryKey.at(-1) === id,
      });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
