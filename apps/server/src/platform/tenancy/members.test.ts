import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { bearer, createOrganization, createUser, login, signedIn } from '#test/factories.ts';
import { getUser } from './users.service.ts';

let t: TestApp;
let adminHeaders: { authorization: string };
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedIn(t.app, { admin: true });
  adminHeaders = admin.headers;
  adminId = admin.user.id;
});
afterAll(() => t?.close());

const membersUrl = (organizationId: number, rest = '') =>
  `/api/v2/organizations/${organizationId}/members${rest}`;

describe('GET /organizations/:id/members', () => {
  it('list, organization with members, answers them with roles, agent and joined_at', async () => {
    const org = await createOrganization(t.db);
    const agent = await createUser(t.db, { name: 'Ada Agent', agent: true, organizations: [org.id] });
    const boss = await createUser(t.db, { name: 'Bea Boss', admin: true, organizations: [org.id] });
    const response = await t.app.inject({ method: 'GET', url: membersUrl(org.id), headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: agent.id,
        name: 'Ada Agent',
        email: agent.email,
        roles: [],
        agent: expect.objectContaining({ identity: `agent_${agent.id}` }),
        joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({
        id: boss.id,
        roles: [expect.objectContaining({ name: 'Administrador' })],
        agent: null,
      }),
    ]);
  });

  it('list, unknown organization, answers 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: membersUrl(987_654), headers: adminHeaders });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /organizations/:id/members', () => {
  it('add, existing user by email in any case, answers 201 and it becomes their default', async () => {
    const org = await createOrganization(t.db);
    const user = await createUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id),
      headers: adminHeaders,
      payload: { email: user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
    expect((await getUser(t.db, user.id))?.defaultOrganizationId).toBe(org.id);
  });

  it('add, no such user, answers 422 on email', async () => {
    const org = await createOrganization(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id),
      headers: adminHeaders,
      payload: { email: 'ghost@example.test' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The selected email is invalid.'] });
  });

  it('add, already a member, answers 422 on email', async () => {
    const org = await createOrganization(t.db);
    const user = await createUser(t.db, { organizations: [org.id] });
    const response = await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id),
      headers: adminHeaders,
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This user is already a member of this organization.'],
    });
  });
});

describe('POST /organizations/:id/members/new', () => {
  it('create, agent with the admin role, answers 201 and the new user can sign in', async () => {
    const org = await createOrganization(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id, '/new'),
      headers: adminHeaders,
      payload: {
        name: 'Nina New',
        email: 'Nina.New@Example.test',
        password: 'longenough',
        roles: ['Administrador'],
        is_agent: true,
      },
    });
    expect(response.statusCode).toBe(201);
    const member = response.json().data;
    expect(member).toMatchObject({
      name: 'Nina New',
      email: 'nina.new@example.test',
      roles: [{ name: 'Administrador' }],
      agent: { identity: `agent_${member.id}` },
    });
    const token = await login(t.app, 'nina.new@example.test', 'longenough');
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: bearer(token) });
    expect(me.json().data.default_organization).toEqual({ id: org.id, code: org.code, name: org.name });
  });

  it('create, taken email, short password and unknown role, answers 422 per field', async () => {
    const org = await createOrganization(t.db);
    const existing = await createUser(t.db);
    const invalid = await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id, '/new'),
      headers: adminHeaders,
      payload: { name: '', email: existing.email, password: 'short', roles: ['Root'] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['name', 'password', 'roles.0']);
    const taken = await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id, '/new'),
      headers: adminHeaders,
      payload: { name: 'Dup', email: existing.email.toUpperCase(), password: 'longenough' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });
});

describe('PUT /organizations/:id/members/:userId', () => {
  it('update, grant admin and agent then revoke agent, answers the member each time', async () => {
    const org = await createOrganization(t.db);
    const user = await createUser(t.db, { organizations: [org.id] });
    const url = membersUrl(org.id, `/${user.id}`);
    const granted = await t.app.inject({
      method: 'PUT',
      url,
      headers: adminHeaders,
      payload: { roles: ['Administrador'], is_agent: true },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({
      roles: [{ name: 'Administrador' }],
      agent: { identity: `agent_${user.id}` },
    });
    const revoked = await t.app.inject({
      method: 'PUT',
      url,
      headers: adminHeaders,
      payload: { is_agent: false },
    });
    expect(revoked.json().data).toMatchObject({ roles: [{ name: 'Administrador' }], agent: null });
  });

  it('update, admin removing their own Administrador role, answers 422 and keeps it', async () => {
    const org = await createOrganization(t.db);
    await t.app.inject({
      method: 'POST',
      url: membersUrl(org.id),
      headers: adminHeaders,
      payload: { email: (await getUser(t.db, adminId))?.email },
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: membersUrl(org.id, `/${adminId}`),
      headers: adminHeaders,
      payload: { roles: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ roles: ['You cannot remove your own Administrador role.'] });
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: adminHeaders });
    expect(me.json().data.roles).toEqual([expect.objectContaining({ name: 'Administrador' })]);
  });

  it('update, user who is not a member, answers 404', async () => {
    const org = await createOrganization(t.db);
    const outsider = await createUser(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: membersUrl(org.id, `/${outsider.id}`),
      headers: adminHeaders,
      payload: { is_agent: true },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Member not found.' });
  });
});

describe('DELETE /organizations/:id/members/:userId', () => {
  it('remove, the default organization, answers 204 and falls back to another membership', async () => {
    const [first, second] = [await createOrganization(t.db), await createOrganization(t.db)];
    const user = await createUser(t.db, { organizations: [first.id, second.id] });
    const response = await t.app.inject({
      method: 'DELETE',
      url: membersUrl(first.id, `/${user.id}`),
      headers: adminHeaders,
    });
    expect(response.statusCode).toBe(204);
    expect((await getUser(t.db, user.id))?.defaultOrganizationId).toBe(second.id);
    const again = await t.app.inject({
      method: 'DELETE',
      url: membersUrl(first.id, `/${user.id}`),
      headers: adminHeaders,
    });
    expect(again.statusCode).toBe(404);
  });

  it('remove, the last membership, leaves no default organization', async () => {
    const org = await createOrganization(t.db);
    const user = await createUser(t.db, { organizations: [org.id] });
    await t.app.inject({ method: 'DELETE', url: membersUrl(org.id, `/${user.id}`), headers: adminHeaders });
    expect((await getUser(t.db, user.id))?.defaultOrganizationId).toBeNull();
  });

  it('members routes, signed in as a member who is not admin, answer 403', async () => {
    const org = await createOrganization(t.db);
    const staff = await signedIn(t.app, { organizations: [org.id] });
    const response = await t.app.inject({ method: 'GET', url: membersUrl(org.id), headers: staff.headers });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /{orgCode}/members', () => {
  it('directory, a member who is not an admin, answers the colleagues by name with their agent flag', async () => {
    const org = await createOrganization(t.db);
    const zoe = await createUser(t.db, { name: 'Zoe Agent', agent: true, organizations: [org.id] });
    const staff = await signedIn(t.app, { organizations: [org.id] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/${org.code.toLowerCase()}/members`,
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    const members = response.json().data as Array<{ id: number; name: string; is_agent: boolean }>;
    expect(members.map((member) => member.id).sort()).toEqual([zoe.id, staff.user.id].sort());
    expect(members.find((member) => member.id === zoe.id)).toMatchObject({
      name: 'Zoe Agent',
      is_agent: true,
    });
    expect(members.map((member) => member.name)).toEqual(members.map((member) => member.name).toSorted());
  });

  it('directory, organization the caller is not a member of, answers 404', async () => {
    const org = await createOrganization(t.db);
    const outsider = await signedIn(t.app, { organizations: [(await createOrganization(t.db)).id] });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/${org.code}/members`,
      headers: outsider.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
