import type { Duplicate, RecordModule } from '@aurora/contracts/records';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type DuplicatesQuery, recordKeys } from './keys';

/** `GET /{module}/duplicates`: leads, clients and contacts sharing the email or phone. */
export async function getDuplicates(
  module: RecordModule,
  query: DuplicatesQuery,
  signal?: AbortSignal,
): Promise<Duplicate[]> {
  const answer = await apiClient.get<{ data: Duplicate[] }>(`/${module}/duplicates`, { query, signal });
  return answer.data;
}

export const getDuplicatesQueryOptions = (module: RecordModule, query: DuplicatesQuery) =>
  queryOptions({
    queryKey: recordKeys.duplicates(module, query),
    queryFn: ({ signal }) => getDuplicates(module, query, signal),
    staleTime: 30_000,
  });

/**
 * The matches of what is being typed (empty until there is something worth checking: an address
 * with @, or 7 digits).
 */
export function useDuplicateMatches(module: RecordModule, query: DuplicatesQuery): Duplicate[] {
  const email = query.email?.includes('@') ? query.email.trim() : undefined;
  const phone = (query.phone?.replace(/\D/g, '').length ?? 0) >= 7 ? query.phone?.trim() : undefined;
  const cleaned: DuplicatesQuery = { email, phone, exclude_id: query.exclude_id };
  const enabled = Boolean(email || phone);
  const result = useQuery({
    ...getDuplicatesQueryOptions(module, cleaned),
    enabled,
    placeholderData: keepPreviousData,
  });
  // Without anything to check, earlier matches no longer apply.
  return enabled ? (result.data ?? []) : [];
}
