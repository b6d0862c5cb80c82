import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Agent, Role } from '@aurora/contracts/auth';
import type { Database } from '#platform/db/client.ts';
import { invalid, isUniqueViolation } from '#platform/errors.ts';
import {
  type AgentRow,
  deleteAgent,
  findRolesByName,
  findUserByEmail,
  findUserById,
  hasAnyUser,
  insertAgentIfMissing,
  insertUser,
  listAgentsOfUsers,
  listRolesOfUsers,
  replaceUserRoles,
  type UserRow,
  updateUser,
} from './users.repository.ts';

export type { UserRow } from './users.repository.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 64 } as const;

/** Stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const agentIdentityOf = (userId: number) => `agent_${userId}`;

export const toRoleJson = (role: { id: number; name: string }): Role => ({ id: role.id, name: role.name });

export const toAgentJson = (agent: AgentRow): Agent => ({
  id: agent.id,
  identity: agent.identity,
  phone: agent.phone,
  is_active: agent.isActive,
});

/** Roles and agent record of each user, for answering users and members in batches. */
export type UserProfile = { roles: Role[]; agent: Agent | null };

export async function getUserProfiles(db: Database, userIds: number[]): Promise<Map<number, UserProfile>> {
  const [roleRows, agentRows] = await Promise.all([
    listRolesOfUsers(db, userIds),
    listAgentsOfUsers(db, userIds),
  ]);
  const profiles = new Map<number, UserProfile>(userIds.map((id) => [id, { roles: [], agent: null }]));
  for (const row of roleRows) profiles.get(row.userId)?.roles.push(toRoleJson(row));
  for (const row of agentRows) {
    const profile = profiles.get(row.userId);
    if (profile) profile.agent = toAgentJson(row);
  }
  return profiles;
}

export const getUser = (db: Database, id: number) => findUserById(db, id);
export const hasUsers = (db: Database) => hasAnyUser(db);
export const getUserByEmail = (db: Database, email: string) => findUserByEmail(db, email);

export type CreateUserInput = {
  name: string;
  email: string;
  password: string;
  locale?: string;
  roles?: readonly string[];
  isAgent?: boolean;
  defaultOrganizationId?: number | null;
};

/** Creates a user with roles and, when asked, an agent record. A taken email is a 422 on `email`. */
export async function createUser(db: Database, input: CreateUserInput): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    let user: UserRow;
    try {
      user = await insertUser(tx, {
        name: input.name.trim(),
        email,
        passwordHash,
        locale: input.locale ?? 'en',
        defaultOrganizationId: input.defaultOrganizationId ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    await setUserRoles(tx, user.id, input.roles ?? []);
    if (input.isAgent) await setAgent(tx, user.id, true);
    return user;
  });
}

const emailTaken = () => invalid({ email: ['The email has already been taken.'] });

export async function setUserRoles(
  db: Database,
  userId: number,
  roleNames: readonly string[],
): Promise<void> {
  const found = await findRolesByName(db, [...new Set(roleNames)]);
  await replaceUserRoles(
    db,
    userId,
    found.map((role) => role.id),
  );
}

/** A user is an agent if and only if the agent record exists, so this creates or deletes it. */
export async function setAgent(db: Database, userId: number, isAgent: boolean): Promise<void> {
  if (isAgent) await insertAgentIfMissing(db, userId, agentIdentityOf(userId));
  else await deleteAgent(db, userId);
}

export async function setDefaultOrganization(
  db: Database,
  userId: number,
  organizationId: number | null,
): Promise<void> {
  await updateUser(db, userId, { defaultOrganizationId: organizationId });
}
