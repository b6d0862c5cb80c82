import type { Currency } from '@aurora/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

export async function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  const answer = await apiClient.get<{ data: Currency[] }>('/currencies', { signal });
  return answer.data;
}

export const getCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'] as const,
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 10 * 60_000,
  });

export function useCurrencies() {
  return useQuery(getCurrenciesQueryOptions());
}
