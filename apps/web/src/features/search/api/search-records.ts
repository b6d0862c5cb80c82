import { SEARCH_MIN_LENGTH, type SearchResult } from '@aurora/contracts/search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const SEARCH_LIMIT = 20;

/** `GET /search?q=`: leads, clients and contacts by name, email or phone (any format), ranked. */
export async function searchRecords(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const answer = await apiClient.get<{ data: SearchResult[] }>('/search', {
    query: { q, limit: SEARCH_LIMIT },
    signal,
  });
  return answer.data;
}

export const searchRecordsQueryOptions = (organizationCode: string, q: string) =>
  queryOptions({
    queryKey: ['search', organizationCode, q] as const,
    queryFn: ({ signal }) => searchRecords(q, signal),
    staleTime: 15_000,
  });

/** Searches once the text has the server's minimum length; keeps the last results while typing. */
export function useRecordSearch(organizationCode: string, q: string) {
  const text = q.trim();
  return useQuery({
    ...searchRecordsQueryOptions(organizationCode, text),
    enabled: text.length >= SEARCH_MIN_LENGTH && organizationCode !== '',
    placeholderData: keepPreviousData,
  });
}
