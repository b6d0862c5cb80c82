import type { MoveOpportunityInput, Opportunity } from '@aurora/contracts/opportunities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

const MOVE_KEY = [...opportunityKeys.all, 'move'] as const;

export type MoveOpportunityVariables = { id: number } & MoveOpportunityInput;

/** `POST /opportunities/{id}/move`: into `stage`, below the card `after_id` (null: at the top). */
export async function moveOpportunity({ id, ...input }: MoveOpportunityVariables): Promise<Opportunity> {
  const answer = await apiClient.post<{ data: Opportunity }>(`/opportunities/${id}/move`, input);
  return answer.data;
}

/**
 * Moves a deal; whatever the answer, the board, lists and record refresh with the server's totals
 * and order (callers that moved the card optimistically keep their copy until then).
 */
export function useMoveOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: moveOpportunity,
    onSettled: (opportunity, _error, variables) => {
      if (opportunity) queryClient.setQueryData(opportunityKeys.detail(variables.id), opportunity);
      // While other moves are on their way, a refetch would bring back the board before them.
      if (queryClient.isMutating({ mutationKey: MOVE_KEY }) === 1) {
        void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
      }
    },
  });
}
