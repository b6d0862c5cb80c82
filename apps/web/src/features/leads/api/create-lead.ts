import type { CreateLeadInput, Lead } from '@aurora/contracts/leads';
import type { Warnings } from '@aurora/contracts/records';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export type CreatedLead = { data: Lead; warnings: Warnings };

/** `POST /leads`: answers the lead and the records sharing its email or phone. */
export async function createLead(input: CreateLeadInput): Promise<CreatedLead> {
  return apiClient.post<CreatedLead>('/leads', input);
}

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: ({ data }) => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.module('leads') });
      queryClient.setQueryData(recordKeys.detail('leads', data.id), data);
    },
  });
}
