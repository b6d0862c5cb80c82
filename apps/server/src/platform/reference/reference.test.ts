import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';

let t: TestApp;
let admin: { authorization: string };
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t.app, { admin: true })).headers;
  staff = (await signedIn(t.app)).headers;
});
afterAll(() => t?.close());

const get = (url: string, headers = staff) => t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers });

describe('reference data reads', () => {
  it('statuses, filtered by entity type, answer the defaults in position order', async () => {
    const response = await get('/statuses?filter[entity_type]=lead');
    expect(response.statusCode).toBe(200);
    const statuses = response.json().data;
    expect(statuses.map((s: { key: string }) => s.key)).toEqual([
      'new',
      'contacted',
      'qualified',
      'unqualified',
      'converted',
      'lost',
    ]);
    expect(statuses.find((s: { key: string }) => s.key === 'converted')).toMatchObject({
      is_closed: true,
      entity_type: 'lead',
    });
  });

  it('statuses, unfiltered, answer every entity type', async () => {
    const types = new Set(
      (await get('/statuses')).json().data.map((s: { entity_type: string }) => s.entity_type),
    );
    expect([...types].sort()).toEqual(['invoice', 'lead', 'opportunity', 'task', 'trip']);
  });

  it('statuses, unknown entity type filter, answer 422', async () => {
    const response = await get('/statuses?filter[entity_type]=planet');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['filter[entity_type]']);
  });

  it('currencies, any signed-in user, answer the defaults by code with symbols and decimals', async () => {
    const currencies = (await get('/currencies')).json().data;
    expect(currencies.map((c: { code: string }) => c.code)).toEqual([
      'ARS',
      'BRL',
      'CAD',
      'CLP',
      'COP',
      'EUR',
      'GBP',
      'MXN',
      'PEN',
      'USD',
    ]);
    expect(currencies.find((c: { code: string }) => c.code === 'CLP')).toMatchObject({
      decimals: 0,
      symbol: '$',
    });
    expect(currencies.find((c: { code: string }) => c.code === 'MXN')).toMatchObject({
      rate_to_base: '17.1',
    });
  });

  it('definitions, filtered by list, answer that list in order', async () => {
    const response = await get('/definitions?filter[list]=lost_reasons');
    expect(response.json().data.map((d: { key: string }) => d.key)).toEqual([
      'price',
      'timing',
      'competitor',
      'no_response',
      'changed_plans',
    ]);
  });

  it('reads, no token, answer 401', async () => {
    for (const url of ['/statuses', '/currencies', '/definitions']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v2${url}` })).statusCode).toBe(401);
    }
  });
});

describe('statuses writes', () => {
  it('create, update and delete, admin, answer 201, 200 and 204', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/statuses',
      headers: admin,
      payload: { entity_type: 'trip', key: 'on_hold', name: 'On hold', color: '#ABCDEF' },
    });
    expect(created.statusCode).toBe(201);
    const status = created.json().data;
    expect(status).toMatchObject({ key: 'on_hold', color: '#abcdef', position: 0, is_closed: false });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/statuses/${status.id}`,
      headers: admin,
      payload: { name: 'Paused', position: 9 },
    });
    expect(updated.json().data).toMatchObject({ key: 'on_hold', name: 'Paused', position: 9 });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/statuses/${status.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/statuses/${status.id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Status not found.' });
  });

  it('create, duplicate key for the entity type, answers 409', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/statuses',
      headers: admin,
      payload: { entity_type: 'lead', key: 'new', name: 'New again' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'A status with this key already exists for this entity type.',
    });
  });

  it('create, invalid key and colour, answers 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/statuses',
      headers: admin,
      payload: { entity_type: 'lead', key: 'Bad Key', name: 'x', color: 'blue' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      key: ['Use lower-case letters, digits and underscores.'],
      color: ['Must be a colour like #4f46e5.'],
    });
  });

  it('writes, non-admin, answer 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/statuses',
      headers: staff,
      payload: { entity_type: 'lead', key: 'x', name: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('currencies writes', () => {
  it('create, update and delete, admin, answer 201, 200 and 204', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/currencies',
      headers: admin,
      payload: { code: 'jpy', name: 'Japanese Yen', symbol: '¥', decimals: 0, rate_to_base: 151.5 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({
      code: 'JPY',
      name: 'Japanese Yen',
      symbol: '¥',
      decimals: 0,
      rate_to_base: '151.5',
      is_active: true,
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/currencies/jpy',
      headers: admin,
      payload: { rate_to_base: '150' },
    });
    expect(updated.json().data.rate_to_base).toBe('150');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v2/currencies/JPY', headers: admin })).statusCode,
    ).toBe(204);
  });

  it('keeps the ISO 4217 minor units of a code ISO defines: the default, and any other is a 422', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v2/currencies', headers: admin, payload });
    const dinar = await post({ code: 'KWD', name: 'Kuwaiti Dinar', symbol: 'KD', rate_to_base: '0.307' });
    expect(dinar.statusCode).toBe(201);
    expect(dinar.json().data.decimals).toBe(3);
    const custom = await post({ code: 'XAU', name: 'Gold', symbol: 'Au', decimals: 4 });
    expect(custom.json().data.decimals).toBe(4);

    const forint = await post({ code: 'HUF', name: 'Forint', symbol: 'Ft', decimals: 0 });
    expect(forint.statusCode).toBe(422);
    expect(forint.json().errors).toEqual({ decimals: ['Must be 2, the ISO 4217 minor unit of HUF.'] });
    const peso = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/currencies/COP',
      headers: admin,
      payload: { decimals: 0 },
    });
    expect(peso.statusCode).toBe(422);
    const free = await post({ code: 'XAG', name: 'Silver', symbol: 'Ag', rate_to_base: '0' });
    expect(free.json().errors).toEqual({ rate_to_base: ['Must be above 0.'] });
  });

  it('create, existing code, answers 409', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/currencies',
      headers: admin,
      payload: { code: 'USD', name: 'Dollar', symbol: '$' },
    });
    expect(response.statusCode).toBe(409);
  });

  it('delete, default currency of an organization, answers 409 and keeps it', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/currencies',
      headers: admin,
      payload: { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF' },
    });
    await createOrganization(t.db, { default_currency: 'CHF', country: 'CH', timezone: 'Europe/Zurich' });
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v2/currencies/CHF', headers: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This currency is the default currency of an organization and cannot be deleted.',
    });
    expect((await get('/currencies')).json().data.map((c: { code: string }) => c.code)).toContain('CHF');
  });

  it('update, unknown or malformed code, answers 404', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/currencies/XXX',
      headers: admin,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/currencies/dollars',
      headers: admin,
      payload: {},
    });
    // A path that names no currency is a 404 like a missing one.
    expect(malformed.statusCode).toBe(404);
  });

  it('create, negative rate and too many decimals, answers 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/currencies',
      headers: admin,
      payload: { code: 'XAU', name: 'Gold', symbol: 'Au', decimals: 9, rate_to_base: '-1' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['decimals', 'rate_to_base']);
  });
});

describe('definitions writes', () => {
  it('create, update and delete, admin, answer 201, 200 and 204', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/definitions',
      headers: admin,
      payload: { list: 'trip_types', key: 'wellness', label: 'Wellness', position: 8 },
    });
    expect(created.statusCode).toBe(201);
    const definition = created.json().data;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/definitions/${definition.id}`,
      headers: admin,
      payload: { is_active: false },
    });
    expect(updated.json().data).toMatchObject({ key: 'wellness', is_active: false });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/definitions/${definition.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('update, onto an existing key of the list, answers 409', async () => {
    const list = (await get('/definitions?filter[list]=trip_types')).json().data;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/definitions/${list[1].id}`,
      headers: admin,
      payload: { key: list[0].key },
    });
    expect(response.statusCode).toBe(409);
  });

  it('create, unknown list, answers 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/definitions',
      headers: admin,
      payload: { list: 'planets', key: 'mars', label: 'Mars' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('list');
  });
});

describe('definitions: asks_follow_up', () => {
  it('reads, call outcomes that ask for a follow-up by default are callback, interested and voicemail', async () => {
    const outcomes = (await get('/definitions?filter[list]=call_outcomes')).json().data as {
      key: string;
      asks_follow_up: boolean;
    }[];
    expect(outcomes.filter((d) => d.asks_follow_up).map((d) => d.key)).toEqual([
      'interested',
      'callback',
      'voicemail',
    ]);
    expect(outcomes.every((d) => typeof d.asks_follow_up === 'boolean')).toBe(true);
  });

  it('create, without the flag it is false; with it, it is kept; update changes it', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v2/definitions',
      headers: admin,
      payload: { list: 'call_outcomes', key: 'left_message', label: 'Left a message' },
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({ key: 'left_message', asks_follow_up: false });

    const flagged = await t.app.inject({
      method: 'POST',
      url: '/api/v2/definitions',
      headers: admin,
      payload: { list: 'call_outcomes', key: 'send_quote', label: 'Send a quote', asks_follow_up: true },
    });
    expect(flagged.statusCode).toBe(201);
    const definition = flagged.json().data;
    expect(definition).toMatchObject({ key: 'send_quote', asks_follow_up: true });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/definitions/${definition.id}`,
      headers: admin,
      payload: { asks_follow_up: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      key: 'send_quote',
      label: 'Send a quote',
      asks_follow_up: false,
    });
    // Other fields are left as they were by an update of the flag alone, and the list reads it back.
    const listed = (await get('/definitions?filter[list]=call_outcomes')).json().data as {
      key: string;
      asks_follow_up: boolean;
    }[];
    expect(listed.find((d) => d.key === 'send_quote')?.asks_follow_up).toBe(false);
  });

  it('create and update, a non-boolean flag, answer 422 and change nothing', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v2/definitions',
      headers: admin,
      payload: { list: 'call_outcomes', key: 'maybe', label: 'Maybe', asks_follow_up: 'yes' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ asks_follow_up: ['Must be true or false.'] });
    const keys = (await get('/definitions?filter[list]=call_outcomes'))
      .json()
      .data.map((d: { key: string }) => d.key);
    expect(keys).not.toContain('maybe');

    const callback = (await get('/definitions?filter[list]=call_outcomes'))
      .json()
      .data.find((d: { key: string }) => d.key === 'callback');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/definitions/${callback.id}`,
      headers: admin,
      payload: { asks_follow_up: 1 },
    });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toHaveProperty('asks_follow_up');
    const after = (await get('/definitions?filter[list]=call_outcomes'))
      .json()
      .data.find((d: { key: string }) => d.key === 'callback');
    expect(after.asks_follow_up).toBe(true);
  });

  it('update, non-admin, answers 403 and keeps the flag', async () => {
    const callback = (await get('/definitions?filter[list]=call_outcomes'))
      .json()
      .data.find((d: { key: string }) => d.key === 'callback');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/definitions/${callback.id}`,
      headers: staff,
      payload: { asks_follow_up: false },
    });
    expect(response.statusCode).toBe(403);
    const after = (await get('/definitions?filter[list]=call_outcomes'))
      .json()
      .data.find((d: { key: string }) => d.key === 'callback');
    expect(after.asks_follow_up).toBe(true);
  });
});
