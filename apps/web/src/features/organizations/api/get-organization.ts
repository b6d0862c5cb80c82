import { ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import type { Organization } from '@aurora/contracts/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, withErrorFallback } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export async function getOrganization(id: number, signal?: AbortSignal): Promise<Organization> {
  const answer = await withErrorFallback(
    apiClient.get<{ data: Organization }>(`/organizations/${id}`, { signal }),
    ORGANIZATION_ERRORS.get,
  );
  return answer.data;
}

export const getOrganizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

export function useOrganization(id: number) {
  return useQuery({ ...getOrganizationQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
