import type { Client } from '@aurora/contracts/clients';
import type { RecordRef } from '@aurora/contracts/records';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { clientKeys } from './keys';

/** `GET /clients/{id}`. */
export async function getClient(id: number, signal?: AbortSignal): Promise<Client> {
  const answer = await apiClient.get<{ data: Client }>(`/clients/${id}`, { signal });
  return answer.data;
}

export const getClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => getClient(id, signal),
  });

const isClientId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;

export function useClient(id: number) {
  return useQuery({ ...getClientQueryOptions(id), enabled: isClientId(id) });
}

/**
 * A client's id and name, for a form opened with `?client_id=`: read from the full record's
 * entry, so the client's page and the form share one fetch.
 */
export function useClientRef(id: number | null) {
  return useQuery({
    ...getClientQueryOptions(id ?? 0),
    enabled: isClientId(id),
    staleTime: 30_000,
    select: (client): RecordRef => ({ id: client.id, name: client.name }),
  });
}
