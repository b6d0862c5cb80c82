import type { Client } from '@aurora/contracts/clients';
import type { Contact } from '@aurora/contracts/contacts';
import type { PaginationMeta } from '@aurora/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Clients matching a name, email or phone: the choices of a deal's client. */
export function useClientSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['clients', 'search', term] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ data: Client[]; meta: PaginationMeta }>('/clients', {
        query: { q: term, per_page: 8, sort: 'name' },
        signal,
      });
      return answer.data;
    },
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** The contacts of a client: the choices of a deal's primary contact. */
export function useClientContacts(clientId: number | null) {
  return useQuery({
    queryKey: ['clients', 'detail', clientId, 'contacts'] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ data: Contact[]; meta: PaginationMeta }>(
        `/clients/${clientId}/contacts`,
        { query: { per_page: 100, sort: 'full_name' }, signal },
      );
      return answer.data;
    },
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}

/** One client, for a form opened with `?client_id=` (the deal's client is known before it is picked). */
export function useClientRef(clientId: number | null) {
  return useQuery({
    queryKey: ['clients', 'detail', clientId] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiClient.get<{ data: Client }>(`/clients/${clientId}`, { signal });
      return { id: answer.data.id, name: answer.data.name };
    },
    enabled: clientId !== null,
    staleTime: 30_000,
  });
}
