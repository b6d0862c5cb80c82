import type { CreateOpportunityInput, Opportunity } from '@aurora/contracts/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

export async function createOpportunity(input: CreateOpportunityInput): Promise<Opportunity> {
  const answer = await apiClient.post<{ data: Opportunity }>('/opportunities', input);
  return answer.data;
}

export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: (opportunity) => {
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
      queryClient.setQueryData(opportunityKeys.detail(opportunity.id), opportunity);
    },
  });
}
