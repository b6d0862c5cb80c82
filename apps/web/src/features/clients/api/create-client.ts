import type { Client, CreateClientInput } from '@aurora/contracts/clients';
import type { Warnings } from '@aurora/contracts/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { apiClient } from '../../../lib/api-client';

export type CreatedClient = { data: Client; warnings: Warnings };

/** `POST /clients`: answers the client and the records sharing its email or phone. */
export async function createClient(input: CreateClientInput): Promise<CreatedClient> {
  return apiClient.post<CreatedClient>('/clients', input);
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      queryClient.setQueryData(clientKeys.detail(data.id), data);
    },
  });
}
