import type { Opportunity, UpdateOpportunityInput } from '@aurora/contracts/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

export async function updateOpportunity(id: number, input: UpdateOpportunityInput): Promise<Opportunity> {
  const answer = await apiClient.put<{ data: Opportunity }>(`/opportunities/${id}`, input);
  return answer.data;
}

/** Saves a deal; its page (timeline included), the lists and the board refresh. */
export function useUpdateOpportunity(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOpportunityInput) => updateOpportunity(id, input),
    onSuccess: (opportunity) => {
      queryClient.setQueryData(opportunityKeys.detail(opportunity.id), opportunity);
      void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
    },
  });
}
