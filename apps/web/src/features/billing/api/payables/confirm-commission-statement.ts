import type { CommissionStatement, ConfirmStatementInput } from '@aurora/contracts/billing/payables';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { useSettleStatement } from './settle-statement';

/** Lets the dialog's footer show a confirmation under way. */
export const CONFIRM_STATEMENT_KEY = ['billing', 'confirm-statement'] as const;

/** `POST /billing/commission-statements/{id}/confirm`: the format confirmed, its payment recorded. */
export function useConfirmCommissionStatement() {
  const settle = useSettleStatement();
  return useMutation({
    mutationKey: CONFIRM_STATEMENT_KEY,
    mutationFn: async ({ id, input }: { id: number; input: ConfirmStatementInput }) => {
      const answer = await apiClient.post<{ data: CommissionStatement }>(
        `/billing/commission-statements/${id}/confirm`,
        input,
      );
      return answer.data;
    },
    onSuccess: settle,
  });
}
