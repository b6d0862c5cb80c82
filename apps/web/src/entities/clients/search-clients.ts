import type { Client } from '@aurora/contracts/clients';
import type { PaginationMeta } from '@aurora/contracts/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { clientKeys } from './keys';

/** `GET /clients?q=`: the first clients matching a name, email or phone, by name. */
export async function searchClients(q: string, signal?: AbortSignal): Promise<Client[]> {
  const answer = await apiClient.get<{ data: Client[]; meta: PaginationMeta }>('/clients', {
    query: { q, per_page: 8, sort: 'name' },
    signal,
  });
  return answer.data;
}

export const searchClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: clientKeys.search(q),
    queryFn: ({ signal }) => searchClients(q, signal),
    staleTime: 30_000,
  });

export function useClientSearch(q: string, enabled = true) {
  return useQuery({
    ...searchClientsQueryOptions(q.trim()),
    enabled,
    placeholderData: keepPreviousData,
  });
}
