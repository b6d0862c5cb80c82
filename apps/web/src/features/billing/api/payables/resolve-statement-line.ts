import type { CommissionStatement, ResolveStatementLineInput } from '@aurora/contracts/billing/payables';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { useSettleStatement } from './settle-statement';

/** `POST /billing/commission-statements/{id}/lines/{line}/resolve`: assign an unmatched line, or ignore it. */
export function useResolveStatementLine() {
  const settle = useSettleStatement();
  return useMutation({
    mutationFn: async ({
      id,
      line,
      input,
    }: {
      id: number;
      line: number;
      input: ResolveStatementLineInput;
    }) => {
      const answer = await apiClient.post<{ data: CommissionStatement }>(
        `/billing/commission-statements/${id}/lines/${line}/resolve`,
        input,
      );
      return answer.data;
    },
    onSuccess: settle,
  });
}
