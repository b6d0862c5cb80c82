import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { makeClient, makeContact, makeLead, organizationWithMember } from '#test/records-factories.ts';
import { findRecordsByPhone } from './search.service.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof organizationWithMember>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  s = await organizationWithMember(t.app);
  const client = await makeClient(t.app, s.base, s.headers, {
    name: 'Familia García',
    email: 'casa@garcia.mx',
  });
  ids.client = client.id;
  ids.contact = (
    await makeContact(t.app, s.base, s.headers, client.id, {
      first_name: 'María',
      last_name: 'García',
      phone: '+5215511112222',
    })
  ).id;
  await makeClient(t.app, s.base, s.headers, { name: 'Comorama Viajes' });
  ids.lead = (
    await makeLead(t.app, s.base, s.headers, {
      first_name: 'Gabriel',
      last_name: 'Mora',
      email: 'gabo@mora.mx',
    })
  ).id;
  ids.dnc = (
    await makeLead(t.app, s.base, s.headers, {
      first_name: 'Nora',
      last_name: 'Garcilaso',
      phone: '55 9999 0000',
      do_not_call: true,
    })
  ).id;
  ids.london = (
    await makeLead(t.app, s.base, s.headers, {
      first_name: 'Oliver',
      last_name: 'Hughes',
      phone: '+44 20 7946 0000',
    })
  ).id;
  const other = await organizationWithMember(t.app);
  await makeLead(t.app, other.base, other.headers, {
    first_name: 'María',
    last_name: 'García',
    phone: '55 1111 2222',
  });
});
afterAll(() => t?.close());

const search = async (q: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${s.base}/search?q=${encodeURIComponent(q)}`,
      headers: s.headers,
    })
  ).json();

describe('GET /{org}/search', () => {
  it('search, a name, answers names starting with it before names containing it', async () => {
    const { data } = await search('mora');
    expect(
      data.map((r: { type: string; title: string; matched: string }) => [r.type, r.title, r.matched]),
    ).toEqual([
      ['lead', 'Gabriel Mora', 'name'],
      ['client', 'Comorama Viajes', 'name'],
    ]);
  });

  it('search, the caller number in any format, finds the contact with its client and url', async () => {
    for (const q of ['+52 1 55 1111 2222', '5511112222', '55-1111-2222', '(55) 1111 2222']) {
      const { data } = await search(q);
      expect(data, q).toEqual([
        expect.objectContaining({
          type: 'contact',
          id: ids.contact,
          title: 'María García',
          matched: 'phone',
          phone: '+5215511112222',
          url: `/clients/${ids.client}?contact=${ids.contact}`,
          subtitle: 'Familia García · +5215511112222',
        }),
      ]);
    }
  });

  it('search, a foreign number in international, 00 or partial form, finds the lead', async () => {
    for (const q of ['+44 20 7946 0000', '0044 20 7946 0000', '442079460000', '7946 0000']) {
      expect(
        (await search(q)).data.map((r: { id: number }) => r.id),
        q,
      ).toEqual([ids.london]);
    }
  });

  it('search, an exact email, answers it first; a do-not-call lead answers no phone', async () => {
    expect((await search('gabo@mora.mx')).data[0]).toMatchObject({
      type: 'lead',
      id: ids.lead,
      matched: 'email',
      url: `/leads/${ids.lead}`,
    });
    expect((await search('nora')).data[0]).toMatchObject({ id: ids.dnc, phone: null });
  });

  it('search, one character, answers 422', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `${s.base}/search?q=a`, headers: s.headers })).statusCode,
    ).toBe(422);
  });

  it('findRecordsByPhone, the caller +5215511112222, matches the contact of this organization only', async () => {
    const organization = await getOrganizationScope(t.db, s.org.id);
    const matches = await findRecordsByPhone({ db: t.db, organization }, '+5215511112222');
    expect(matches.map((m) => [m.type, m.id])).toEqual([['contact', ids.contact]]);
  });
});
