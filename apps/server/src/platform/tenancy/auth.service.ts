import { createHash, randomBytes } from 'node:crypto';
import type { LoginResponse, User } from '@aurora/contracts/auth';
import type { Database } from '#platform/db/client.ts';
import { invalid, tooManyRequests, unauthenticated } from '#platform/errors.ts';
import type { RateLimiter } from '#platform/http/rate-limit.ts';
import {
  deleteAccessToken,
  deleteExpiredAccessTokens,
  findValidToken,
  insertAccessToken,
  touchAccessToken,
} from './auth.repository.ts';
import { getOrganizationsOfUser } from './organizations.service.ts';
import { getUser, getUserByEmail, getUserProfiles, hashPassword, verifyPassword } from './users.service.ts';

export const FAILED_LOGIN_MESSAGE = 'These credentials do not match our records.';

/** Who is calling: set on the request by the auth plugin. */
export type AuthContext = { userId: number; tokenId: number; isAdmin: boolean; isAgent: boolean };

export type LoginLimits = { perEmail: number; perIp: number; windowSeconds: number };

const LAST_USED_RESOLUTION_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Unknown emails are checked against this hash, so they cost the same time as known ones.
let dummyHash: Promise<string> | undefined;
export const warmUpDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};

const tooManyAttempts = (seconds: number) =>
  tooManyRequests(`Too many login attempts. Please try again in ${seconds} seconds.`, seconds);

/**
 * Checks the credentials and issues a bearer token, returned once and stored only as its
 * SHA-256. Each attempt is counted before the password is checked (decision 013): per email,
 * where a full window answers 429 without a check; and per address, where a full window turns
 * wrong passwords into 429 but lets a correct one through, so somebody hammering from a shared
 * network cannot lock its users out. Success clears the email's count and gives the address's
 * attempt back.
 */
export async function login(
  db: Database,
  limiter: RateLimiter,
  input: { email: string; password: string; ip: string; limits: LoginLimits; tokenTtlDays: number },
): Promise<LoginResponse> {
  const emailKey = `login:email:${input.email}`;
  const ipKey = `login:ip:${input.ip}`;
  const { perEmail, perIp, windowSeconds } = input.limits;
  const emailWait = await limiter.reserve(emailKey, perEmail, windowSeconds);
  if (emailWait > 0) throw tooManyAttempts(emailWait);
  const ipWait = await limiter.reserve(ipKey, perIp, windowSeconds);
  const user = await getUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await warmUpDummyHash()));
  if (!user || !valid) {
    if (ipWait > 0) throw tooManyAttempts(ipWait);
    throw invalid({ email: [FAILED_LOGIN_MESSAGE] });
  }
  await Promise.all([limiter.clear(emailKey), limiter.release(ipKey)]);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await deleteExpiredAccessTokens(db, user.id, now);
  await insertAccessToken(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + input.tokenTtlDays * 86_400_000),
  });
  return { token, user: await getCurrentUser(db, user.id) };
}

/** The caller behind a bearer token, or a 401. `last_used_at` is written at most once a minute. */
export async function authenticate(db: Database, token: string): Promise<AuthContext> {
  const now = new Date();
  const owner = await findValidToken(db, hashToken(token), now);
  if (!owner) throw unauthenticated();
  if (!owner.lastUsedAt || now.getTime() - owner.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchAccessToken(db, owner.tokenId, now);
  }
  return { userId: owner.userId, tokenId: owner.tokenId, isAdmin: owner.isAdmin, isAgent: owner.isAgent };
}

export async function logout(db: Database, auth: AuthContext): Promise<void> {
  await deleteAccessToken(db, auth.tokenId);
}

/**
 * The signed-in user as the client keeps it: roles, agent record, the non-deleted organizations
 * they are a member of, and their default organization when it is still one of those.
 */
export async function getCurrentUser(db: Database, userId: number): Promise<User> {
  const [user, profiles, organizations] = await Promise.all([
    getUser(db, userId),
    getUserProfiles(db, [userId]),
    getOrganizationsOfUser(db, userId),
  ]);
  if (!user) throw unauthenticated();
  const profile = profiles.get(userId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    locale: user.locale,
    roles: profile?.roles ?? [],
    default_organization: organizations.find((org) => org.id === user.defaultOrganizationId) ?? null,
    agent: profile?.agent ?? null,
    organizations,
    created_at: user.createdAt.toISOString(),
  };
}
