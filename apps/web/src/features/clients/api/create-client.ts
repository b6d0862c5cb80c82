import type { Client, CreateClientInput } from '@aurora/contracts/clients';
import type { Warnings } from '@aurora/contracts/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
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
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('clients') });
      queryClient.setQueryData(recordKeys.detail('clients', data.id), data);
    },
  });
}
