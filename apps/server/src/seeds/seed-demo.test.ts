import { shiftMonth } from '@aurora/contracts/months';
import { dayIn } from '@aurora/contracts/time-zones';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { bearer, login } from '#test/factories.ts';
import { DEMO_PASSWORD, seedDemo } from './seed-demo.ts';

let t: TestApp;
// The whole demo, six months of calls included, twice: slow on a busy machine.
const SEEDING_MS = 240_000;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemo(t.db);
}, SEEDING_MS);
afterAll(() => t?.close());

const me = async (email: string) => {
  const token = await login(t.app, email, DEMO_PASSWORD);
  return (await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: bearer(token) })).json().data;
};
const codes = (orgs: { code: string }[]) => orgs.map((o) => o.code).sort();

describe('demo data', () => {
  it('seedDemo, run twice, creates the three organizations once', async () => {
    const token = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/organizations',
      headers: bearer(token),
    });
    expect(
      response
        .json()
        .data.map((o: { code: string; name: string; default_currency: string; timezone: string }) => [
          o.code,
          o.name,
          o.default_currency,
          o.timezone,
        ]),
    ).toEqual([
      ['CO', 'Aurora Viajes Colombia', 'COP', 'America/Bogota'],
      ['MX', 'Aurora Viajes México', 'MXN', 'America/Mexico_City'],
      ['US', 'Aurora Travel USA', 'USD', 'America/New_York'],
    ]);
    expect(response.json().data.every((o: { phone: string | null }) => o.phone?.startsWith('+'))).toBe(true);
  });

  it('admin@example.com, signing in, is an admin agent in MX, CO and US with MX by default', async () => {
    const user = await me('admin@example.com');
    expect(user.roles.map((r: { name: string }) => r.name)).toEqual(['Administrador']);
    expect(user.agent).not.toBeNull();
    expect(codes(user.organizations)).toEqual(['CO', 'MX', 'US']);
    expect(user.default_organization.code).toBe('MX');
  });

  it('agent@example.com, signing in, is an agent in MX and CO with CO by default', async () => {
    const user = await me('agent@example.com');
    expect(user.roles).toEqual([]);
    expect(user.agent?.identity).toBe(`agent_${user.id}`);
    expect(codes(user.organizations)).toEqual(['CO', 'MX']);
    expect(user.default_organization.code).toBe('CO');
  });

  it('staff@example.com, signing in, is neither admin nor agent, in US only', async () => {
    const user = await me('staff@example.com');
    expect(user).toMatchObject({ roles: [], agent: null, default_organization: { code: 'US' } });
    expect(codes(user.organizations)).toEqual(['US']);
  });

  it('solo@example.com, signing in, is an agent without organizations', async () => {
    const user = await me('solo@example.com');
    expect(user).toMatchObject({ roles: [], organizations: [], default_organization: null });
    expect(user.agent).not.toBeNull();
  });
});

describe('demo pipeline', () => {
  it('each organization has 34 deals in every stage, some rotting, won and lost ones with reasons, once', async () => {
    const token = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
    for (const code of ['mx', 'co', 'us']) {
      const get = async (path: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/v2/${code}${path}`, headers: bearer(token) })).json();
      const board = (await get('/opportunities/board')).data as {
        columns: { stage: string; count: number }[];
      };
      expect((await get('/opportunities?per_page=1')).meta.total).toBe(34);
      // The board shows the open stages, each with deals; won and lost ones are off it.
      expect(board.columns.every((column) => column.count > 0)).toBe(true);
      expect((await get('/opportunities?filter[stage_kind]=won')).meta.total).toBeGreaterThan(0);
      const rotting = (await get('/opportunities?filter[is_rotting]=true')).meta.total;
      expect(rotting).toBeGreaterThanOrEqual(3);
      const lost = (await get('/opportunities?filter[stage_kind]=lost')).data as {
        lost_reason: string | null;
      }[];
      expect(lost.every((deal) => deal.lost_reason !== null)).toBe(true);
      // A timeline tells how the deal got there, dated when it did.
      const [quoted] = (await get('/opportunities?filter[stage]=quoted&per_page=1')).data as {
        id: number;
        created_at: string;
        stage_entered_at: string;
      }[];
      if (!quoted) throw new Error('a deal in Quoted');
      const activity = (await get(`/opportunities/${quoted.id}/activity`)).data as {
        type: string;
        at: string;
        summary: string;
      }[];
      expect(activity.map((entry) => [entry.type, entry.at])).toEqual([
        ['status_change', quoted.stage_entered_at],
        ['created', quoted.created_at],
      ]);
      expect(activity[0]?.summary).toBe('Status changed from Qualified to Quoted');
    }
  });
});

describe('demo telephony bill', () => {
  it("each organization has priced calls through the simulator last month, and its numbers on this month's bill, once", async () => {
    const token = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
    const now = new Date();
    const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15))
      .toISOString()
      .slice(0, 7);
    const bill = async (code: string, query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/${code}/billing/usage?${query}`,
          headers: bearer(token),
        })
      ).json().data;
    for (const code of ['mx', 'co', 'us']) {
      const { rows, totals } = await bill(code, `month=${previous}&group=day`);
      // Every weekday and most Saturdays have calls (the calls' shape is tested below).
      expect(rows.length).toBeGreaterThanOrEqual(19);
      expect(totals.unpriced_calls).toBe(0);
      expect(Number(totals.calls_cost.USD)).toBeGreaterThan(0);
      // The demo's numbers were bought when it was seeded: this month's bill has them.
      expect(Number((await bill(code, 'group=agent')).totals.numbers_cost.USD)).toBeGreaterThan(0);
    }
  });
});

describe('demo calls', () => {
  /** The rows of a raw query (their counts cast to int). */
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
  type Numbers = {
    code: string;
    calls: number;
    months: number;
    first_month: string;
    weekdays: number;
    sundays: number;
    inbound: number;
    answered: number;
    short_abandons: number;
    outcomes: number;
    linked: number;
    in_office_hours: number;
  };
  const numbers = async () => {
    const result = await t.db.execute(sql`select o.code,
        count(*)::int as calls,
        count(distinct to_char(c.started_at at time zone o.timezone, 'YYYY-MM'))::int as months,
        min(to_char(c.started_at at time zone o.timezone, 'YYYY-MM')) as first_month,
        count(*) filter (where extract(isodow from c.started_at at time zone o.timezone) between 1 and 5)::int as weekdays,
        count(*) filter (where extract(isodow from c.started_at at time zone o.timezone) = 7)::int as sundays,
        count(*) filter (where c.direction = 'inbound')::int as inbound,
        count(*) filter (where c.direction = 'inbound' and c.answered_at is not null)::int as answered,
        count(*) filter (where c.direction = 'inbound' and c.status = 'canceled'
          and c.ended_at - c.started_at < interval '5 seconds')::int as short_abandons,
        count(*) filter (where c.outcome is not null)::int as outcomes,
        count(*) filter (where c.callable_id is not null)::int as linked,
        count(*) filter (where extract(hour from c.started_at at time zone o.timezone) between 8 and 19)::int as in_office_hours
      from calls c join organizations o on o.id = c.organization_id
      where c.provider_call_id like 'CASIMDEMO%'
      group by o.code order by o.code`);
    return rowsOf<Numbers>(result);
  };
  const others = async () =>
    rowsOf<{ states: number; tasks: number; done: number }>(
      await t.db.execute(sql`select
        (select count(*)::int from agent_state_changes) as states,
        (select count(*)::int from tasks where origin in ('missed_call', 'voicemail')) as tasks,
        (select count(*)::int from tasks where origin in ('missed_call', 'voicemail') and status = 'done'
          and completion_note is not null) as done`),
    )[0];

  it("six months of an agency's calls per organization: busy weekdays, quiet Sundays, office hours, most inbound answered", async () => {
    const now = new Date();
    const sixMonthsBefore = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 15))
      .toISOString()
      .slice(0, 7);
    const rows = await numbers();
    expect(rows.map((row) => row.code)).toEqual(['CO', 'MX', 'US']);
    for (const row of rows) {
      expect(row.months, row.code).toBe(7);
      expect(row.first_month, row.code).toBe(sixMonthsBefore);
      expect(row.calls, row.code).toBeGreaterThan(1000);
      expect(row.weekdays, row.code).toBeGreaterThan(row.calls * 0.85);
      expect(row.sundays, row.code).toBeLessThan(row.calls * 0.02);
      expect(row.in_office_hours, row.code).toBe(row.calls);
      expect(row.inbound / row.calls, row.code).toBeGreaterThan(0.5);
      // The US desk has one agent, who also helps the others: it misses more.
      expect(row.answered / row.inbound, row.code).toBeGreaterThan(0.55);
      expect(row.answered / row.inbound, row.code).toBeLessThan(0.95);
      expect(row.short_abandons, row.code).toBeGreaterThan(0);
      expect(row.outcomes, row.code).toBeGreaterThan(row.calls * 0.4);
      expect(row.linked, row.code).toBeGreaterThan(row.calls * 0.3);
    }
    const { states, tasks, done } = (await others()) ?? { states: 0, tasks: 0, done: 0 };
    expect(states).toBeGreaterThan(rows.reduce((sum, row) => sum + row.answered, 0) * 2);
    expect(tasks).toBeGreaterThan(0);
    // Most missed callers are called back, which closes their task.
    expect(done / tasks).toBeGreaterThan(0.7);
  });

  it('an agent is on one call at a time across organizations, and their history has each call they took', async () => {
    const [overlaps] = rowsOf<{ count: number }>(
      await t.db.execute(sql`select count(*)::int as count from (
          select started_at, lag(ended_at) over (partition by user_id order by started_at) as previous_end
          from calls where provider_call_id like 'CASIMDEMO%' and user_id is not null) as agent_calls
        where previous_end > started_at`),
    );
    const [taken, unrecorded] = rowsOf<{ count: number }>(
      await t.db.execute(sql`select count(*)::int as count from calls
          where provider_call_id like 'CASIMDEMO%' and answered_at is not null
        union all
        select count(*)::int from calls call
          where call.provider_call_id like 'CASIMDEMO%' and call.answered_at is not null
            and not exists (select 1 from agent_state_changes state where state.user_id = call.user_id
              and state.state = 'on_call'
              and state.at = case call.direction when 'inbound' then call.answered_at else call.started_at end)`),
    );
    expect(overlaps?.count).toBe(0);
    expect(taken?.count).toBeGreaterThan(1000);
    expect(unrecorded?.count).toBe(0);
  });

  it(
    'seeded again, adds no call, state or task',
    async () => {
      const before = [await numbers(), await others()];
      await seedDemo(t.db);
      expect([await numbers(), await others()]).toEqual(before);
    },
    SEEDING_MS,
  );
});

describe('demo billing', () => {
  it('each organization has invoices in every status, a credit note, payments and overdue instalments, once', async () => {
    const token = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
    for (const code of ['mx', 'co', 'us']) {
      const get = async (path: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/v2/${code}${path}`, headers: bearer(token) })).json();
      const invoices = (await get('/invoices?per_page=100')).data as {
        kind: string;
        status: string;
        notes_for_client: string | null;
        instalments: { status: string }[];
      }[];
      expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(
        new Set(['draft', 'issued', 'partly_paid', 'paid', 'overdue', 'void']),
      );
      expect(invoices.filter((invoice) => invoice.kind === 'credit_note')).toHaveLength(1);
      const overdue = invoices
        .flatMap((invoice) => invoice.instalments)
        .filter((i) => i.status === 'overdue');
      expect(overdue.length).toBeGreaterThanOrEqual(2);
      expect((await get('/payments?filter[status]=void')).meta.total).toBe(1);
      expect((await get('/payments?filter[status]=recorded')).meta.total).toBe(3);
      const spanish = invoices.find((invoice) => invoice.kind === 'invoice')?.notes_for_client;
      expect(spanish?.startsWith(code === 'us' ? 'Thank you' : 'Gracias')).toBe(true);
    }
  });
});

describe('demo targets', () => {
  it("each organization has last month's and this month's targets for its agents and teams, once", async () => {
    const token = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
    const organizations = (
      await t.app.inject({ method: 'GET', url: '/api/v2/organizations', headers: bearer(token) })
    ).json().data as { code: string; timezone: string }[];
    for (const { code, timezone } of organizations) {
      // The organization's month, as the seed reads it.
      const thisMonth = dayIn(new Date(), timezone).slice(0, 7);
      const read = async (month: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v2/${code}/targets/${month}`,
            headers: bearer(token),
          })
        ).json().data.targets as { subject_type: string; metric: string }[];
      const targets = await read(thisMonth);
      expect(new Set(targets.map((target) => target.subject_type))).toEqual(new Set(['agent', 'team']));
      expect(new Set(targets.map((target) => target.metric))).toEqual(
        new Set(['won_amount', 'won_deals', 'calls', 'answer_rate']),
      );
      // Seeded twice, each subject has each metric once (the service refuses duplicates anyway).
      expect(await read(shiftMonth(thisMonth, -1))).toHaveLength(targets.length);
    }
  });
});
