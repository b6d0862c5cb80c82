import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

export async function deleteOpportunity(id: number): Promise<void> {
  await apiClient.delete(`/opportunities/${id}`);
}

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpportunity,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: opportunityKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
