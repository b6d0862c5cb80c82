import type { DirectoryMember } from '@aurora/contracts/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { useOrganizations } from '../../lib/organization-store';
import { userKeys } from './keys';

/** Someone a record can be assigned to. */
export type AssignableUser = { id: number; name: string };

/** `GET /{orgCode}/members`: the organization's colleagues, by name, for every member. */
export const getAssignableUsersQueryOptions = (organizationCode: string) =>
  queryOptions({
    queryKey: userKeys.assignable(organizationCode),
    queryFn: async ({ signal }): Promise<AssignableUser[]> => {
      const answer = await apiClient.get<{ data: DirectoryMember[] }>(
        `/${organizationCode.toLowerCase()}/members`,
        { signal },
      );
      return answer.data.map((member) => ({ id: member.id, name: member.name }));
    },
    staleTime: 5 * 60_000,
  });

/**
 * The members of the current organization who can own a record. `keep` (the record's current
 * owner) is always offered, so editing a record whose owner has left the organization never
 * drops them silently.
 */
export function useAssignableUsers(keep?: { id: number; name: string } | null) {
  const { current } = useOrganizations();
  const members = useQuery({
    ...getAssignableUsersQueryOptions(current?.code ?? ''),
    enabled: Boolean(current),
  });
  const users: AssignableUser[] = [...(members.data ?? [])];
  if (keep && !users.some((item) => item.id === keep.id)) users.push(keep);
  return { users, isPending: members.isPending };
}
