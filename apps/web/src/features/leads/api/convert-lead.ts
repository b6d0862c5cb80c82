import type { ConvertLeadInput, ConvertLeadResult } from '@aurora/contracts/leads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { clientKeys } from '../../../entities/clients/keys';
import { contactKeys } from '../../../entities/contacts/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /leads/{id}/convert`: creates or links a client (and its contact) from the lead. */
export async function convertLead(id: number, input: ConvertLeadInput): Promise<ConvertLeadResult> {
  const answer = await apiClient.post<{ data: ConvertLeadResult }>(`/leads/${id}/convert`, input);
  return answer.data;
}

export function useConvertLead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConvertLeadInput) => convertLead(id, input),
    onSuccess: (result) => {
      queryClient.setQueryData(recordKeys.detail('leads', result.lead.id), result.lead);
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('leads') });
      void queryClient.invalidateQueries({ queryKey: clientKeys.all });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
