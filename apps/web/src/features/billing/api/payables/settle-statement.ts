import type { CommissionStatement } from '@aurora/contracts/billing/payables';
import { useQueryClient } from '@tanstack/react-query';
import { tripKeys } from '../../../../entities/trips/keys';
import { payablesKeys } from './payables-keys';

/** After a statement changed money on bookings: billing and the trips' pages refresh; it keeps its answer. */
export function useSettleStatement() {
  const queryClient = useQueryClient();
  return (statement: CommissionStatement) => {
    queryClient.setQueryData(payablesKeys.statement(statement.id), statement);
    void queryClient.invalidateQueries({
      queryKey: payablesKeys.all,
      predicate: (query) => query.queryKey[2] !== statement.id,
    });
    void queryClient.invalidateQueries({ queryKey: tripKeys.all });
  };
}
