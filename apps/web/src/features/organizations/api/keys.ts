import type { OrganizationsQuery } from './get-organizations';

/** Query keys of the organization screens, so mutations invalidate exactly what they change. */
export const organizationKeys = {
  all: ['organizations'] as const,
  lists: () => [...organizationKeys.all, 'list'] as const,
  list: (query: OrganizationsQuery) => [...organizationKeys.lists(), query] as const,
  detail: (id: number) => [...organizationKeys.all, 'detail', id] as const,
  stats: (id: number) => [...organizationKeys.all, 'stats', id] as const,
  members: (id: number) => [...organizationKeys.all, 'members', id] as const,
};
