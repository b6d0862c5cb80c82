import type { Payables, PayablesQuery } from '@aurora/contracts/billing/payables';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { payablesKeys } from './payables-keys';

/** `GET /billing/payables`: every supplier payment due on a booking, by due day, with its summary. */
export async function getPayables(query: PayablesQuery, signal?: AbortSignal): Promise<Payables> {
  return apiClient.get<Payables>('/billing/payables', { query, signal });
}

export const getPayablesQueryOptions = (query: PayablesQuery) =>
  queryOptions({
    queryKey: payablesKeys.payables(query),
    queryFn: ({ signal }) => getPayables(query, signal),
  });

/** A change of filters keeps the rows on screen until the new ones arrive. */
export const usePayables = (query: PayablesQuery) =>
  useQuery({ ...getPayablesQueryOptions(query), placeholderData: keepPreviousData });
