import type { User } from '@aurora/contracts/auth';
import { ADMIN_ROLE } from '@aurora/contracts/constants';

type RoleHolder = Pick<User, 'roles'>;
type AgentHolder = Pick<User, 'agent'>;

/** An administrator has the role Administrador (spec §1). */
export function isAdmin(user: RoleHolder | null | undefined): boolean {
  return Boolean(user?.roles.some((role) => role.name === ADMIN_ROLE));
}

/** An agent has an agent record (spec §1). */
export function isAgent(user: AgentHolder | null | undefined): boolean {
  return Boolean(user?.agent);
}
