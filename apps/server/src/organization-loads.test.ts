import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobContext } from '#platform/jobs/jobs.ts';
import { createManualClock } from '#platform/manual-clock.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { importJob, startImport } from '#records/imports/imports.service.ts';
import type { TestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { makeLead, uploadFile } from '#test/records-factories.ts';
import { createTelephonyTestApp, organizationWithNumber, standInRealtime } from '#test/telephony.ts';

// The organization row is loaded once per request, job or webhook (decision 030): every lookup
// of it goes through these repository functions, which count here.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('#platform/tenancy/organizations.repository.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#platform/tenancy/organizations.repository.ts')>();
  const counted =
    <Args extends unknown[], Result>(lookup: (...args: Args) => Result) =>
    (...args: Args) => {
      loads.count += 1;
      return lookup(...args);
    };
  return {
    ...original,
    findOrganization: counted(original.findOrganization),
    findOrganizationScope: counted(original.findOrganizationScope),
    findOrganizationByCodeForUser: counted(original.findOrganizationByCodeForUser),
  };
});

/** How many times `work` loads an organization. */
async function loadsOf(work: () => Promise<unknown>): Promise<number> {
  loads.count = 0;
  await work();
  return loads.count;
}

// Wednesday 4 March 2026, 12:00 in Mexico City.
const clock = createManualClock(new Date('2026-03-04T18:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  standInRealtime(t.app);
});
afterAll(() => t?.close());

type Headers = { authorization: string };
async function request(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

async function setup() {
  const line = await organizationWithNumber(t.app);
  const admin = await signedIn(t.app, { admin: true, organizations: [line.org.id] });
  const caller = '+5215512345001';
  await makeLead(t.app, line.base, admin.headers, { phone: caller, first_name: 'Lucía' });
  return { ...line, admin, caller };
}

describe('the organization is loaded once per entry', () => {
  it('a dashboard request, and an administrator’s counters of an organization', async () => {
    const s = await setup();
    expect(await loadsOf(() => request('GET', `${s.base}/dashboard`, s.admin.headers))).toBe(1);
    expect(
      await loadsOf(() => request('GET', `/api/v2/organizations/${s.org.id}/stats`, s.admin.headers)),
    ).toBe(1);
  });

  it('a missed incoming call of the simulator (its team is closed), and the voicemail left after it', async () => {
    const s = await setup();
    const team = await request('POST', `${s.base}/teams`, s.admin.headers, {
      name: 'Closed',
      member_ids: [s.agent.user.id],
      number_ids: [s.numberId],
      business_hours: {},
    });
    // Routing, the callback task (its team, its deadline) and the greeting: one load.
    let call: { id: number; status: string } | undefined;
    expect(
      await loadsOf(async () => {
        call = await request('POST', `${s.base}/telephony/simulator/incoming`, s.admin.headers, {
          from: s.caller,
          to: s.number,
        });
      }),
    ).toBe(1);
    expect(call?.status).toBe('missed');
    // The voicemail left after the tone is a step of its own, which marks the task.
    expect(await loadsOf(() => clock.advance(5_000))).toBe(1);
    const tasks = await request('GET', `${s.base}/tasks?view=all`, s.admin.headers);
    expect(tasks).toMatchObject([{ origin: 'voicemail', team: { id: team.id } }]);
  });

  it('the ring-out job of a call nobody answers', async () => {
    const s = await setup();
    let call: { id: number; status: string } = { id: 0, status: '' };
    expect(
      await loadsOf(async () => {
        call = await request('POST', `${s.base}/telephony/simulator/incoming`, s.admin.headers, {
          from: s.caller,
          to: s.number,
        });
      }),
    ).toBe(1);
    expect(call.status).toBe('ringing');
    expect(await loadsOf(() => clock.advance(20_000))).toBe(1);
    expect((await request('GET', `${s.base}/calls/${call.id}`, s.admin.headers)).status).toBe('missed');
  });

  it('a job about one organization (a CSV import)', async () => {
    const s = await setup();
    const csv = ['Nombre;Correo', 'Ana;ana@ruiz.mx', 'Beto;beto@soto.mx'].join('\n');
    const uploaded = (
      await uploadFile(
        t.app,
        { base: s.base, headers: s.admin.headers },
        '/leads/imports',
        'leads.csv',
        csv,
        'text/csv',
      )
    ).json().data;
    await startImport(
      withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id)),
      uploaded.id,
      { mapping: uploaded.suggested_mapping, dedupe: 'skip' },
      { enqueue: async () => {} },
    );
    const ctx: JobContext = { ...offlineContext(t.db), clock, log: t.app.log, app: t.app };
    expect(
      await loadsOf(() => importJob.perform(ctx, { organizationId: s.org.id, importId: uploaded.id })),
    ).toBe(1);
    const job = await request('GET', `${s.base}/imports/${uploaded.id}`, s.admin.headers);
    expect(job).toMatchObject({ status: 'completed', report: { created: 2 } });
  });
});
