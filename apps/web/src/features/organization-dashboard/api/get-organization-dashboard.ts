import type { OrganizationDashboard } from '@aurora/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from '../../../entities/dashboards/keys';
import { useRefreshOnRecordEvents } from '../../../entities/dashboards/refresh-on-record-events';
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

/** The modules whose records the dashboard counts: their record events refresh it. */
const COUNTED_MODULES = [
  'opportunities',
  'trips',
  'invoices',
  'payments',
  'tasks',
  'targets',
  'teams',
  'calls',
];

export const getOrganizationDashboardQueryOptions = (code: string) =>
  queryOptions({
    queryKey: dashboardKeys.organization(code),
    queryFn: ({ signal }) => getOrganizationDashboard(signal),
  });

/** The dashboard, refreshed whenever a record it counts changes. */
export function useOrganizationDashboard(code: string) {
  useRefreshOnRecordEvents(dashboardKeys.organization(code), COUNTED_MODULES);
  return useQuery(getOrganizationDashboardQueryOptions(code));
}
