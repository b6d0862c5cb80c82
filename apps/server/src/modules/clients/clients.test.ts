import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { createUser } from '#test/factories.ts';
import { makeClient, makeContact, memberRequests, organizationWithMember } from '#test/records-factories.ts';

const t = useTestApp();

const { get, send } = memberRequests(() => t.app);

describe('clients CRUD', () => {
  it('create, company with address and tags, answers 201 with E.164 phone read in the organization country', async () => {
    const s = await organizationWithMember(t.app, {
      country: 'CO',
      timezone: 'America/Bogota',
      default_currency: 'COP',
    });
    const response = await send(s, 'POST', '/clients', {
      type: 'company',
      name: 'Viajes Andinos SAS',
      phone: '300 123 4567',
      email: 'Reservas@Andinos.co',
      city: 'Bogotá',
      country: 'co',
      tags: ['vip', 'corporate', 'vip'],
      preferred_language: 'es',
      preferred_currency: 'cop',
      marketing_consent: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'company',
      phone: '+573001234567',
      email: 'reservas@andinos.co',
      country: 'CO',
      tags: ['vip', 'corporate'],
      preferred_currency: 'COP',
      lifetime_value: '0.00',
      contacts_count: 0,
      owner: s.user,
      source_lead: null,
    });
  });

  it('create, unknown currency, bad type and no name, answers 422 per field', async () => {
    const s = await organizationWithMember(t.app);
    const shape = await send(s, 'POST', '/clients', { name: ' ', type: 'alien' });
    expect(shape.statusCode).toBe(422);
    expect(Object.keys(shape.json().errors).sort()).toEqual(['name', 'type']);
    const rules = await send(s, 'POST', '/clients', { name: 'X', preferred_currency: 'ZZZ' });
    expect(rules.json().errors).toEqual({
      preferred_currency: ['The selected preferred currency is invalid.'],
    });
  });

  it('update then delete, answers the change then 204, and its contacts go with it', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const contact = await makeContact(t.app, s.base, s.headers, client.id);
    const updated = await send(s, 'PUT', `/clients/${client.id}`, { city: 'Puebla', tags: ['repeat'] });
    expect(updated.json().data).toMatchObject({
      name: 'Familia Ortega',
      city: 'Puebla',
      tags: ['repeat'],
      contacts_count: 1,
    });
    expect((await send(s, 'DELETE', `/clients/${client.id}`)).statusCode).toBe(204);
    expect((await get(s, `/contacts/${contact.id}`)).statusCode).toBe(404);
  });

  it('list, type filter, city contains, sort by name, answers the matching clients', async () => {
    const s = await organizationWithMember(t.app);
    await makeClient(t.app, s.base, s.headers, { name: 'Beta Corp', type: 'company', city: 'Monterrey' });
    await makeClient(t.app, s.base, s.headers, {
      name: 'Alfa Corp',
      type: 'company',
      city: 'Monterrey Norte',
    });
    await makeClient(t.app, s.base, s.headers, { name: 'Casa Ruiz', type: 'household', city: 'Mérida' });
    const response = await get(s, '/clients?filter[type]=company&filter[city][contains]=monte&sort=name');
    expect(response.json().data.map((c: { name: string }) => c.name)).toEqual(['Alfa Corp', 'Beta Corp']);
    expect(response.json().meta.total).toBe(2);
  });

  it('bulk, set_status on clients, answers 422; assign answers the count', async () => {
    const s = await organizationWithMember(t.app);
    const colleague = await createUser(t.db, { organizations: [s.org.id] });
    const client = await makeClient(t.app, s.base, s.headers);
    expect(
      (await send(s, 'POST', '/clients/bulk', { action: 'set_status', ids: [client.id], status: 'x' }))
        .statusCode,
    ).toBe(422);
    const assign = await send(s, 'POST', '/clients/bulk', {
      action: 'assign',
      ids: [client.id],
      owner_id: colleague.id,
    });
    expect(assign.json()).toEqual({ data: { affected: 1 } });
  });
});

describe('contacts', () => {
  it('create under a client, list across clients with a related-record filter, answers them', async () => {
    const s = await organizationWithMember(t.app);
    const bogota = await makeClient(t.app, s.base, s.headers, { name: 'Familia Pardo', city: 'Bogotá' });
    const lima = await makeClient(t.app, s.base, s.headers, { name: 'Familia Quispe', city: 'Lima' });
    const created = await send(s, 'POST', `/clients/${bogota.id}/contacts`, {
      first_name: 'Sofía',
      last_name: 'Pardo',
      date_of_birth: '2020-02-29',
      passport_number: 'AB123456',
      is_primary: true,
      phone: '55 4000 1234',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      client: { id: bogota.id, name: 'Familia Pardo', type: 'individual', city: 'Bogotá' },
      full_name: 'Sofía Pardo',
      age_group: 'child',
      passport_number: 'AB123456',
      is_primary: true,
      owner: s.user,
    });
    await makeContact(t.app, s.base, s.headers, lima.id, { first_name: 'Inti', last_name: 'Quispe' });
    const byCity = await get(s, '/contacts?filter[client.city][contains]=bogot');
    expect(byCity.json().data.map((c: { full_name: string }) => c.full_name)).toEqual(['Sofía Pardo']);
    const ofClient = await get(s, `/clients/${lima.id}/contacts`);
    expect(ofClient.json().data.map((c: { full_name: string }) => c.full_name)).toEqual(['Inti Quispe']);
    const export_ = await get(s, '/contacts/export?columns=full_name,client_name,client_city&sort=full_name');
    expect(export_.statusCode).toBe(422);
    const csv = await get(s, '/contacts/export?columns=first_name,client_name,client_city&sort=first_name');
    expect(csv.body.replace(/^\uFEFF/, '')).toBe(
      'first_name,client_name,client_city\nInti,Familia Quispe,Lima\nSofía,Familia Pardo,Bogotá\n',
    );
  });

  it('primary contact, a second one marked primary, leaves only the new one primary', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const first = await makeContact(t.app, s.base, s.headers, client.id, { is_primary: true });
    await makeContact(t.app, s.base, s.headers, client.id, { first_name: 'Nuevo', is_primary: true });
    expect((await get(s, `/contacts/${first.id}`)).json().data.is_primary).toBe(false);
  });

  it('merge, two contacts with notes, keeps the survivor with both phones and every note', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers);
    const survivor = await makeContact(t.app, s.base, s.headers, client.id, { phone: '55 5000 0001' });
    const other = await makeContact(t.app, s.base, s.headers, client.id, {
      phone: '55 5000 0002',
      email: 'mateo@ortega.mx',
      passport_number: 'P999',
    });
    await send(s, 'POST', `/contacts/${survivor.id}/notes`, { body: 'Survivor note' });
    await send(s, 'POST', `/contacts/${other.id}/notes`, { body: 'Other note' });
    const response = await send(s, 'POST', `/contacts/${survivor.id}/merge`, { other_id: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      phone: '+525550000001',
      phones: [{ type: 'mobile', value: '+525550000002' }],
      email: 'mateo@ortega.mx',
      passport_number: 'P999',
    });
    const notes = (await get(s, `/contacts/${survivor.id}/notes`)).json().data;
    expect(notes.map((n: { body: string }) => n.body).sort()).toEqual(['Other note', 'Survivor note']);
    expect((await get(s, `/contacts/${other.id}`)).statusCode).toBe(404);
    const activity = (await get(s, `/contacts/${survivor.id}/activity`)).json().data;
    expect(activity[0]).toMatchObject({ type: 'merged', summary: 'Merged with Mateo Ortega' });
    // The survivor is now found by the merged contact's phone.
    expect((await get(s, '/contacts?q=5550000002')).json().data.map((c: { id: number }) => c.id)).toEqual([
      survivor.id,
    ]);
    expect(
      (await send(s, 'POST', `/contacts/${survivor.id}/merge`, { other_id: survivor.id })).statusCode,
    ).toBe(422);
  });
});

describe('clients and contacts of another organization', () => {
  it('every client and contact route, a record of A under the code of B, answers 404', async () => {
    const a = await organizationWithMember(t.app);
    const b = await organizationWithMember(t.app);
    const client = await makeClient(t.app, a.base, a.headers);
    const contact = await makeContact(t.app, a.base, a.headers, client.id);
    const bContact = await makeContact(
      t.app,
      b.base,
      b.headers,
      (await makeClient(t.app, b.base, b.headers)).id,
    );
    const calls: [string, string, object?][] = [
      ['GET', `/clients/${client.id}`],
      ['PUT', `/clients/${client.id}`, { name: 'X' }],
      ['DELETE', `/clients/${client.id}`],
      ['GET', `/clients/${client.id}/activity`],
      ['GET', `/clients/${client.id}/contacts`],
      ['POST', `/clients/${client.id}/contacts`, { first_name: 'X' }],
      ['GET', `/clients/${client.id}/notes`],
      ['GET', `/clients/${client.id}/attachments`],
      ['GET', `/contacts/${contact.id}`],
      ['PUT', `/contacts/${contact.id}`, { first_name: 'X' }],
      ['DELETE', `/contacts/${contact.id}`],
      ['GET', `/contacts/${contact.id}/activity`],
      ['GET', `/contacts/${contact.id}/notes`],
      ['POST', `/contacts/${contact.id}/merge`, { other_id: bContact.id }],
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
    // Merging a contact of another organization into one of B is refused too.
    const merge = await send(b, 'POST', `/contacts/${bContact.id}/merge`, { other_id: contact.id });
    expect(merge.statusCode).toBe(422);
    expect((await get(a, `/contacts/${contact.id}`)).statusCode).toBe(200);
  });
});
