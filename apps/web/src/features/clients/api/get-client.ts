import type { Client } from '@aurora/contracts/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export async function getClient(id: number, signal?: AbortSignal): Promise<Client> {
  const answer = await apiClient.get<{ data: Client }>(`/clients/${id}`, { signal });
  return answer.data;
}

export const getClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: recordKeys.detail('clients', id),
    queryFn: ({ signal }) => getClient(id, signal),
  });

export function useClient(id: number) {
  return useQuery({ ...getClientQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
