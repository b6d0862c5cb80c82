import { ORGANIZATION_ERRORS } from '@aurora/contracts/constants';
import type { PaginationMeta } from '@aurora/contracts/http';
import type { ListOrganizationsQuery, Organization } from '@aurora/contracts/organizations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, withErrorFallback } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export type OrganizationsPage = { data: Organization[]; meta: PaginationMeta };

/** The list's query as the screen holds it (the contract's input type, with plain numbers). */
export type OrganizationsQuery = {
  q?: string | undefined;
  sort: NonNullable<ListOrganizationsQuery['sort']>;
  page: number;
  per_page: number;
};

export function getOrganizations(
  query: OrganizationsQuery,
  signal?: AbortSignal,
): Promise<OrganizationsPage> {
  return withErrorFallback(
    apiClient.get<OrganizationsPage>('/organizations', { query, signal }),
    ORGANIZATION_ERRORS.list,
  );
}

export const getOrganizationsQueryOptions = (query: OrganizationsQuery) =>
  queryOptions({
    queryKey: organizationKeys.list(query),
    queryFn: ({ signal }) => getOrganizations(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrganizationsPage(query: OrganizationsQuery) {
  return useQuery(getOrganizationsQueryOptions(query));
}
