import { UNAUTHENTICATED_MESSAGE } from '@aurora/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '#test/app.ts';
import { bearer, createOrganization, createUser, login, PASSWORD, signedIn } from '#test/factories.ts';
import { FAILED_LOGIN_MESSAGE, hashToken } from './auth.service.ts';
import { accessTokens } from './auth.table.ts';
import { hashPassword, verifyPassword } from './users.service.ts';

const t = useTestApp(() => createTestApp({ loginRateLimit: { perEmail: 3, perIp: 6, windowSeconds: 60 } }));

let ipCounter = 0;
/** Each test signs in from its own address, so the per-IP limit of one test never leaks into another. */
const freshIp = () => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const postLogin = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: payload as object, remoteAddress });

describe('passwords', () => {
  it('hashPassword, then verifyPassword with the same and another password, accepts only the same', async () => {
    const stored = await hashPassword('s3cret-pass');
    expect(stored).not.toContain('s3cret-pass');
    expect(await verifyPassword('s3cret-pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', stored)).toBe(false);
    expect(await verifyPassword('s3cret-pass', 'garbage')).toBe(false);
  });
});

describe('POST /auth/login', () => {
  it('login, right credentials, answers a token and the user with roles, agent and organizations', async () => {
    const org = await createOrganization(t.db, { name: 'Login Org' });
    const user = await createUser(t.db, { agent: true, admin: true, organizations: [org.id] });
    const response = await postLogin({ email: user.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      roles: [{ name: 'Administrador' }],
      agent: { identity: `agent_${user.id}`, is_active: true },
      default_organization: { id: org.id, code: org.code, name: 'Login Org' },
      organizations: [{ id: org.id, code: org.code, name: 'Login Org' }],
    });
    const [stored] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(stored?.tokenHash).toBe(hashToken(body.token));
  });

  it('login, wrong password, answers 422 with the Laravel message on email', async () => {
    const user = await createUser(t.db);
    const response = await postLogin({ email: user.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: FAILED_LOGIN_MESSAGE,
      errors: { email: [FAILED_LOGIN_MESSAGE] },
    });
  });

  it('login, unknown email, answers exactly like a wrong password', async () => {
    const response = await postLogin({ email: 'nobody@example.test', password: 'whatever' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: FAILED_LOGIN_MESSAGE,
      errors: { email: [FAILED_LOGIN_MESSAGE] },
    });
  });

  it('login, missing and malformed fields, answers 422 per field', async () => {
    const response = await postLogin({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email must be a valid email address. (and 1 more error)',
      errors: {
        email: ['The email must be a valid email address.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('login, too many failures for one email, answers 429 even from new addresses', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i += 1) {
      expect((await postLogin({ email: user.email, password: 'wrong' })).statusCode).toBe(422);
    }
    const blocked = await postLogin({ email: user.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('login, too many failures from one address, answers 429 to wrong passwords from it but lets a right one in', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) {
      expect((await postLogin({ email: `spray${i}@example.test`, password: 'x' }, ip)).statusCode).toBe(422);
    }
    const user = await createUser(t.db);
    expect((await postLogin({ email: user.email, password: 'wrong' }, ip)).statusCode).toBe(429);
    expect((await postLogin({ email: user.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('login, 20 wrong passwords at once for one email, checks at most the limit (3) and answers 429 to the rest', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postLogin({ email: user.email, password: 'wrong' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // A 422 is a checked password; a 429 was refused before the check.
    expect(statuses).toEqual([...Array(3).fill(422), ...Array(17).fill(429)]);
  });

  it('login, 20 wrong passwords at once from one address, fail 6 times (the limit) and answer 429 to the rest', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin({ email: `burst${i}@example.test`, password: 'x' }, ip)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(6).fill(422), ...Array(14).fill(429)]);
    const user = await createUser(t.db);
    expect((await postLogin({ email: user.email, password: PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('login, success after failures, clears the count of that email', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 2; i += 1) await postLogin({ email: user.email, password: 'wrong' });
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) await postLogin({ email: user.email, password: 'wrong' });
    expect((await postLogin({ email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('GET /auth/me', () => {
  it('me, valid token, answers the user under data', async () => {
    const { user, headers } = await signedIn(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, roles: [], agent: null, organizations: [] });
  });

  it('me, no token, garbage token or another scheme, answers 401 Unauthenticated.', async () => {
    for (const authorization of [undefined, 'Bearer nonsense', 'Bearer ', 'Basic abc', 'x'.repeat(5000)]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v2/auth/me',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    }
  });

  it('me, expired token, answers 401', async () => {
    const { user, headers } = await signedIn(t.app);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: UNAUTHENTICATED_MESSAGE });
  });

  it('me, several calls within a minute, records last use once', async () => {
    const { user, headers } = await signedIn(t.app);
    await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers });
    const [first] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(first?.lastUsedAt).toBeInstanceOf(Date);
    await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers });
    const [second] = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(second?.lastUsedAt?.getTime()).toBe(first?.lastUsedAt?.getTime());
  });

  it('me, default organization deleted, answers default_organization null and hides it', async () => {
    const kept = await createOrganization(t.db);
    const gone = await createOrganization(t.db);
    const user = await createUser(t.db, { organizations: [gone.id, kept.id] });
    const admin = await signedIn(t.app, { admin: true });
    await t.app.inject({ method: 'DELETE', url: `/api/v2/organizations/${gone.id}`, headers: admin.headers });
    const token = await login(t.app, user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: bearer(token) });
    expect(response.json().data.default_organization).toBeNull();
    expect(response.json().data.organizations.map((o: { id: number }) => o.id)).toEqual([kept.id]);
  });
});

describe('POST /auth/logout', () => {
  it('logout, valid token, answers 204 and the token stops working', async () => {
    const { headers } = await signedIn(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers });
    expect(after.statusCode).toBe(401);
  });

  it('logout, one of two sessions, leaves the other signed in', async () => {
    const user = await createUser(t.db);
    const first = await login(t.app, user.email);
    const second = await login(t.app, user.email);
    await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: bearer(first) });
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: bearer(second) });
    expect(response.statusCode).toBe(200);
  });
});
