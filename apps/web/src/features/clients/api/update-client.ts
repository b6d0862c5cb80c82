import type { Client, UpdateClientInput } from '@aurora/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function updateClient(id: number, input: UpdateClientInput): Promise<Client> {
  const answer = await apiClient.put<{ data: Client }>(`/clients/${id}`, input);
  return answer.data;
}

export function useUpdateClient(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateClientInput) => updateClient(id, input),
    onSuccess: (client) => {
      queryClient.setQueryData(recordKeys.detail('clients', client.id), client);
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('clients') });
      // Contacts show their client's name and owner.
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('contacts') });
    },
  });
}
