import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function deleteClient(id: number): Promise<void> {
  await apiClient.delete(`/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail('clients', id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('clients') });
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('contacts') });
    },
  });
}
