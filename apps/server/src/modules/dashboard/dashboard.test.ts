import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, createUser, signedIn } from '#test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ORG_NOT_FOUND = { message: 'Organization not found.' };

describe('organization context (/api/v2/:orgCode/...)', () => {
  it('dashboard, code in any case, answers the organization and its counts', async () => {
    const org = await createOrganization(t.db, { code: 'KM', name: 'Case Org' });
    await createUser(t.db, { organizations: [org.id], agent: true });
    const member = await signedIn(t.app, { organizations: [org.id] });
    for (const code of ['km', 'KM', 'Km', 'kM']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/${code}/dashboard`,
        headers: member.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        organization: { id: org.id, code: 'KM', name: 'Case Org' },
        currency: 'MXN',
      });
    }
  });

  it('dashboard, organization the user is not a member of, answers 404', async () => {
    const other = await createOrganization(t.db);
    const mine = await createOrganization(t.db);
    for (const options of [{ organizations: [mine.id] }, { agent: true, organizations: [mine.id] }]) {
      const user = await signedIn(t.app, options);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/${other.code.toLowerCase()}/dashboard`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(ORG_NOT_FOUND);
    }
  });

  it('dashboard, admin who is not a member, answers 200 because admins manage every organization', async () => {
    const other = await createOrganization(t.db);
    const admin = await signedIn(t.app, { admin: true });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/${other.code.toLowerCase()}/dashboard`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.organization).toEqual({ id: other.id, code: other.code, name: other.name });
  });

  it('dashboard, deleted organization the user was a member of, answers 404', async () => {
    const org = await createOrganization(t.db);
    const admin = await signedIn(t.app, { admin: true, organizations: [org.id] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v2/${org.code}/dashboard`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v2/organizations/${org.id}`, headers: admin.headers });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/${org.code}/dashboard`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(ORG_NOT_FOUND);
  });

  it('dashboard, unknown or malformed code, answers 404', async () => {
    const user = await signedIn(t.app);
    for (const code of ['zz', 'abc', '1x', 'm%20']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/${code}/dashboard`,
        headers: user.headers,
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('dashboard, no token, answers 401 before looking the organization up', async () => {
    const org = await createOrganization(t.db);
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/${org.code}/dashboard` });
    expect(response.statusCode).toBe(401);
  });

  it('members of another organization, admin of a different one, are only reachable through the admin API', async () => {
    const theirs = await createOrganization(t.db);
    await createUser(t.db, { organizations: [theirs.id] });
    const member = await signedIn(t.app, { organizations: [(await createOrganization(t.db)).id] });
    const viaContext = await t.app.inject({
      method: 'GET',
      url: `/api/v2/${theirs.code}/dashboard`,
      headers: member.headers,
    });
    expect(viaContext.statusCode).toBe(404);
    const viaAdminApi = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${theirs.id}/members`,
      headers: member.headers,
    });
    expect(viaAdminApi.statusCode).toBe(403);
  });
});

describe('GET /agent/dashboard', () => {
  it('agent dashboard, agent, answers their organizations and counters', async () => {
    const org = await createOrganization(t.db);
    const agent = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/agent/dashboard',
      headers: agent.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      organizations: [{ id: org.id, code: org.code, name: org.name }],
      counters: { assigned_leads: 0, open_tasks: 0, calls_today: 0, calls_this_month: 0 },
      today_tasks: [],
      callbacks: [],
      open_deals: [],
      departing_trips: [],
      commissions: [],
    });
  });

  it('agent dashboard, agent without organizations, answers an empty list', async () => {
    const agent = await signedIn(t.app, { agent: true });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/agent/dashboard',
      headers: agent.headers,
    });
    expect(response.json().data.organizations).toEqual([]);
  });

  it('agent dashboard, non-agent (even admin) while other agents exist, answers 403', async () => {
    await createUser(t.db, { agent: true });
    for (const options of [{}, { admin: true }]) {
      const user = await signedIn(t.app, options);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v2/agent/dashboard',
        headers: user.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
  });
});
