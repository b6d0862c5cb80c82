import type { Commissions, CommissionsQuery } from '@aurora/contracts/billing/payables';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { payablesKeys } from './payables-keys';

/** `GET /billing/commissions`: each booking's commission, expected, received and overdue, with totals. */
export async function getCommissions(query: CommissionsQuery, signal?: AbortSignal): Promise<Commissions> {
  return apiClient.get<Commissions>('/billing/commissions', { query, signal });
}

export const getCommissionsQueryOptions = (query: CommissionsQuery) =>
  queryOptions({
    queryKey: payablesKeys.commissions(query),
    queryFn: ({ signal }) => getCommissions(query, signal),
  });

/** A change of filters keeps the rows on screen until the new ones arrive. */
export const useCommissions = (query: CommissionsQuery, enabled = true) =>
  useQuery({ ...getCommissionsQueryOptions(query), placeholderData: keepPreviousData, enabled });
