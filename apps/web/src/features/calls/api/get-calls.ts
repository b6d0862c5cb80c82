import type { Call } from '@aurora/contracts/calls';
import type { PaginationMeta } from '@aurora/contracts/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callKeys } from '../../../entities/calls/keys';
import { apiClient } from '../../../lib/api-client';

export type CallsPage = { data: Call[]; meta: PaginationMeta };

/** `GET /calls`: the organization's calls, with the list grammar's query. */
export function getCalls(query: Record<string, string>, signal?: AbortSignal): Promise<CallsPage> {
  return apiClient.get<CallsPage>('/calls', { query, signal });
}

export const getCallsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: callKeys.list(query),
    queryFn: ({ signal }) => getCalls(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCalls(query: Record<string, string>) {
  return useQuery(getCallsQueryOptions(query));
}
