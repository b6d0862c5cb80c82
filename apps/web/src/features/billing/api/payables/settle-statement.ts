import type { CommissionStatement } from '@aurora/contracts/billing/payables';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../../entities/billing/keys';
import { tripKeys } from '../../../../entities/trips/keys';
import { payablesKeys } from './payables-keys';

/** After a statement changed money on bookings: billing and the trips' pages refresh; it keeps its answer. */
export function useSettleStatement() {
  const queryClient = useQueryClient();
  return (statement: CommissionStatement) => {
    const kept = payablesKeys.statement(statement.id);
    queryClient.setQueryData(kept, statement);
    void queryClient.invalidateQueries({
      queryKey: billingKeys.all,
      predicate: (query) => query.queryHash !== hashKey(kept),
    });
    void queryClient.invalidateQueries({ queryKey: tripKeys.all });
  };
}
