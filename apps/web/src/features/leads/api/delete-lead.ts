import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function deleteLead(id: number): Promise<void> {
  await apiClient.delete(`/leads/${id}`);
}

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail('leads', id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('leads') });
    },
  });
}
