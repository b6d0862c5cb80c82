import type { UserRef } from '@aurora/contracts/records';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../components/data-table/filter-fields';
import { useSession } from '../../lib/session-store';
import { useAssignableUsers } from './assignable-users';

/**
 * The people records can be assigned to, as filter and bulk choices: the signed-in user first,
 * then the organization's members and any owner seen on the page who has since left it. Values
 * are user ids (`me` for the filter's "Me").
 */
export function useOwnerOptions(seen: ReadonlyArray<UserRef | null>): {
  assignOptions: FilterOption[];
  filterOptions: FilterOption[];
} {
  const { t } = useTranslation();
  const { user } = useSession();
  const { users } = useAssignableUsers();
  const usersKey = users.map((item) => `${item.id}:${item.name}`).join('|');
  const seenKey = seen.map((owner) => (owner ? `${owner.id}:${owner.name}` : '')).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content, not by array identity
  return useMemo(() => {
    const people = new Map<number, string>();
    for (const member of users) people.set(member.id, member.name);
    for (const owner of seen) if (owner) people.set(owner.id, owner.name);
    if (user) people.delete(user.id);
    const others = [...people]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label));
    const me = user ? [{ value: String(user.id), label: t('dataTable.meNamed', { name: user.name }) }] : [];
    return {
      assignOptions: [...me, ...others],
      filterOptions: [{ value: 'me', label: t('dataTable.me') }, ...others],
    };
  }, [usersKey, seenKey, user, t]);
}
