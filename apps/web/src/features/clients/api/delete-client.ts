import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
import { apiClient } from '../../../lib/api-client';

export async function deleteClient(id: number): Promise<void> {
  await apiClient.delete(`/clients/${id}`);
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
