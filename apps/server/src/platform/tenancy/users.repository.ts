import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { agents, roles, userRoles, users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;
export type RoleRow = { id: number; name: string };

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('INSERT users returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<
    Pick<typeof users.$inferInsert, 'name' | 'passwordHash' | 'locale' | 'defaultOrganizationId'>
  >,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function listRolesOfUsers(
  db: Database,
  userIds: number[],
): Promise<(RoleRow & { userId: number })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
}

export async function listAgentsOfUsers(db: Database, userIds: number[]): Promise<AgentRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(agents).where(inArray(agents.userId, userIds));
}

export async function findRolesByName(db: Database, names: string[]): Promise<RoleRow[]> {
  if (names.length === 0) return [];
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names));
}

/** Replaces the user's roles with exactly `roleIds`. */
export async function replaceUserRoles(db: Database, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0) {
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }
}

export async function insertAgentIfMissing(db: Database, userId: number, identity: string): Promise<void> {
  await db.insert(agents).values({ userId, identity }).onConflictDoNothing({ target: agents.userId });
}

export async function deleteAgent(db: Database, userId: number): Promise<void> {
  await db.delete(agents).where(eq(agents.userId, userId));
}

export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}
