import type { Call, LinkCallInput } from '@aurora/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { callKeys } from './keys';

/**
 * `POST /calls/{id}/link`: a call about no record becomes about this one (a lead made from its
 * number); 409 when somebody linked it first.
 */
export async function linkCall(id: number, input: LinkCallInput): Promise<Call> {
  return (await apiClient.post<{ data: Call }>(`/calls/${id}/link`, input)).data;
}

export function useLinkCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: LinkCallInput }) => linkCall(id, input),
    onSuccess: (call) => {
      queryClient.setQueryData(callKeys.detail(call.id), call);
      void queryClient.invalidateQueries({ queryKey: callKeys.all });
    },
  });
}
