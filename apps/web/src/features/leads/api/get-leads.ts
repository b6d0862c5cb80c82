import type { PaginationMeta } from '@aurora/contracts/http';
import type { Lead } from '@aurora/contracts/leads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export type LeadsPage = { data: Lead[]; meta: PaginationMeta };

/** `GET /leads` with the list grammar's query (`useListState().apiQuery`). */
export async function getLeads(query: Record<string, string>, signal?: AbortSignal): Promise<LeadsPage> {
  return apiClient.get<LeadsPage>('/leads', { query, signal });
}

export const getLeadsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...recordKeys.module('leads'), 'list', query] as const,
    queryFn: ({ signal }) => getLeads(query, signal),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLeads(query: Record<string, string>) {
  return useQuery(getLeadsQueryOptions(query));
}
