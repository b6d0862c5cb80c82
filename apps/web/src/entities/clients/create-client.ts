import type { Client, CreateClientInput } from '@aurora/contracts/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { clientKeys } from './keys';

/** `POST /clients`, from a form that needs a client it cannot find (a deal's, a trip's). */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClientInput) =>
      apiClient.post<{ data: Client }>('/clients', input).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientKeys.all }),
  });
}
