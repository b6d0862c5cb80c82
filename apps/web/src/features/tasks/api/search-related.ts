import type { SearchResult } from '@aurora/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /search?q=` (leads, clients, contacts): records to link a task to. */
export function useRelatedSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['tasks', 'related-search', text],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: SearchResult[] }>('/search', { query: { q: text, limit: '8' }, signal }))
        .data,
    enabled: text.length >= 2,
  });
}
