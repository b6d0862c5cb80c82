import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrganizationByCode, getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { findRecordsByPhone } from '#records/search/search.service.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { bearer, login } from '#test/factories.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';
import { DEMO_CALLER_PHONE } from './seed-records.ts';

let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemo(t.db);
  headers = bearer(await login(t.app, 'admin@example.com', DEMO_PASSWORD));
});
afterAll(() => t?.close());

const list = async (path: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2${path}`, headers })).json();

describe('demo records', () => {
  it('seedDemo, run twice, gives each organization 40 leads and 20 clients with 1 to 4 contacts', async () => {
    for (const code of ['mx', 'co', 'us']) {
      expect((await list(`/${code}/leads?per_page=1`)).meta.total, code).toBe(40);
      expect((await list(`/${code}/clients?per_page=1`)).meta.total, code).toBe(20);
      const clients = (await list(`/${code}/clients?per_page=100`)).data as { contacts_count: number }[];
      expect(clients.every((client) => client.contacts_count >= 1 && client.contacts_count <= 4)).toBe(true);
      const statuses = new Set(
        ((await list(`/${code}/leads?per_page=100`)).data as { status: string }[]).map((l) => l.status),
      );
      expect(statuses.size, code).toBeGreaterThanOrEqual(4);
    }
  });

  it('demo phones, per country, are E.164 with the country prefix', async () => {
    const prefixes = { mx: '+52', co: '+57', us: '+1' } as const;
    for (const [code, prefix] of Object.entries(prefixes)) {
      const leads = (await list(`/${code}/leads?per_page=100`)).data as { phone: string }[];
      expect(
        leads.every((lead) => lead.phone.startsWith(prefix)),
        code,
      ).toBe(true);
    }
  });

  it('the demo caller +5215511112222, matched in MX, is a contact of an MX client with a name', async () => {
    const mx = await getOrganizationByCode(t.db, 'MX');
    const organization = await getOrganizationScope(t.db, mx?.id ?? 0);
    const matches = await findRecordsByPhone({ db: t.db, organization }, DEMO_CALLER_PHONE);
    expect(matches[0]).toMatchObject({ type: 'contact', name: expect.stringMatching(/^María /) });
    // Cmd+K answers the family's client too (same number; owned by the searcher, it comes first).
    expect((await list('/mx/search?q=5511112222')).data).toContainEqual(
      expect.objectContaining({ type: 'contact', matched: 'phone' }),
    );
  });
});
