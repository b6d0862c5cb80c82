import type { Forecast } from '@aurora/contracts/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

/** `GET /opportunities/forecast` with the list's filters and `q`. */
export async function getForecast(query: Record<string, string>, signal?: AbortSignal): Promise<Forecast> {
  const answer = await apiClient.get<{ data: Forecast }>('/opportunities/forecast', { query, signal });
  return answer.data;
}

export const getForecastQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...opportunityKeys.all, 'forecast', query] as const,
    queryFn: ({ signal }) => getForecast(query, signal),
  });

export function useForecast(query: Record<string, string>) {
  return useQuery(getForecastQueryOptions(query));
}
