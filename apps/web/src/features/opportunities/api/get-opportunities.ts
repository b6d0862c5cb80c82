import type { PaginationMeta } from '@aurora/contracts/http';
import type { Opportunity } from '@aurora/contracts/opportunities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { apiClient } from '../../../lib/api-client';

export type OpportunitiesPage = { data: Opportunity[]; meta: PaginationMeta };

/** `GET /opportunities` with the list grammar's query (`useListState().apiQuery`). */
export async function getOpportunities(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<OpportunitiesPage> {
  return apiClient.get<OpportunitiesPage>('/opportunities', { query, signal });
}

export const getOpportunitiesQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: opportunityKeys.list(query),
    queryFn: ({ signal }) => getOpportunities(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOpportunities(query: Record<string, string>, enabled = true) {
  return useQuery({ ...getOpportunitiesQueryOptions(query), enabled });
}
