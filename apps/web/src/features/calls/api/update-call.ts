import type { Call, UpdateCallInput } from '@aurora/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

/** `PUT /calls/{id}`: notes and outcome. */
export async function updateCall(id: number, input: UpdateCallInput): Promise<Call> {
  return (await apiClient.put<{ data: Call }>(`/calls/${id}`, input)).data;
}

export function useUpdateCall(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCallInput) => updateCall(id, input),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(id), call);
      void queryClient.invalidateQueries({ queryKey: callKeys.all });
    },
  });
}
