import { ADMIN_ROLE } from '@aurora/contracts/constants';
import { organizationInputSchema } from '@aurora/contracts/organizations';
import type { z } from 'zod';
import type { App } from '#app';
import type { Database } from '#platform/db/client.ts';
import { ensureMember } from '#platform/tenancy/members.service.ts';
import type { OrganizationWithCount } from '#platform/tenancy/organizations.repository.ts';
import { createOrganization as createOrganizationRecord } from '#platform/tenancy/organizations.service.ts';
import { insertUser, type UserRow } from '#platform/tenancy/users.repository.ts';
import { hashPassword, setAgent, setUserRoles } from '#platform/tenancy/users.service.ts';

export const PASSWORD = 'password';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

// Hashing is deliberately slow; one hash serves every user a test file makes.
let passwordHash: Promise<string> | undefined;

/** Organization codes handed out from QA upwards, so tests can pick codes in A..P themselves. */
export function nextOrganizationCode(): string {
  const n = 16 * 26 + next();
  return String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26));
}

export async function createUser(
  db: Database,
  options: {
    name?: string;
    email?: string;
    admin?: boolean;
    agent?: boolean;
    organizations?: number[];
    defaultOrganizationId?: number | null;
  } = {},
): Promise<UserRow> {
  const n = next();
  passwordHash ??= hashPassword(PASSWORD);
  const organizations = options.organizations ?? [];
  const user = await insertUser(db, {
    name: options.name ?? `User ${n}`,
    email: options.email ?? `user${n}.${Date.now().toString(36)}@example.test`,
    passwordHash: await passwordHash,
    defaultOrganizationId:
      options.defaultOrganizationId === undefined
        ? (organizations[0] ?? null)
        : options.defaultOrganizationId,
  });
  if (options.admin) await setUserRoles(db, user.id, [ADMIN_ROLE]);
  if (options.agent) await setAgent(db, user.id, true);
  for (const organizationId of organizations) await ensureMember(db, organizationId, user.id);
  return user;
}

export async function createOrganization(
  db: Database,
  overrides: Partial<z.input<typeof organizationInputSchema>> = {},
): Promise<OrganizationWithCount> {
  return createOrganizationRecord(
    db,
    organizationInputSchema.parse({
      code: nextOrganizationCode(),
      name: `Organization ${next()}`,
      country: 'MX',
      timezone: 'America/Mexico_City',
      default_currency: 'MXN',
      ...overrides,
    }),
  );
}

/** Signs in through the API and returns the bearer token. */
export async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A user of the given kind and a token for them, for route tests. */
export async function signedIn(
  app: App,
  options: Parameters<typeof createUser>[1] = {},
): Promise<{ user: UserRow; token: string; headers: { authorization: string } }> {
  const user = await createUser(app.db, options);
  const token = await login(app, user.email);
  return { user, token, headers: bearer(token) };
}
