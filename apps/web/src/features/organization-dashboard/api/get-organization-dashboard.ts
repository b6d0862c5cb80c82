import type { OrganizationDashboard } from '@aurora/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { organizationStore } from '../../../lib/organization-store';

/** `GET /{orgCode}/dashboard` of the current organization (throws without one). */
export async function getOrganizationDashboard(signal?: AbortSignal): Promise<OrganizationDashboard> {
  const answer = await apiClient.get<{ data: OrganizationDashboard }>(
    organizationStore.scopedPath('/dashboard'),
    { signal },
  );
  return answer.data;
}

export const getOrganizationDashboardQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['organization-dashboard', code.toUpperCase()] as const,
    queryFn: ({ signal }) => getOrganizationDashboard(signal),
  });

export function useOrganizationDashboard(code: string) {
  return useQuery(getOrganizationDashboardQueryOptions(code));
}
