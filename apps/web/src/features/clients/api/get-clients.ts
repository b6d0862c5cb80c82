import type { Client } from '@aurora/contracts/clients';
import type { PaginationMeta } from '@aurora/contracts/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { clientKeys } from '../../../entities/clients/keys';
import { apiClient } from '../../../lib/api-client';

export type ClientsPage = { data: Client[]; meta: PaginationMeta };

/** `GET /clients` with the list grammar's query (`useListState().apiQuery`). */
export async function getClients(query: Record<string, string>, signal?: AbortSignal): Promise<ClientsPage> {
  return apiClient.get<ClientsPage>('/clients', { query, signal });
}

export const getClientsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    placeholderData: keepPreviousData,
  });

export function useClients(query: Record<string, string>) {
  return useQuery(getClientsQueryOptions(query));
}
