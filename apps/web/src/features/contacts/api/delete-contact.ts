import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function deleteContact(id: number): Promise<void> {
  await apiClient.delete(`/contacts/${id}`);
}

export function useDeleteContact(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: recordKeys.detail('contacts', id) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.detail('clients', clientId) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('contacts') });
    },
  });
}
