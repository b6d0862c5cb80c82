import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { makeClient, makeContact, makeLead, organizationWithMember } from '#test/records-factories.ts';
import { findRecordsByPhone } from './search.service.ts';

// The same cases run on PGlite and, in CI, on PostgreSQL (DATABASE_URL): both fold with unaccent
// and match with pg_trgm, so both must answer the same records in the same order.

let t: TestApp;
let s: Awaited<ReturnType<typeof organizationWithMember>>;
const ids: Record<string, number> = {};
type Result = { type: string; id: number; title: string; matched: string; resembling: boolean };

const post = async (path: string, payload: object) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `${s.base}${path}`,
    headers: s.headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`POST ${path}: ${response.body}`);
  return response.json<{ data: { id: number } }>().data;
};

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
  ids.jimenez = (await makeLead(t.app, s.base, s.headers, { first_name: 'María', last_name: 'Jiménez' })).id;
  ids.mariana = (
    await makeLead(t.app, s.base, s.headers, { first_name: 'Mariana', last_name: 'Jiménez Ortega' })
  ).id;
  ids.marin = (await makeLead(t.app, s.base, s.headers, { first_name: 'Jimena', last_name: 'Marín' })).id;
  ids.munoz = (await makeLead(t.app, s.base, s.headers, { first_name: 'José', last_name: 'Muñoz' })).id;
  // Same rank, the older one owned by the searching agent: it comes first.
  ids.anaTorres = (
    await makeLead(t.app, s.base, s.headers, { first_name: 'Ana', last_name: 'Torres', owner_id: s.user.id })
  ).id;
  ids.luisTorres = (
    await makeLead(t.app, s.base, s.headers, { first_name: 'Luis', last_name: 'Torres', owner_id: null })
  ).id;
  ids.deal = (await post('/opportunities', { title: 'Luna de miel en Cancún', client_id: client.id })).id;
  await post('/tasks', { title: 'Llamar a la señora Jiménez', description: 'Confirmar vuelos a Mérida' });
  await post('/tasks', { title: 'Send the Cancún quote' });

  const other = await organizationWithMember(t.app);
  await makeLead(t.app, other.base, other.headers, {
    first_name: 'María',
    last_name: 'García',
    phone: '55 1111 2222',
  });
  await makeLead(t.app, other.base, other.headers, { first_name: 'María', last_name: 'Jiménez' });
});
afterAll(() => t?.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: `${s.base}${path}`, headers: s.headers });

const search = async (q: string) =>
  (await get(`/search?q=${encodeURIComponent(q)}`)).json<{ data: Result[] }>();

/** The ids a search answers, in its order. */
const found = async (q: string) => (await search(q)).data.map((result) => result.id);

describe('GET /{org}/search', () => {
  it('search, without accents or in capitals, finds names written with them, and the reverse', async () => {
    for (const q of ['jimenez', 'JIMÉNEZ', 'Jiménez', 'jiménez']) {
      expect(await found(q), q).toEqual(expect.arrayContaining([ids.jimenez, ids.mariana]));
    }
    expect(await found('munoz')).toEqual([ids.munoz]);
    expect(await found('MUÑOZ')).toEqual([ids.munoz]);
    expect(await found('jose munoz')).toEqual([ids.munoz]);
  });

  it('search, several words, takes each as the start of some word of the name, in any order', async () => {
    expect(await found('maria jim')).toEqual([ids.jimenez, ids.mariana]);
    expect(await found('jim maria')).toEqual(expect.arrayContaining([ids.jimenez, ids.mariana]));
    expect(await found('ortega mariana')).toEqual([ids.mariana]);
    // Inside a word is not the start of one: "ora" is in Mora and Comorama, but starts neither.
    expect(await found('ora')).toEqual([]);
    // Every word must match: a second word nobody has leaves nothing.
    expect(await found('maria zapata')).toEqual([]);
  });

  it('search ranks the exact name first, then names starting with the text, then the rest', async () => {
    // "María Jiménez" is the name exactly; Mariana starts differently but holds both words.
    expect(await found('Maria Jimenez')).toEqual([ids.jimenez, ids.mariana]);
    const mari = await search('mari');
    const leads = mari.data.filter((result) => result.type === 'lead').map((result) => result.id);
    // Jimena Marín holds a word starting with "mari", but her name does not start with it.
    expect(leads.at(-1)).toBe(ids.marin);
    expect(leads).toEqual(expect.arrayContaining([ids.jimenez, ids.mariana, ids.marin]));
    expect(mari.data.map((result) => result.type)).toContain('contact');
  });

  it('search breaks a tie with the records the searcher owns, then the most recently updated', async () => {
    expect(await found('torres')).toEqual([ids.anaTorres, ids.luisTorres]);
  });

  it('search, with a typo, finds the closest names when nothing matches word for word', async () => {
    const typo = await search('maria jimenes');
    expect(typo.data[0]).toMatchObject({ id: ids.jimenez, matched: 'name', resembling: true });
    expect(typo.data.every((result) => result.resembling)).toBe(true);
    expect(await found('Hughs')).toEqual([ids.london]);
    // A match word for word leaves the resembling ones out.
    expect((await search('jimenez')).data.every((result) => !result.resembling)).toBe(true);
  });

  it('search finds a deal by its title, under its client, and marks the field that matched', async () => {
    expect((await search('luna cancun')).data).toEqual([
      expect.objectContaining({
        type: 'opportunity',
        id: ids.deal,
        title: 'Luna de miel en Cancún',
        subtitle: 'Familia García',
        matched: 'name',
        url: `/opportunities/${ids.deal}`,
      }),
    ]);
    expect((await search('casa@garcia')).data[0]).toMatchObject({
      type: 'client',
      id: ids.client,
      matched: 'email',
    });
  });

  it('search, a name, answers names starting with it before names containing it', async () => {
    const { data } = await search('mora');
    expect(data.map((r) => [r.type, r.title, r.matched])).toEqual([['lead', 'Gabriel Mora', 'name']]);
  });

  it('search never answers another organization’s records, word for word or by resemblance', async () => {
    expect(await found('maria garcia')).toEqual([ids.contact]);
    expect(await found('maria jimenez')).not.toContain(undefined);
    const everything = [...(await search('maria')).data, ...(await search('maria jimenes')).data];
    const own = new Set(Object.values(ids));
    expect(everything.every((result) => own.has(result.id) || result.type !== 'lead')).toBe(true);
    expect(
      (await search('maria jimenes')).data.filter((result) => result.id !== ids.jimenez),
    ).not.toContainEqual(expect.objectContaining({ title: 'María Jiménez' }));
  });

  it('search, punctuation and LIKE wildcards, answers nothing rather than everything', async () => {
    for (const q of ['%%', '__', '\\\\', '%_ ']) {
      const response = await get(`/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json().data, q).toEqual([]);
    }
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
      expect(await found(q), q).toEqual([ids.london]);
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
    expect((await get('/search?q=a')).statusCode).toBe(422);
  });

  it('findRecordsByPhone, the caller +5215511112222, matches the contact of this organization only', async () => {
    const organization = await getOrganizationScope(t.db, s.org.id);
    const matches = await findRecordsByPhone({ db: t.db, organization }, '+5215511112222');
    expect(matches.map((m) => [m.type, m.id])).toEqual([['contact', ids.contact]]);
  });
});

describe('the same matching in the lists’ q', () => {
  const list = async (path: string) => (await get(path)).json<{ data: { id: number }[]; meta: object }>();

  it('a list’s q ignores accents, takes words in any order, and says when it shows resembling rows', async () => {
    const words = await list('/leads?q=jimenez%20maria&sort=created_at');
    expect(words.data.map((lead) => lead.id)).toEqual([ids.jimenez, ids.mariana]);
    expect(words.meta).not.toHaveProperty('q_resembling');
    const typo = await list('/leads?q=jimenes');
    expect(typo.data.map((lead) => lead.id)).toEqual(expect.arrayContaining([ids.jimenez, ids.mariana]));
    expect(typo.meta).toMatchObject({ q_resembling: true });
    expect((await list('/contacts?q=garcia%20MARIA')).data.map((contact) => contact.id)).toEqual([
      ids.contact,
    ]);
    expect((await list('/clients?q=garcía')).data.map((client) => client.id)).toEqual([ids.client]);
  });

  it('deals are found by their title or by their client’s name; tasks by title or description', async () => {
    expect((await list('/opportunities?q=miel')).data.map((deal) => deal.id)).toEqual([ids.deal]);
    expect((await list('/opportunities?q=familia%20garcia')).data.map((deal) => deal.id)).toEqual([ids.deal]);
    const tasks = async (q: string) =>
      (await list(`/tasks?view=all&q=${encodeURIComponent(q)}`)).data.map(
        (task) => (task as unknown as { title: string }).title,
      );
    expect(await tasks('senora jimenez')).toEqual(['Llamar a la señora Jiménez']);
    expect(await tasks('merida')).toEqual(['Llamar a la señora Jiménez']);
    expect(await tasks('cancun')).toEqual(['Send the Cancún quote']);
  });

  it('an export with a q holds the rows its list shows', async () => {
    const response = await get('/leads/export?q=maria%20jim&columns=first_name,last_name');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.trim().split(/\r?\n/).slice(1).sort()).toEqual([
      'Mariana,Jiménez Ortega',
      'María,Jiménez',
    ]);
  });
});
