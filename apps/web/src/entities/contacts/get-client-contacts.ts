import { MAX_PER_PAGE } from '@aurora/contracts/constants';
import type { Contact } from '@aurora/contracts/contacts';
import type { PaginationMeta } from '@aurora/contracts/http';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { contactKeys } from './keys';

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
    queryKey: contactKeys.ofClient(clientId),
    queryFn: ({ signal }) => getClientContacts(clientId, signal),
  });

/** The client's people; none asked for while no client is chosen (`null`). */
export function useClientContacts(clientId: number | null) {
  return useQuery({ ...getClientContactsQueryOptions(clientId ?? 0), enabled: clientId !== null });
}
