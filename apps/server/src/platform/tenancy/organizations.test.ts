import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, createUser, signedIn } from '#test/factories.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t.app, { admin: true })).headers;
});
afterAll(() => t?.close());

const validOrganization = (overrides: Record<string, unknown> = {}) => ({
  code: 'ab',
  name: 'Aurora Argentina',
  country: 'AR',
  timezone: 'America/Buenos_Aires',
  default_currency: 'ars',
  ...overrides,
});

const post = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/v2/organizations', payload: payload as object, headers });

describe('POST /organizations', () => {
  it('create, valid input, answers 201 with normalised fields and defaults', async () => {
    const response = await post(
      validOrganization({ code: 'ac', phone: '011 4123-4567', email: ' Info@Aurora.AR ', legal_name: '  ' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      code: 'AC',
      default_currency: 'ARS',
      country: 'AR',
      phone: '+541141234567',
      email: 'info@aurora.ar',
      legal_name: null,
      locale: 'en',
      badge_color: '#4f46e5',
      is_active: true,
      recording_enabled: false,
      ring_timeout_seconds: 25,
      members_count: 0,
    });
  });

  it('create, code taken in another case, answers 422 on code', async () => {
    await post(validOrganization({ code: 'AD' }));
    const response = await post(validOrganization({ code: 'ad' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The code has already been taken.',
      errors: { code: ['The code has already been taken.'] },
    });
  });

  it('create, unknown currency and bad phone, answers 422 listing both', async () => {
    const response = await post(validOrganization({ code: 'AE', default_currency: 'XYZ', phone: '12' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The selected default currency is invalid. (and 1 more error)',
      errors: {
        default_currency: ['The selected default currency is invalid.'],
        phone: ['Must be a valid phone number.'],
      },
    });
  });

  it('create, wrong shapes, answers 422 per field and never 500', async () => {
    const response = await post({
      code: 'ABC',
      name: 123,
      country: 'Mexico',
      timezone: 'Mars/Olympus',
      default_currency: 'MXN',
      badge_color: 'red',
      ring_timeout_seconds: 'x',
      legal_name: 'x'.repeat(10_000),
    });
    expect(response.statusCode).toBe(422);
    const { errors, message } = response.json();
    expect(Object.keys(errors).sort()).toEqual(
      ['badge_color', 'code', 'country', 'legal_name', 'name', 'ring_timeout_seconds', 'timezone'].sort(),
    );
    expect(errors.code).toEqual(['The code must be exactly 2 letters.']);
    expect(message).toBe('The code must be exactly 2 letters. (and 6 more errors)');
  });

  it('create, body that is not an object, answers 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/organizations',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.body).toHaveLength(1);
  });

  it('create, signed in as non-admin, answers 403', async () => {
    const staff = await signedIn(t.app);
    const response = await post(validOrganization({ code: 'AF' }), staff.headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
  });
});

describe('GET /organizations', () => {
  it('list, admin, answers every non-deleted organization with pagination meta', async () => {
    const a = await createOrganization(t.db, { name: 'Zeta Paginated' });
    const deleted = await createOrganization(t.db, { name: 'Zeta Deleted' });
    await t.app.inject({ method: 'DELETE', url: `/api/v2/organizations/${deleted.id}`, headers: admin });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/organizations?q=zeta&per_page=1&sort=-name',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [expect.objectContaining({ id: a.id, name: 'Zeta Paginated' })],
      meta: { current_page: 1, per_page: 1, total: 1, last_page: 1 },
    });
  });

  it('list, sorted by name descending, answers in that order', async () => {
    await createOrganization(t.db, { name: 'Sortme A' });
    await createOrganization(t.db, { name: 'Sortme B' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/organizations?q=sortme&sort=-name',
      headers: admin,
    });
    expect(response.json().data.map((o: { name: string }) => o.name)).toEqual(['Sortme B', 'Sortme A']);
  });

  it('list, non-admin, answers only the organizations they are a member of', async () => {
    const mine = await createOrganization(t.db);
    await createOrganization(t.db);
    const staff = await signedIn(t.app, { organizations: [mine.id] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/organizations',
      headers: staff.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    expect(response.json().data[0].members_count).toBe(1);
    expect(response.json().meta.total).toBe(1);
  });

  it('list, bad query params, answers 422', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/organizations?page=0&per_page=1000&sort=password',
      headers: admin,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'per_page', 'sort']);
  });

  it('list, search with LIKE wildcards, matches them literally', async () => {
    await createOrganization(t.db, { name: 'Percent 100% Travel' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/organizations?q=0%25%20T',
      headers: admin,
    });
    expect(response.json().data.map((o: { name: string }) => o.name)).toEqual(['Percent 100% Travel']);
  });
});

describe('GET /organizations/:id', () => {
  it('show, with include=members, answers the organization and its members', async () => {
    const org = await createOrganization(t.db, { name: 'Detail Org' });
    const member = await createUser(t.db, { organizations: [org.id], agent: true, name: 'Mia Member' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${org.id}?include=members`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: org.id,
      name: 'Detail Org',
      members_count: 1,
      members: [{ id: member.id, name: 'Mia Member', agent: { identity: `agent_${member.id}` } }],
    });
  });

  it('show, without include, answers no members key', async () => {
    const org = await createOrganization(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin,
    });
    expect(response.json().data).not.toHaveProperty('members');
  });

  it('show, unknown, deleted or malformed id, answers 404, never 500', async () => {
    const deleted = await createOrganization(t.db);
    await t.app.inject({ method: 'DELETE', url: `/api/v2/organizations/${deleted.id}`, headers: admin });
    for (const id of [999_999, deleted.id]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/organizations/${id}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Organization not found.' });
    }
    // A path that names no record is a 404 like a missing one.
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/organizations/${id}`,
        headers: admin,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('stats, organization with a member and an agent, answers counts', async () => {
    const org = await createOrganization(t.db);
    await createUser(t.db, { organizations: [org.id] });
    await createUser(t.db, { organizations: [org.id], agent: true });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${org.id}/stats`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      members: 2,
      agents: 1,
      leads: 0,
      clients: 0,
      open_opportunities: 0,
      open_opportunities_value: '0.00',
      upcoming_trips: 0,
      outstanding_invoices: 0,
      overdue_invoices: 0,
      calls_this_month: 0,
      call_minutes_this_month: 0,
    });
  });
});

describe('PUT /organizations/:id', () => {
  it('update, some fields, changes only those', async () => {
    const org = await createOrganization(t.db, { name: 'Before', legal_name: 'Legal Before' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin,
      payload: { name: 'After', phone: '55 1234 5678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'After',
      legal_name: 'Legal Before',
      phone: '+525512345678',
    });
  });

  it('update, national phone with a new country, reads the phone in the new country', async () => {
    const org = await createOrganization(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin,
      payload: { country: 'us', phone: '(212) 555-0147' },
    });
    expect(response.json().data).toMatchObject({ country: 'US', phone: '+12125550147' });
  });

  it('update, its own code in another case, is accepted', async () => {
    const org = await createOrganization(t.db);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin,
      payload: { code: org.code.toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
  });

  it('update, code of another organization, answers 422', async () => {
    const [a, b] = [await createOrganization(t.db), await createOrganization(t.db)];
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/organizations/${b.id}`,
      headers: admin,
      payload: { code: a.code },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: ['The code has already been taken.'] });
  });

  it('update, unknown id, answers 404', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/organizations/424242',
      headers: admin,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /organizations/:id', () => {
  it('delete, then create with the same code, answers 204 and keeps the code taken', async () => {
    const org = await createOrganization(t.db, { code: 'AG' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    const reuse = await post(validOrganization({ code: 'ag' }));
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.code).toEqual(['The code has already been taken.']);
  });
});
