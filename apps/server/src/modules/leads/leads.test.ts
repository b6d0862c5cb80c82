import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { createUser, signedIn } from '#test/factories.ts';
import {
  type MemberScope,
  makeClient,
  makeLead,
  memberRequests,
  organizationWithMember,
} from '#test/records-factories.ts';

const t = useTestApp();

const { get, send } = memberRequests(() => t.app);

describe('POST /{org}/leads', () => {
  it('create, national phone and trip wishes, answers 201 with E.164, full name and the creator as owner', async () => {
    const s = await organizationWithMember(t.app);
    const response = await send(s, 'POST', '/leads', {
      first_name: ' Lucía ',
      last_name: 'Hernández',
      email: 'Lucia@Example.MX',
      phone: '55 1234 5678',
      phones: [{ type: 'work', value: '(55) 8765-4321' }],
      source: 'website',
      destinations: ['Cancún', 'Madrid'],
      travel_start: '2026-12-20',
      travel_end: '2027-01-03',
      adults: 2,
      children: 1,
      budget_amount: '45000.5',
      budget_currency: 'mxn',
      purpose: 'family',
    });
    expect(response.statusCode).toBe(201);
    const { data, warnings } = response.json();
    expect(data).toMatchObject({
      first_name: 'Lucía',
      full_name: 'Lucía Hernández',
      email: 'lucia@example.mx',
      phone: '+525512345678',
      phones: [{ type: 'work', value: '+525587654321' }],
      status: 'new',
      source: 'website',
      owner: s.user,
      created_by: s.user,
      destinations: ['Cancún', 'Madrid'],
      adults: 2,
      children: 1,
      infants: 0,
      budget_amount: '45000.50',
      budget_currency: 'MXN',
      converted_at: null,
    });
    expect(warnings).toEqual({ duplicates: [] });
  });

  it('create, same phone typed another way, answers 201 with the first lead as a duplicate', async () => {
    const s = await organizationWithMember(t.app);
    const first = await makeLead(t.app, s.base, s.headers, { phone: '+52 55 1111 0000', email: 'a@b.mx' });
    const response = await send(s, 'POST', '/leads', { first_name: 'Otro', phone: '(55) 1111-0000' });
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings.duplicates).toEqual([
      expect.objectContaining({ type: 'lead', id: first.id, matched: 'phone', url: `/leads/${first.id}` }),
    ]);
    const dryRun = await get(s, '/leads/duplicates?email=A@B.MX');
    expect(dryRun.json().data).toEqual([expect.objectContaining({ id: first.id, matched: 'email' })]);
  });

  it('create, invalid fields, answers 422 with one entry per field', async () => {
    const s = await organizationWithMember(t.app);
    const outsider = await createUser(t.db);
    const response = await send(s, 'POST', '/leads', {
      first_name: 'Ana',
      status: 'nope',
      source: 'pigeon',
      phone: '12',
      owner_id: outsider.id,
      travel_start: '2026-05-10',
      travel_end: '2026-05-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      phone: ['Must be a valid phone number.'],
      status: ['The selected status is invalid.'],
      source: ['The selected source is invalid.'],
      owner_id: ['The selected owner is not a member of this organization.'],
      travel_end: ['The travel end must be on or after the travel start.'],
    });
    const shape = await send(s, 'POST', '/leads', { first_name: '', email: 'not-an-email', adults: -1 });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['adults', 'email', 'first_name']);
  });
});

describe('GET /{org}/leads', () => {
  let s: MemberScope;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await organizationWithMember(t.app);
    const colleague = await createUser(t.db, { name: 'Colleague', organizations: [s.org.id] });
    ids.ana = (
      await makeLead(t.app, s.base, s.headers, {
        first_name: 'Ana',
        last_name: 'Zamora',
        phone: '55 2000 0001',
      })
    ).id;
    ids.bruno = (
      await makeLead(t.app, s.base, s.headers, {
        first_name: 'Bruno',
        last_name: 'Arias',
        status: 'contacted',
        email: 'bruno@viajes.mx',
      })
    ).id;
    ids.carla = (
      await makeLead(t.app, s.base, s.headers, {
        first_name: 'Carla',
        last_name: 'Mejía',
        status: 'qualified',
        owner_id: colleague.id,
        destinations: ['Lima'],
      })
    ).id;
    ids.dario = (
      await makeLead(t.app, s.base, s.headers, {
        first_name: 'Darío',
        last_name: 'Arias',
        status: 'contacted',
      })
    ).id;
    // Another organization's lead never shows.
    const other = await organizationWithMember(t.app);
    await makeLead(t.app, other.base, other.headers, { first_name: 'Ana', phone: '55 2000 0001' });
  });
  const names = (body: { data: { first_name: string }[] }) => body.data.map((lead) => lead.first_name);

  it('list, default sort, answers newest first with pagination meta', async () => {
    const response = await get(s, '/leads?per_page=3');
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Darío', 'Carla', 'Bruno']);
    expect(response.json().meta).toEqual({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(names((await get(s, '/leads?per_page=3&page=2')).json())).toEqual(['Ana']);
  });

  it('list, status in a list and sort by last name then first name, answers those in order', async () => {
    const response = await get(s, '/leads?filter[status]=contacted,qualified&sort=last_name,-first_name');
    expect(names(response.json())).toEqual(['Darío', 'Bruno', 'Carla']);
  });

  it('list, owner me, contains, empty and array filters, answers the matching leads', async () => {
    expect(names((await get(s, '/leads?filter[owner_id]=me&sort=first_name')).json())).toEqual([
      'Ana',
      'Bruno',
      'Darío',
    ]);
    expect(names((await get(s, '/leads?filter[last_name][contains]=ARI&sort=first_name')).json())).toEqual([
      'Bruno',
      'Darío',
    ]);
    expect(names((await get(s, '/leads?filter[email][empty]=false')).json())).toEqual(['Bruno']);
    expect(names((await get(s, '/leads?filter[destinations]=Lima')).json())).toEqual(['Carla']);
    // A date filter reads days in the organization's time zone, not UTC's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: s.org.timezone }).format(new Date());
    expect((await get(s, `/leads?filter[created_at][after]=${today}`)).json().meta.total).toBe(4);
    expect((await get(s, '/leads?filter[created_at][before]=2020-01-01')).json().meta.total).toBe(0);
  });

  it('list, q as a phone in several formats or a name, answers the lead', async () => {
    for (const q of ['5520000001', '+52 55 2000 0001', '(55) 2000-0001', '2000 0001']) {
      expect(names((await get(s, `/leads?q=${encodeURIComponent(q)}`)).json()), q).toEqual(['Ana']);
    }
    expect(names((await get(s, '/leads?q=zamo')).json())).toEqual(['Ana']);
    expect(names((await get(s, '/leads?q=viajes.mx')).json())).toEqual(['Bruno']);
  });

  it('list, unknown filter, bad sort and per_page above 100, answers 422 naming them', async () => {
    const response = await get(s, '/leads?filter[colour]=red&sort=password&per_page=500');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['filter[colour]', 'per_page', 'sort']);
  });
});

describe('GET /{org}/leads on a large organization', () => {
  let s: MemberScope;
  beforeAll(async () => {
    s = await organizationWithMember(t.app);
    // 1,050 leads: more than the exact count's limit; the 350 qualified ones are fewer.
    await t.db.execute(sql`
      insert into leads (organization_id, first_name, last_name, status, created_at, updated_at)
      select ${s.org.id}, 'Lead', 'No. ' || g, case when g % 3 = 0 then 'qualified' else 'new' end,
             now() - g * interval '1 minute', now() - g * interval '1 minute'
      from generate_series(1, 1050) as g`);
  });

  it('list, more than 1,000 matches, answers an estimated total that says so', async () => {
    const { meta } = (await get(s, '/leads?per_page=25')).json();
    expect(meta).toMatchObject({ current_page: 1, per_page: 25, total_is_estimate: true });
    expect(meta.total).toBeGreaterThan(1000);
    expect(meta.last_page).toBe(Math.ceil(meta.total / 25));
  });

  it('list, fewer than 1,000 matches on a full page, answers the exact total', async () => {
    const { meta } = (await get(s, '/leads?filter[status]=qualified&per_page=25')).json();
    expect(meta).toEqual({ current_page: 1, per_page: 25, total: 350, last_page: 14 });
  });

  it('list, the last page of more than 1,000, answers the exact total', async () => {
    const response = await get(s, '/leads?per_page=100&page=11');
    expect(response.json().data).toHaveLength(50);
    expect(response.json().meta).toEqual({ current_page: 11, per_page: 100, total: 1050, last_page: 11 });
  });

  it('list, a page past the end, answers no rows and the exact total', async () => {
    expect((await get(s, '/leads?filter[status]=qualified&per_page=100&page=9')).json()).toEqual({
      data: [],
      meta: { current_page: 9, per_page: 100, total: 350, last_page: 4 },
    });
    expect((await get(s, '/leads?per_page=100&page=30')).json()).toEqual({
      data: [],
      meta: { current_page: 30, per_page: 100, total: 1050, last_page: 11 },
    });
  });
});

describe('PUT /{org}/leads/:id', () => {
  it('update, status and owner, answers the lead and records both on the timeline', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const response = await send(s, 'PUT', `/leads/${lead.id}`, {
      status: 'qualified',
      owner_id: null,
      adults: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'qualified',
      owner: null,
      adults: 3,
      first_name: 'Lucía',
    });
    const activity = (await get(s, `/leads/${lead.id}/activity`)).json();
    expect(activity.data.map((item: { type: string }) => item.type).sort()).toEqual([
      'assigned',
      'created',
      'status_change',
    ]);
    expect(activity.data.find((item: { type: string }) => item.type === 'status_change')).toMatchObject({
      summary: 'Status changed from New to Qualified',
      actor: s.user,
      data: { from: 'new', to: 'qualified' },
    });
  });

  it('update, status converted, answers 422 pointing to the convert action', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    const response = await send(s, 'PUT', `/leads/${lead.id}`, { status: 'converted' });
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /{org}/leads/:id/convert', () => {
  it('convert, new client, creates client and primary contact and makes the lead read-only', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers, {
      email: 'lucia@example.mx',
      phone: '55 3000 0000',
    });
    await send(s, 'POST', `/leads/${lead.id}/notes`, { body: 'Wants a beach in December' });
    const response = await send(s, 'POST', `/leads/${lead.id}/convert`, { client_type: 'household' });
    expect(response.statusCode).toBe(200);
    const { lead: converted, client, contact } = response.json().data;
    expect(client).toMatchObject({
      type: 'household',
      name: 'Lucía Hernández',
      phone: '+525530000000',
      contacts_count: 1,
    });
    expect(client.source_lead).toEqual({ id: lead.id, name: 'Lucía Hernández' });
    expect(contact).toMatchObject({
      client_id: client.id,
      full_name: 'Lucía Hernández',
      is_primary: true,
      email: 'lucia@example.mx',
    });
    expect(converted).toMatchObject({
      status: 'converted',
      converted_client: { id: client.id, name: client.name },
      converted_contact: { id: contact.id, name: 'Lucía Hernández' },
    });
    expect(converted.converted_at).not.toBeNull();
    const edit = await send(s, 'PUT', `/leads/${lead.id}`, { first_name: 'X' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: 'Converted leads cannot be edited.' });
    expect((await send(s, 'POST', `/leads/${lead.id}/convert`, {})).statusCode).toBe(409);
    const timeline = (await get(s, `/clients/${client.id}/activity`)).json().data;
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'note',
          subject: { type: 'lead', id: lead.id },
          summary: 'Wants a beach in December',
        }),
        expect.objectContaining({ type: 'converted', subject: { type: 'lead', id: lead.id } }),
      ]),
    );
  });

  it('convert, existing client with a contact of the same email, links that contact', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers, { name: 'Grupo Sol', type: 'company' });
    const existing = await t.app.inject({
      method: 'POST',
      url: `${s.base}/clients/${client.id}/contacts`,
      headers: s.headers,
      payload: { first_name: 'Lucía', email: 'lucia@sol.mx' },
    });
    const lead = await makeLead(t.app, s.base, s.headers, { email: 'lucia@sol.mx' });
    const response = await send(s, 'POST', `/leads/${lead.id}/convert`, { client_id: client.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.contact.id).toBe(existing.json().data.id);
    expect(response.json().data.client.contacts_count).toBe(1);
  });

  it('convert, client of another organization, answers 422 on client_id', async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    const foreign = await makeClient(t.app, other.base, other.headers);
    const lead = await makeLead(t.app, s.base, s.headers);
    const response = await send(s, 'POST', `/leads/${lead.id}/convert`, { client_id: foreign.id });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ client_id: ['The selected client is invalid.'] });
  });
});

describe('POST /{org}/leads/bulk', () => {
  it('bulk, assign, set_status and delete, affect only this organization and answer the count', async () => {
    const s = await organizationWithMember(t.app);
    const other = await organizationWithMember(t.app);
    const colleague = await createUser(t.db, { organizations: [s.org.id] });
    const a = await makeLead(t.app, s.base, s.headers);
    const b = await makeLead(t.app, s.base, s.headers);
    const foreign = await makeLead(t.app, other.base, other.headers);
    const ids = [a.id, b.id, foreign.id];
    const assign = await send(s, 'POST', '/leads/bulk', { action: 'assign', ids, owner_id: colleague.id });
    expect(assign.json()).toEqual({ data: { affected: 2 } });
    const status = await send(s, 'POST', '/leads/bulk', { action: 'set_status', ids, status: 'lost' });
    expect(status.json()).toEqual({ data: { affected: 2 } });
    const list = (await get(s, '/leads')).json().data;
    expect(
      list.map((lead: { status: string; owner: { id: number } }) => [lead.status, lead.owner.id]),
    ).toEqual([
      ['lost', colleague.id],
      ['lost', colleague.id],
    ]);
    const badStatus = await send(s, 'POST', '/leads/bulk', { action: 'set_status', ids, status: 'nope' });
    expect(badStatus.statusCode).toBe(422);
    const removed = await send(s, 'POST', '/leads/bulk', { action: 'delete', ids });
    expect(removed.json()).toEqual({ data: { affected: 2 } });
    expect((await get(other, `/leads/${foreign.id}`)).statusCode).toBe(200);
  });
});

describe('GET /{org}/leads/export', () => {
  it('export, filtered with chosen columns, answers CSV with the owner name', async () => {
    const s = await organizationWithMember(t.app);
    await makeLead(t.app, s.base, s.headers, {
      first_name: 'Ana',
      status: 'contacted',
      destinations: ['Roma', 'París'],
    });
    await makeLead(t.app, s.base, s.headers, { first_name: 'Beto', status: 'new' });
    const response = await get(
      s,
      '/leads/export?filter[status]=contacted&columns=first_name,status,owner_name,destinations',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(response.body.replace(/^\uFEFF/, '')).toBe(
      `first_name,status,owner_name,destinations\nAna,contacted,${s.user.name},Roma; París\n`,
    );
    expect((await get(s, '/leads/export?columns=password')).statusCode).toBe(422);
  });

  it('export writes times in the organization zone, with its offset: what its people read on screen', async () => {
    const s = await organizationWithMember(t.app, { timezone: 'America/Mexico_City' });
    const lead = await makeLead(t.app, s.base, s.headers, { first_name: 'Ana' });
    const { created_at } = (await get(s, `/leads/${lead.id}`)).json().data;
    const response = await get(s, '/leads/export?columns=first_name,created_at');
    const [, row] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const createdAt = row?.split(',')[1] ?? '';
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-06:00$/);
    // The same instant as the API's, to the second.
    expect(Date.parse(createdAt)).toBe(Math.floor(Date.parse(created_at) / 1000) * 1000);
  });
});

describe('DELETE /{org}/leads/:id', () => {
  it('delete, then get, answers 204 then 404', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers);
    expect((await send(s, 'DELETE', `/leads/${lead.id}`)).statusCode).toBe(204);
    expect((await get(s, `/leads/${lead.id}`)).statusCode).toBe(404);
  });
});

describe('leads of another organization', () => {
  it('every lead route, a lead of organization A under the code of B, answers 404', async () => {
    const a = await organizationWithMember(t.app);
    const b = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, a.base, a.headers);
    const calls: [string, string, object?][] = [
      ['GET', `/leads/${lead.id}`],
      ['PUT', `/leads/${lead.id}`, { first_name: 'X' }],
      ['DELETE', `/leads/${lead.id}`],
      ['POST', `/leads/${lead.id}/convert`, {}],
      ['GET', `/leads/${lead.id}/activity`],
      ['GET', `/leads/${lead.id}/notes`],
      ['POST', `/leads/${lead.id}/notes`, { body: 'x' }],
      ['GET', `/leads/${lead.id}/attachments`],
    ];
    for (const [method, path, payload] of calls) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: `${b.base}${path}`,
        headers: b.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    // A's member asking under B's code (not a member there) gets 404 too.
    expect(
      (await t.app.inject({ method: 'GET', url: `${b.base}/leads`, headers: a.headers })).statusCode,
    ).toBe(404);
    expect((await get(a, `/leads/${lead.id}`)).statusCode).toBe(200);
  });
});

describe('counters', () => {
  it('organization stats and the agent dashboard, after leads and a client, count them', async () => {
    const s = await organizationWithMember(t.app);
    await makeLead(t.app, s.base, s.headers);
    const converted = await makeLead(t.app, s.base, s.headers);
    await makeLead(t.app, s.base, s.headers, { owner_id: null });
    await send(s, 'POST', `/leads/${converted.id}/convert`, {});
    const admin = await signedIn(t.app, { admin: true });
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/v2/organizations/${s.org.id}/stats`,
      headers: admin.headers,
    });
    expect(stats.json().data).toMatchObject({ leads: 3, clients: 1 });
    const agent = await t.app.inject({ method: 'GET', url: '/api/v2/agent/dashboard', headers: s.headers });
    // Converted leads are done: one open lead is still assigned to the agent.
    expect(agent.json().data.counters.assigned_leads).toBe(1);
  });
});

describe('record events', () => {
  it('create, update and delete a lead, publish record events on the organization channel', async () => {
    const s = await organizationWithMember(t.app);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const lead = await makeLead(t.app, s.base, s.headers);
    await send(s, 'PUT', `/leads/${lead.id}`, { first_name: 'Otra' });
    await send(s, 'DELETE', `/leads/${lead.id}`);
    const channel = `presence-organization.${s.org.id}`;
    expect(publish.mock.calls).toEqual([
      [channel, 'record.created', { module: 'leads', id: lead.id }],
      [channel, 'record.updated', { module: 'leads', id: lead.id }],
      [channel, 'record.deleted', { module: 'leads', id: lead.id }],
    ]);
    publish.mockRestore();
  });
});
