import type { CommissionStatement } from '@aurora/contracts/billing/payables';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { payablesKeys } from './payables-keys';

/** `GET /billing/commission-statements/{id}`: one statement with its lines. */
export async function getCommissionStatement(id: number, signal?: AbortSignal): Promise<CommissionStatement> {
  const answer = await apiClient.get<{ data: CommissionStatement }>(`/billing/commission-statements/${id}`, {
    signal,
  });
  return answer.data;
}

export const getCommissionStatementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: payablesKeys.statement(id),
    queryFn: ({ signal }) => getCommissionStatement(id, signal),
  });

export const useCommissionStatement = (id: number | null) =>
  useQuery({ ...getCommissionStatementQueryOptions(id ?? 0), enabled: id !== null });
