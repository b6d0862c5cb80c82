import type { Client, UpdateClientInput } from '@aurora/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
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
      queryClient.setQueryData(clientKeys.detail(client.id), client);
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      // Contacts show their client's name and owner.
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
