import type { Contact } from '@aurora/contracts/contacts';
import type { PaginationMeta } from '@aurora/contracts/http';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactKeys } from '../../../entities/contacts/keys';
import { apiClient } from '../../../lib/api-client';

export type ContactsPage = { data: Contact[]; meta: PaginationMeta };

/** `GET /contacts`: every contact of the organization, with the list grammar's query. */
export async function getContacts(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<ContactsPage> {
  return apiClient.get<ContactsPage>('/contacts', { query, signal });
}

export const getContactsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => getContacts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useContacts(query: Record<string, string>) {
  return useQuery(getContactsQueryOptions(query));
}
