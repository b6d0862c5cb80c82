import type { CommissionReceipt } from '@aurora/contracts/billing/payables';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { payablesKeys } from './payables-keys';

/** `GET /billing/commission-receipts`: the suppliers' payments of commissions, newest first. */
export async function getCommissionReceipts(signal?: AbortSignal): Promise<CommissionReceipt[]> {
  const answer = await apiClient.get<{ data: CommissionReceipt[] }>('/billing/commission-receipts', {
    signal,
  });
  return answer.data;
}

export const getCommissionReceiptsQueryOptions = () =>
  queryOptions({ queryKey: payablesKeys.receipts(), queryFn: ({ signal }) => getCommissionReceipts(signal) });

export const useCommissionReceipts = () => useQuery(getCommissionReceiptsQueryOptions());
