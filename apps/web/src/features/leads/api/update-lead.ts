import type { Lead, UpdateLeadInput } from '@aurora/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function updateLead(id: number, input: UpdateLeadInput): Promise<Lead> {
  const answer = await apiClient.put<{ data: Lead }>(`/leads/${id}`, input);
  return answer.data;
}

/** Saves a lead; its page (timeline included) and the lists refresh. */
export function useUpdateLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLeadInput) => updateLead(id, input),
    onSuccess: (lead) => {
      queryClient.setQueryData(recordKeys.detail('leads', lead.id), lead);
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('leads') });
    },
  });
}
