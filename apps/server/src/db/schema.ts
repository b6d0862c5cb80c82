export { accessTokens } from '../modules/auth/auth.table.ts';
export { organizationMembers, organizations } from '../modules/organizations/organizations.table.ts';
export { currencies, definitions, statuses } from '../modules/reference/reference.table.ts';
export { agents, roles, userRoles, users } from '../modules/users/users.table.ts';
