import type { Opportunity } from '@aurora/contracts/opportunities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { opportunityKeys } from './keys';

/** `GET /opportunities/{id}`. */
export async function getOpportunity(id: number, signal?: AbortSignal): Promise<Opportunity> {
  const answer = await apiClient.get<{ data: Opportunity }>(`/opportunities/${id}`, { signal });
  return answer.data;
}

export const getOpportunityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: opportunityKeys.detail(id),
    queryFn: ({ signal }) => getOpportunity(id, signal),
  });

export function useOpportunity(id: number) {
  return useQuery({ ...getOpportunityQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
