import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { createTelephonyTestApp } from '#test/telephony.ts';

const t = useTestApp(() => createTelephonyTestApp());

async function setup() {
  const org = await createOrganization(t.app.db, { country: 'MX' });
  const admin = await signedIn(t.app, { admin: true });
  const agent = await signedIn(t.app, { agent: true, organizations: [org.id] });
  const staff = await signedIn(t.app, { organizations: [org.id] });
  return { org, admin, agent, staff, base: `/api/v2/${org.code.toLowerCase()}/telephony/numbers` };
}

describe('telephony numbers', () => {
  it('admin creates a number from a national format: E.164, defaults, agents; members list it', async () => {
    const { admin, agent, staff, base } = await setup();
    const created = await t.app.inject({
      method: 'POST',
      url: base,
      headers: admin.headers,
      payload: {
        number: '55 8765 4321',
        friendly_name: 'Sales',
        agent_ids: [agent.user.id],
        monthly_cost: '1.15',
        monthly_cost_currency: 'usd',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      number: '+525587654321',
      friendly_name: 'Sales',
      capabilities: ['voice'],
      agents: [{ id: agent.user.id, name: agent.user.name }],
      ring_timeout_seconds: 25,
      voicemail_enabled: true,
      recording_enabled: false,
      is_active: true,
      monthly_cost: '1.1500',
      monthly_cost_currency: 'USD',
    });
    const list = await t.app.inject({ method: 'GET', url: base, headers: staff.headers });
    expect(list.json().data.map((n: { number: string }) => n.number)).toEqual(['+525587654321']);
  });

  it("a new number starts with the organization's ring time and recording unless it gives its own", async () => {
    const org = await createOrganization(t.app.db, { ring_timeout_seconds: 40, recording_enabled: true });
    const admin = await signedIn(t.app, { admin: true });
    const base = `/api/v2/${org.code.toLowerCase()}/telephony/numbers`;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: base, headers: admin.headers, payload });

    const inheriting = await post({ number: '+525587652222' });
    expect(inheriting.statusCode).toBe(201);
    expect(inheriting.json().data).toMatchObject({ ring_timeout_seconds: 40, recording_enabled: true });

    const own = await post({ number: '+525587653333', ring_timeout_seconds: 15, recording_enabled: false });
    expect(own.json().data).toMatchObject({ ring_timeout_seconds: 15, recording_enabled: false });

    // The organization's defaults change new numbers only: the ones it has keep their settings.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/organizations/${org.id}`,
      headers: admin.headers,
      payload: { ring_timeout_seconds: 60, recording_enabled: false },
    });
    expect(changed.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: base, headers: admin.headers });
    expect(
      list
        .json()
        .data.map((n: { ring_timeout_seconds: number; recording_enabled: boolean }) => [
          n.ring_timeout_seconds,
          n.recording_enabled,
        ]),
    ).toEqual([
      [40, true],
      [15, false],
    ]);
  });

  it('the same number in another organization, a staff member as agent, a bad timeout: 422 by field', async () => {
    const first = await setup();
    const second = await setup();
    const payload = { number: '+525587650000' };
    expect(
      (await t.app.inject({ method: 'POST', url: first.base, headers: first.admin.headers, payload }))
        .statusCode,
    ).toBe(201);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: second.base,
      headers: second.admin.headers,
      payload: { ...payload, agent_ids: [second.staff.user.id], ring_timeout_seconds: 1 },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors).sort()).toEqual(['ring_timeout_seconds']);
    const semantic = await t.app.inject({
      method: 'POST',
      url: second.base,
      headers: second.admin.headers,
      payload: { ...payload, agent_ids: [second.staff.user.id, first.agent.user.id] },
    });
    expect(semantic.json().errors).toEqual({
      number: ['The number has already been taken.'],
      agent_ids: [
        `These users are not agents of this organization: ${second.staff.user.id}, ${first.agent.user.id}.`,
      ],
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: second.base,
      headers: second.admin.headers,
      payload: { number: 'hello' },
    });
    expect(bad.json().errors.number).toEqual([
      'The number must be a valid phone number (E.164, like +525512345678).',
    ]);
  });

  it("update and delete: admins only (403 for members); another organization's number: 404", async () => {
    const { admin, agent, base } = await setup();
    const other = await setup();
    const id = (
      await t.app.inject({
        method: 'POST',
        url: base,
        headers: admin.headers,
        payload: { number: '+525587651111' },
      })
    ).json().data.id;
    const put = (url: string, headers: { authorization: string }, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers, payload });
    expect((await put(`${base}/${id}`, agent.headers, { is_active: false })).statusCode).toBe(403);
    const updated = await put(`${base}/${id}`, admin.headers, {
      is_active: false,
      recording_enabled: true,
      agent_ids: [agent.user.id],
    });
    expect(updated.json().data).toMatchObject({
      is_active: false,
      recording_enabled: true,
      number: '+525587651111',
    });
    expect((await put(`${other.base}/${id}`, admin.headers, { is_active: true })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${other.base}/${id}`, headers: other.agent.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${other.base}/${id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: agent.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: base, headers: agent.headers })).json().data).toEqual(
      [],
    );
  });

  it('import candidates with the simulator: 404 (only a provider account has numbers to import)', async () => {
    const { admin, base } = await setup();
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/import-candidates`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});
