import type { Member } from '@aurora/contracts/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { organizationKeys } from './keys';

export async function getMembers(organizationId: number, signal?: AbortSignal): Promise<Member[]> {
  const answer = await apiClient.get<{ data: Member[] }>(`/organizations/${organizationId}/members`, {
    signal,
  });
  return answer.data;
}

export const getMembersQueryOptions = (organizationId: number) =>
  queryOptions({
    queryKey: organizationKeys.members(organizationId),
    queryFn: ({ signal }) => getMembers(organizationId, signal),
  });

export function useMembers(organizationId: number) {
  return useQuery(getMembersQueryOptions(organizationId));
}
