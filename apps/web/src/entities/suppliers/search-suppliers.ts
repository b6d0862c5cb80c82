import type { PaginationMeta } from '@aurora/contracts/http';
import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { supplierKeys } from './keys';

/** `GET /suppliers?q=`: the first suppliers matching a name, email or phone, preferred ones first. */
export async function searchSuppliers(q: string, signal?: AbortSignal): Promise<Supplier[]> {
  const answer = await apiClient.get<{ data: Supplier[]; meta: PaginationMeta }>('/suppliers', {
    query: { q, per_page: 8, sort: 'name' },
    signal,
  });
  return answer.data;
}

export const searchSuppliersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: supplierKeys.search(q),
    queryFn: ({ signal }) => searchSuppliers(q, signal),
    staleTime: 30_000,
  });

export function useSupplierSearch(q: string, enabled = true) {
  return useQuery({ ...searchSuppliersQueryOptions(q.trim()), enabled, placeholderData: keepPreviousData });
}
