import type { Call, CreateCallInput } from '@aurora/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /calls`: the manual log of a call made on another phone. */
export async function createCall(input: CreateCallInput): Promise<Call> {
  return (await apiClient.post<{ data: Call }>('/calls', input)).data;
}

export function useCreateCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCall,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKeys.all }),
  });
}
