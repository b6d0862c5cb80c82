import { ADMIN_ROLE } from '@aurora/contracts/constants';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { preparedQuery } from '#platform/db/prepared.ts';
import { qualified } from '#platform/db/sql.ts';
import { accessTokens } from './auth.table.ts';
import { agents, roles, userRoles } from './users.table.ts';

export async function insertAccessToken(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accessTokens).values(values);
}

export type TokenOwner = {
  tokenId: number;
  userId: number;
  lastUsedAt: Date | null;
  isAdmin: boolean;
  isAgent: boolean;
};

const validToken = preparedQuery((db) =>
  db
    .select({
      tokenId: accessTokens.id,
      userId: accessTokens.userId,
      lastUsedAt: accessTokens.lastUsedAt,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} join ${roles} on ${qualified(roles.id)} = ${qualified(userRoles.roleId)} where ${qualified(userRoles.userId)} = ${qualified(accessTokens.userId)} and ${qualified(roles.name)} = ${ADMIN_ROLE})`,
      isAgent: sql<boolean>`exists (select 1 from ${agents} where ${qualified(agents.userId)} = ${qualified(accessTokens.userId)})`,
    })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_valid_token'),
);

/** The unexpired token with this hash and what its user may do, in one query (it runs on every request). */
export async function findValidToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<TokenOwner | undefined> {
  const [row] = await validToken(db).execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function touchAccessToken(db: Database, tokenId: number, now: Date): Promise<void> {
  await db.update(accessTokens).set({ lastUsedAt: now }).where(eq(accessTokens.id, tokenId));
}

export async function deleteAccessToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(accessTokens).where(eq(accessTokens.id, tokenId));
}

export async function deleteExpiredAccessTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db.delete(accessTokens).where(and(eq(accessTokens.userId, userId), lte(accessTokens.expiresAt, now)));
}
