import type { AgentDashboard, OrganizationDashboard } from '@aurora/contracts/dashboard';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import { insertTestCall, type TestCall } from '#test/call-factories.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { makeClient } from '#test/records-factories.ts';
import { addBooking, makeSupplier, makeTrip } from '#test/travel-factories.ts';

// Noon of 20 May 2026 in Mexico City: 19 days and 12 hours into May (of 31 days).
const NOW = new Date('2026-05-20T18:00:00Z');
const t = useTestApp(() => createTestApp({}, { clock: createManualClock(NOW) }));

type Headers = { authorization: string };
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** An organization (Mexico City, MXN) with an admin, two agents in a team, and a client. */
async function agency() {
  const org = await createOrganization(t.db, { default_currency: 'MXN' });
  const admin = await signedIn(t.app, { admin: true, organizations: [org.id] });
  const ana = await signedIn(t.app, { agent: true, organizations: [org.id], name: 'Ana Ruiz' });
  const bruno = await signedIn(t.app, { agent: true, organizations: [org.id], name: 'Bruno Díaz' });
  const prefix = `/api/v2/${org.code.toLowerCase()}`;
  const team = await inject('POST', `${prefix}/teams`, admin.headers, {
    name: 'Ventas',
    member_ids: [ana.user.id],
  });
  const client = await makeClient(t.app, prefix, admin.headers, { name: 'Familia Ortega' });
  return { org, admin, ana, bruno, prefix, client, teamId: team.json().data.id as number };
}
type Agency = Awaited<ReturnType<typeof agency>>;

/** A deal (amount in minor units), won at `wonAt` when given. */
async function deal(
  s: Agency,
  input: { owner: number; amount: number; stage?: string; wonAt?: string; team?: number },
) {
  const response = await inject('POST', `${s.prefix}/opportunities`, s.admin.headers, {
    title: 'Riviera Maya',
    client_id: s.client.id,
    owner_id: input.owner,
    team_id: input.team ?? null,
    amount: input.amount,
    stage: input.stage ?? 'new',
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().data.id as number;
  if (input.wonAt) {
    await t.db.execute(
      sql`update opportunities set stage = 'won', closed_at = ${input.wonAt}::timestamptz where id = ${id}`,
    );
  }
  return id;
}

const dashboard = async (s: Agency, headers: Headers): Promise<OrganizationDashboard> => {
  const response = await inject('GET', `${s.prefix}/dashboard`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('GET /{org}/dashboard figures', () => {
  it('counts the pipeline, the month won against the same days of last month, trips departing and tasks overdue', async () => {
    const s = await agency();
    await deal(s, { owner: s.ana.user.id, amount: 100_000, stage: 'new' });
    await deal(s, { owner: s.bruno.user.id, amount: 300_000, stage: 'negotiation' });
    await deal(s, { owner: s.ana.user.id, amount: 50_000, wonAt: '2026-05-10T12:00:00Z' });
    await deal(s, { owner: s.bruno.user.id, amount: 200_000, wonAt: '2026-05-02T12:00:00Z' });
    // Same days of April (up to the 20th at noon) count for the comparison; the 25th does not.
    await deal(s, { owner: s.ana.user.id, amount: 70_000, wonAt: '2026-04-15T12:00:00Z' });
    await deal(s, { owner: s.ana.user.id, amount: 90_000, wonAt: '2026-04-25T12:00:00Z' });
    // Won a year and more ago: outside the twelve months.
    await deal(s, { owner: s.ana.user.id, amount: 10_000, wonAt: '2025-05-31T12:00:00Z' });

    const soon = await makeTrip(
      t.app,
      { ...s, base: s.prefix, headers: s.admin.headers, user: s.ana.user },
      {
        trip: { start_date: '2026-05-25', end_date: '2026-05-30', owner_id: s.ana.user.id },
      },
    );
    const later = await makeTrip(
      t.app,
      { ...s, base: s.prefix, headers: s.admin.headers, user: s.ana.user },
      {
        trip: { start_date: '2026-06-10', end_date: '2026-06-20' },
      },
    );
    await t.db.execute(sql`update trips set status = 'confirmed' where id in (${soon.id}, ${later.id})`);
    await inject('POST', `${s.prefix}/tasks`, s.admin.headers, {
      title: 'Send the vouchers',
      due_date: '2020-01-01',
      assignee_id: s.bruno.user.id,
    });

    const data = await dashboard(s, s.admin.headers);
    expect(data.mine).toBeNull();
    expect(data.today).toBe('2026-05-20');
    expect(data.month_elapsed).toBeCloseTo(19.5 / 31, 5);
    expect(data.figures).toEqual({
      pipeline: { count: 2, amount: 400_000, weighted_amount: 190_000 },
      won_this_month: { count: 2, amount: 250_000, previous: { count: 1, amount: 70_000 } },
      trips_departing: 1,
      invoices_overdue: { count: 0, amount: 0 },
      tasks_overdue: 1,
      calls_today: {
        count: 0,
        answer_rate: null,
        previous: { count: 0, answer_rate: null },
        change: { count: null, answer_rate: null },
      },
    });
    expect(data.pipeline_by_stage.map((stage) => [stage.stage, stage.count, stage.amount])).toEqual([
      ['new', 1, 100_000],
      ['qualified', 0, 0],
      ['quoted', 0, 0],
      ['negotiation', 1, 300_000],
      ['verbal_yes', 0, 0],
    ]);
    expect(data.won_by_month).toHaveLength(12);
    expect(data.won_by_month[0]).toEqual({ month: '2025-06', count: 0, amount: 0 });
    expect(data.won_by_month.slice(-2)).toEqual([
      { month: '2026-04', count: 2, amount: 160_000 },
      { month: '2026-05', count: 2, amount: 250_000 },
    ]);
    expect(data.top_agents).toEqual([
      { user: { id: s.bruno.user.id, name: 'Bruno Díaz' }, count: 1, amount: 200_000 },
      { user: { id: s.ana.user.id, name: 'Ana Ruiz' }, count: 1, amount: 50_000 },
    ]);
  });

  it('an agent gets their own figures first, and only their own and their teams’ targets with the pace', async () => {
    const s = await agency();
    await deal(s, { owner: s.ana.user.id, amount: 100_000, stage: 'quoted' });
    await deal(s, { owner: s.ana.user.id, amount: 80_000, wonAt: '2026-05-10T12:00:00Z', team: s.teamId });
    await deal(s, { owner: s.bruno.user.id, amount: 200_000, wonAt: '2026-05-02T12:00:00Z' });
    const set = await inject('PUT', `${s.prefix}/targets/2026-05`, s.admin.headers, {
      targets: [
        { subject_type: 'agent', subject_id: s.ana.user.id, metric: 'won_amount', value: 100_000 },
        { subject_type: 'agent', subject_id: s.ana.user.id, metric: 'calls', value: 400 },
        { subject_type: 'agent', subject_id: s.bruno.user.id, metric: 'won_deals', value: 2 },
        { subject_type: 'team', subject_id: s.teamId, metric: 'won_deals', value: 4 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);

    const ana = await dashboard(s, s.ana.headers);
    expect(ana.mine).toMatchObject({
      user_id: s.ana.user.id,
      pipeline: { count: 1, amount: 100_000 },
      won_this_month: { count: 1, amount: 80_000, previous: { count: 0, amount: 0 } },
      invoices_overdue: null,
    });
    expect(ana.figures.won_this_month).toMatchObject({ count: 2, amount: 280_000 });
    // No call of her 400 yet: behind; 80% of her amount with 63% of the month gone: ahead; the
    // team's 1 of 4 deals: behind. Bruno's target is his.
    expect(ana.targets).toEqual([
      {
        subject_type: 'agent',
        subject: { id: s.ana.user.id, name: 'Ana Ruiz' },
        metric: 'calls',
        target: 400,
        actual: 0,
        pace: 'behind',
      },
      {
        subject_type: 'agent',
        subject: { id: s.ana.user.id, name: 'Ana Ruiz' },
        metric: 'won_amount',
        target: 100_000,
        actual: 80_000,
        pace: 'ahead',
      },
      {
        subject_type: 'team',
        subject: { id: s.teamId, name: 'Ventas' },
        metric: 'won_deals',
        target: 4,
        actual: 1,
        pace: 'behind',
      },
    ]);
    const all = [
      [s.ana.user.id, 'calls', 0],
      [s.ana.user.id, 'won_amount', 80_000],
      [s.bruno.user.id, 'won_deals', 1],
      [s.teamId, 'won_deals', 1],
    ];
    const admin = await dashboard(s, s.admin.headers);
    expect(admin.targets.map((target) => [target.subject.id, target.metric, target.actual])).toEqual(all);
    // An administrator who is also an agent manages every target, and gets their own figures too.
    const boss = await signedIn(t.app, { admin: true, agent: true, organizations: [s.org.id] });
    const bosses = await dashboard(s, boss.headers);
    expect(bosses.targets.map((target) => [target.subject.id, target.metric, target.actual])).toEqual(all);
    expect(bosses.mine).toMatchObject({ user_id: boss.user.id, won_this_month: { count: 0 } });
  });

  it('lists the deals going rotten and the next days of the money calendar', async () => {
    const s = await agency();
    const quiet = await deal(s, { owner: s.ana.user.id, amount: 100_000, stage: 'new' });
    await deal(s, { owner: s.ana.user.id, amount: 100_000, stage: 'new' });
    await t.db.execute(
      sql`update opportunities set last_activity_at = now() - interval '30 days' where id = ${quiet}`,
    );
    const data = await dashboard(s, s.admin.headers);
    expect(data.rotting).toEqual({
      count: 1,
      deals: [expect.objectContaining({ id: quiet, client: { id: s.client.id, name: 'Familia Ortega' } })],
    });
    expect(data.deadlines).toEqual({ count: 0, entries: [] });
  });

  it('another organization’s dashboard answers 404', async () => {
    const s = await agency();
    const other = await createOrganization(t.db);
    const response = await inject('GET', `/api/v2/${other.code.toLowerCase()}/dashboard`, s.ana.headers);
    expect(response.statusCode).toBe(404);
  });
});

const at = (iso: string) => new Date(iso);
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000);
const answered = (start: string) => ({
  startedAt: at(start),
  answeredAt: plus(start, 5),
  endedAt: plus(start, 65),
  durationSeconds: 60,
});
const hungUp = (start: string, afterSeconds: number) => ({
  startedAt: at(start),
  status: 'canceled' as const,
  endedAt: plus(start, afterSeconds),
});

describe('GET /{org}/dashboard calls', () => {
  /**
   * Mexico City (UTC-6): today is 20 May, yesterday 19 May. The team Ventas is Ana alone; Bruno's
   * calls through the team's line are his, not the team's.
   */
  async function calls(s: Agency) {
    const ana = s.ana.user.id;
    const bruno = s.bruno.user.id;
    const call = (input: Partial<TestCall> & Pick<TestCall, 'startedAt'>) =>
      insertTestCall(t.db, s.org.id, { direction: 'inbound', status: 'completed', ...input });
    // Today: Ana answers two and misses one, a caller hangs up after 30 s and another after 3 s
    // (a short abandon, left out of the rate), Bruno calls out.
    await call({ ...answered('2026-05-20T15:00:00Z'), userId: ana });
    await call({ ...answered('2026-05-20T15:30:00Z'), userId: ana });
    await call({ startedAt: at('2026-05-20T15:45:00Z'), status: 'missed', userId: ana });
    await call(hungUp('2026-05-20T16:00:00Z', 30));
    await call(hungUp('2026-05-20T16:10:00Z', 3));
    await call({
      ...answered('2026-05-20T17:00:00Z'),
      direction: 'outbound',
      userId: bruno,
      teamId: s.teamId,
    });
    // Yesterday: Ana answers two, a caller hangs up, and Bruno calls out at 23:30 local (20 May in UTC).
    await call({ ...answered('2026-05-19T20:00:00Z'), userId: ana });
    await call({ ...answered('2026-05-19T20:30:00Z'), userId: ana });
    await call(hungUp('2026-05-19T21:00:00Z', 30));
    await call({ ...answered('2026-05-20T05:30:00Z'), direction: 'outbound', userId: bruno });
    // Earlier this month: Ana misses one, Bruno answers one for the team.
    await call({ startedAt: at('2026-05-05T16:00:00Z'), status: 'missed', userId: ana });
    await call({ ...answered('2026-05-05T16:30:00Z'), userId: bruno, teamId: s.teamId });
    // Last month: within the 30 days charted, not in this month's targets; and one before them.
    await call({ ...answered('2026-04-25T16:00:00Z'), direction: 'outbound', userId: ana });
    await call({ ...answered('2026-04-10T16:00:00Z'), userId: ana });
  }

  it('counts calls today with the answer rate against yesterday, the organization’s and the agent’s own', async () => {
    const s = await agency();
    await calls(s);

    const admin = await dashboard(s, s.admin.headers);
    // Today 5 inbound and 1 outbound, 2 answered of 4 to rate; yesterday 3 and 1, 2 answered of 3.
    expect(admin.figures.calls_today).toEqual({
      count: 6,
      answer_rate: 0.5,
      previous: { count: 4, answer_rate: 2 / 3 },
      change: { count: 0.5, answer_rate: expect.closeTo(-0.25, 10) },
    });
    const ana = await dashboard(s, s.ana.headers);
    expect(ana.figures.calls_today).toEqual(admin.figures.calls_today);
    // Ana's own: 2 of 3 answered today, 2 of 2 yesterday.
    expect(ana.mine?.calls_today).toEqual({
      count: 3,
      answer_rate: 2 / 3,
      previous: { count: 2, answer_rate: 1 },
      change: { count: 0.5, answer_rate: expect.closeTo(-1 / 3, 10) },
    });
  });

  it('a quiet yesterday has no change to tell, and a day without inbound calls no answer rate', async () => {
    const s = await agency();
    await insertTestCall(t.db, s.org.id, {
      ...answered('2026-05-20T15:00:00Z'),
      direction: 'outbound',
      status: 'completed',
      userId: s.ana.user.id,
    });
    const data = await dashboard(s, s.ana.headers);
    expect(data.figures.calls_today).toEqual({
      count: 1,
      answer_rate: null,
      previous: { count: 0, answer_rate: null },
      change: { count: null, answer_rate: null },
    });
    expect(data.mine?.calls_today.count).toBe(1);
  });

  it('charts the organization’s calls of the last 30 days, days without calls at zero', async () => {
    const s = await agency();
    await calls(s);
    const data = await dashboard(s, s.ana.headers);
    expect(data.calls_by_day).toHaveLength(30);
    expect(data.calls_by_day[0]?.date).toBe('2026-04-21');
    expect(data.calls_by_day.at(-1)?.date).toBe('2026-05-20');
    const zero = { answered: 0, unanswered: 0, outbound: 0 };
    const expected: Record<string, typeof zero> = {
      '2026-04-25': { ...zero, outbound: 1 },
      '2026-05-05': { answered: 1, unanswered: 1, outbound: 0 },
      '2026-05-19': { answered: 2, unanswered: 1, outbound: 1 },
      '2026-05-20': { answered: 2, unanswered: 3, outbound: 1 },
    };
    expect(data.calls_by_day).toEqual(
      data.calls_by_day.map((day) => ({ date: day.date, ...(expected[day.date] ?? zero) })),
    );
    // A day's bars add up to its calls, as the card counts them.
    const today = data.calls_by_day.at(-1);
    expect((today?.answered ?? 0) + (today?.unanswered ?? 0) + (today?.outbound ?? 0)).toBe(
      data.figures.calls_today.count,
    );
  });

  it('measures calls and answer-rate targets of agents and of a team’s members, the rate against the target itself', async () => {
    const s = await agency();
    await calls(s);
    const target = (subject_type: 'agent' | 'team', subject_id: number, metric: string, value: number) => ({
      subject_type,
      subject_id,
      metric,
      value,
    });
    const set = await inject('PUT', `${s.prefix}/targets/2026-05`, s.admin.headers, {
      targets: [
        target('agent', s.ana.user.id, 'calls', 8),
        target('agent', s.ana.user.id, 'answer_rate', 70),
        target('agent', s.bruno.user.id, 'calls', 10),
        target('team', s.teamId, 'calls', 20),
        target('team', s.teamId, 'answer_rate', 60),
      ],
    });
    expect(set.statusCode, set.body).toBe(200);

    // This month Ana has 6 calls, all inbound, 4 answered: 67%. The team is Ana: Bruno's calls on
    // its line are not its members'. With 63% of the month gone, 6 of 8 calls is ahead and 6 of 20
    // behind; 67% is behind a 70% target though it is 96% of it, and ahead of 60%.
    const admin = await dashboard(s, s.admin.headers);
    expect(admin.targets.map((t) => [t.subject_type, t.subject.id, t.metric, t.actual, t.pace])).toEqual([
      ['agent', s.ana.user.id, 'answer_rate', 67, 'behind'],
      ['agent', s.ana.user.id, 'calls', 6, 'ahead'],
      // Bruno: answered one, called out twice (once at 23:30 of the 19th, local).
      ['agent', s.bruno.user.id, 'calls', 3, 'behind'],
      ['team', s.teamId, 'answer_rate', 67, 'ahead'],
      ['team', s.teamId, 'calls', 6, 'behind'],
    ]);
    const bruno = await dashboard(s, s.bruno.headers);
    expect(bruno.targets.map((t) => [t.subject.id, t.metric, t.actual])).toEqual([
      [s.bruno.user.id, 'calls', 3],
    ]);
  });
});

describe('GET /agent/dashboard, my day', () => {
  it('the agent’s callbacks, open deals by stage, trips departing this week with travellers, and only theirs', async () => {
    const s = await agency();
    await deal(s, { owner: s.ana.user.id, amount: 100_000, stage: 'quoted' });
    await deal(s, { owner: s.ana.user.id, amount: 50_000, stage: 'quoted' });
    await deal(s, { owner: s.ana.user.id, amount: 30_000, stage: 'new' });
    await deal(s, { owner: s.bruno.user.id, amount: 900_000, stage: 'new' });
    const scope = { ...s, base: s.prefix, headers: s.admin.headers, user: s.ana.user };
    const mine = await makeTrip(t.app, scope, {
      trip: { title: 'Cancún', start_date: '2026-05-22', end_date: '2026-05-29', owner_id: s.ana.user.id },
      travellers: [
        { first_name: 'Lucía', last_name: 'Jiménez' },
        { first_name: 'Pablo', last_name: 'Jiménez' },
      ],
    });
    const nextMonth = await makeTrip(t.app, scope, {
      trip: { start_date: '2026-06-22', end_date: '2026-06-29', owner_id: s.ana.user.id },
    });
    await t.db.execute(sql`update trips set status = 'confirmed' where id in (${mine.id}, ${nextMonth.id})`);
    const callback = await inject('POST', `${s.prefix}/tasks`, s.admin.headers, {
      title: 'Call back Lucía',
      type: 'call',
      origin: 'missed_call',
      assignee_id: s.ana.user.id,
    });
    expect(callback.statusCode, callback.body).toBe(201);
    await inject('POST', `${s.prefix}/tasks`, s.admin.headers, {
      title: 'Send vouchers',
      assignee_id: s.ana.user.id,
    });

    const response = await inject('GET', '/api/v2/agent/dashboard', s.ana.headers);
    expect(response.statusCode, response.body).toBe(200);
    const data: AgentDashboard = response.json().data;
    const organization = { id: s.org.id, code: s.org.code, name: s.org.name };
    expect(data.callbacks.map((task) => task.title)).toEqual(['Call back Lucía']);
    expect(data.open_deals).toEqual([
      { organization, stage: 'new', name: 'New', count: 1, amounts: [{ currency: 'MXN', amount: 30_000 }] },
      {
        organization,
        stage: 'quoted',
        name: 'Quoted',
        count: 2,
        amounts: [{ currency: 'MXN', amount: 150_000 }],
      },
    ]);
    expect(data.departing_trips).toEqual([
      {
        organization,
        trip: { id: mine.id, name: expect.stringContaining('Cancún') },
        start_date: '2026-05-22',
        travellers: ['Lucía Jiménez', 'Pablo Jiménez'],
      },
    ]);
    expect(data.commissions).toEqual([]);
  });
});

describe('GET /agent/dashboard, commission earned', () => {
  it('sums the commission received this month for the bookings of the agent’s own trips, by currency', async () => {
    const s = await agency();
    const admin = { ...s, base: s.prefix, headers: s.admin.headers, user: s.ana.user };
    const supplier = await makeSupplier(t.app, admin, {
      name: 'Iberostar',
      category: 'hotel',
      currency: 'MXN',
    });
    const booking = async (ownerId: number) => {
      const trip = await makeTrip(t.app, admin, {
        trip: { start_date: '2026-06-01', end_date: '2026-06-05', owner_id: ownerId },
      });
      return addBooking(t.app, admin, trip.id, {
        supplier_id: supplier.id,
        currency: 'MXN',
        travellers: [{ contact_id: trip.travellers[0]?.id ?? 0 }],
        title: 'Iberostar Selection Cancún',
        sell: 1_000_000,
        commission_amount: 100_000,
        starts_on: '2026-06-01',
        ends_on: '2026-06-05',
        details: { type: 'hotel' },
      });
    };
    const mine = await booking(s.ana.user.id);
    const brunos = await booking(s.bruno.user.id);
    const receipt = (receivedOn: string, allocations: { booking_id: number; amount: number }[]) =>
      inject('POST', `${s.prefix}/billing/commission-receipts`, s.admin.headers, {
        received_on: receivedOn,
        currency: 'MXN',
        allocations,
      });
    expect((await receipt('2026-05-12', [{ booking_id: mine.id, amount: 30_000 }])).statusCode).toBe(201);
    // Last month's, and Bruno's, are not Ana's this month.
    await receipt('2026-04-28', [{ booking_id: mine.id, amount: 20_000 }]);
    await receipt('2026-05-13', [
      { booking_id: mine.id, amount: 5_000 },
      { booking_id: brunos.id, amount: 40_000 },
    ]);

    const response = await inject('GET', '/api/v2/agent/dashboard', s.ana.headers);
    expect(response.json().data.commissions).toEqual([
      { organization: { id: s.org.id, code: s.org.code, name: s.org.name }, currency: 'MXN', amount: 35_000 },
    ]);
  });
});
