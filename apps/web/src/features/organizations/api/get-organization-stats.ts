import { ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import type { OrganizationStats } from '@aurora/contracts/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, withErrorFallback } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export async function getOrganizationStats(id: number, signal?: AbortSignal): Promise<OrganizationStats> {
  const answer = await withErrorFallback(
    apiClient.get<{ data: OrganizationStats }>(`/organizations/${id}/stats`, { signal }),
    ORGANIZATION_ERRORS.stats,
  );
  return answer.data;
}

export const getOrganizationStatsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: organizationKeys.stats(id),
    queryFn: ({ signal }) => getOrganizationStats(id, signal),
  });

export function useOrganizationStats(id: number) {
  return useQuery({ ...getOrganizationStatsQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
