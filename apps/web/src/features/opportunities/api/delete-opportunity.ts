import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function deleteOpportunity(id: number): Promise<void> {
  await apiClient.delete(`/opportunities/${id}`);
}

export function useDeleteOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOpportunity,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail('opportunities', id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('opportunities') });
    },
  });
}
