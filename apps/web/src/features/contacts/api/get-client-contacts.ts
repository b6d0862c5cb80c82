import { MAX_PER_PAGE } from '@aurora/contracts/constants';
import type { Contact } from '@aurora/contracts/contacts';
import type { PaginationMeta } from '@aurora/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordKeys } from '../../../components/record/api/keys';
import { apiClient } from '../../../lib/api-client';

export const clientContactsKey = (clientId: number) =>
  [...recordKeys.detail('clients', clientId), 'contacts'] as const;

/** `GET /clients/{id}/contacts`: the client's people, primary first then by name (one page of 100). */
export async function getClientContacts(clientId: number, signal?: AbortSignal): Promise<Contact[]> {
  const answer = await apiClient.get<{ data: Contact[]; meta: PaginationMeta }>(
    `/clients/${clientId}/contacts`,
    {
      query: { per_page: MAX_PER_PAGE, sort: 'full_name' },
      signal,
    },
  );
  return answer.data.toSorted((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

export const getClientContactsQueryOptions = (clientId: number) =>
  queryOptions({
    queryKey: clientContactsKey(clientId),
    queryFn: ({ signal }) => getClientContacts(clientId, signal),
  });

export function useClientContacts(clientId: number) {
  return useQuery(getClientContactsQueryOptions(clientId));
}
