import {
  type AnalyticsSettings,
  type CallAnalytics,
  DEFAULT_ANALYTICS_SETTINGS,
  EMPTY_CALL_COUNTERS,
  type Wallboard,
} from '@aurora/contracts/analytics';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertNumber } from '#modules/numbers/numbers.repository.ts';
import { createManualClock } from '#platform/manual-clock.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import { insertTestCall, type TestCall } from '#test/call-factories.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { PAGE_TTL_MS } from './analytics.page-cache.ts';
import { callFigures, rollAgentDays } from './analytics.service.ts';

// Wednesday 4 March 2026, 14:00 in Mexico City: this week is Monday 2 to Wednesday 4 March, the
// previous period the three days before (27 February to 1 March).
const clock = createManualClock(new Date('2026-03-04T20:00:00Z'));
const t = useTestApp(() => createTestApp({}, { clock }));

type Headers = { authorization: string };
const at = (iso: string) => new Date(iso);
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000);

async function organization() {
  const org = await createOrganization(t.db, { timezone: 'America/Mexico_City' });
  const admin = await signedIn(t.app, { admin: true, agent: true, organizations: [org.id] });
  const ana = await signedIn(t.app, { name: 'Ana', agent: true, organizations: [org.id] });
  const beto = await signedIn(t.app, { name: 'Beto', agent: true, organizations: [org.id] });
  const numberId = await insertNumber(
    t.db,
    org.id,
    { number: `+52553${String(org.id).padStart(7, '0')}`, friendlyName: 'Main line' },
    [],
  );
  const base = `/api/v2/${org.code.toLowerCase()}`;
  const get = <T>(headers: Headers, path: string) =>
    t.app.inject({ method: 'GET', url: `${base}${path}`, headers }).then((response) => ({
      status: response.statusCode,
      body: response.json<{ data: T; message?: string; errors?: Record<string, string[]> }>(),
    }));
  const put = (headers: Headers, path: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${base}${path}`, headers, payload });
  const call = (extra: Partial<TestCall> & Pick<TestCall, 'startedAt'>) =>
    insertTestCall(t.db, org.id, { direction: 'inbound', status: 'completed', numberId, ...extra });
  return { org, admin, ana, beto, numberId, base, get, put, call };
}

const answered = (start: string, answerAfter: number, talk: number) => ({
  startedAt: at(start),
  answeredAt: plus(start, answerAfter),
  endedAt: plus(start, answerAfter + talk),
  durationSeconds: talk,
});

/** The agent's state history, as the teams module records it: from `at`, in `state`. */
async function history(userId: number, changes: Array<[string, string, string | null, string?]>) {
  for (const [iso, state, wrapUpUntil, reason] of changes) {
    const chosen = state === 'unavailable' ? 'unavailable' : 'available';
    await t.db.execute(sql`insert into agent_state_changes (user_id, at, state, chosen, reason, wrap_up_until, cause)
      values (${userId}, ${iso}, ${state}, ${chosen}, ${reason ?? null}, ${wrapUpUntil}, 'choice')`);
  }
}

describe('GET /{org}/analytics/calls', () => {
  it('adds up the period and the previous one, by day, hour, outcome and agent', async () => {
    const s = await organization();
    // Monday 2 March, 10:00 local: Ana answers after 8 s and talks 2 minutes; a caller hangs up
    // after 3 s (a short abandon) and another after 30 s (abandoned).
    await s.call({
      ...answered('2026-03-02T16:00:00Z', 8, 120),
      userId: s.ana.user.id,
      outcome: 'interested',
    });
    await s.call({
      startedAt: at('2026-03-02T16:05:00Z'),
      status: 'canceled',
      endedAt: plus('2026-03-02T16:05:00Z', 3),
    });
    await s.call({
      startedAt: at('2026-03-02T16:10:00Z'),
      status: 'canceled',
      endedAt: plus('2026-03-02T16:10:00Z', 30),
    });
    // Wednesday 4 March: Beto answers after 25 s, and makes a call that connects (60 s).
    await s.call({ ...answered('2026-03-04T18:00:00Z', 25, 100), userId: s.beto.user.id });
    await s.call({
      ...answered('2026-03-04T18:30:00Z', 5, 60),
      direction: 'outbound',
      userId: s.beto.user.id,
      outcome: 'booked',
    });
    // Sunday 1 March, 23:30 local (05:30 UTC on the 2nd): the previous period, though its UTC day is this week's.
    await s.call({ ...answered('2026-03-02T05:30:00Z', 4, 30), userId: s.ana.user.id });
    // Ana's day: available, a call, 30 s of wrap-up, then available again by herself.
    await history(s.ana.user.id, [
      ['2026-03-04T18:00:00Z', 'available', null],
      ['2026-03-04T18:10:00Z', 'on_call', null],
      ['2026-03-04T18:12:00Z', 'wrap_up', '2026-03-04T18:12:30Z'],
    ]);

    const { status, body } = await s.get<CallAnalytics>(s.admin.headers, '/analytics/calls?period=this_week');
    expect(status).toBe(200);
    const data = body.data;
    expect(data.range).toEqual({
      from: '2026-03-02',
      to: '2026-03-04',
      previous_from: '2026-02-27',
      previous_to: '2026-03-01',
    });
    expect(data.totals).toEqual({
      inbound: 4,
      outbound: 1,
      answered: 2,
      missed: 0,
      voicemail: 0,
      abandoned: 1,
      short_abandons: 1,
      outbound_connected: 1,
      // Within the default 20 s: the 8 s answer, not the 25 s one.
      answered_in_service_level: 1,
      answer_seconds: 33,
      talk_seconds: 280,
      wrap_up_seconds: 30,
    });
    expect(data.previous_totals).toMatchObject({ inbound: 1, answered: 1, talk_seconds: 30 });
    expect(data.days.map((day) => [day.date, day.counters.inbound])).toEqual([
      ['2026-03-02', 3],
      ['2026-03-03', 0],
      ['2026-03-04', 1],
    ]);
    // Monday 10:00 and Wednesday 12:00, local.
    expect(data.heatmap).toEqual(
      expect.arrayContaining([
        { weekday: 1, hour: 10, inbound: 3, answered: 1, short_abandons: 1 },
        { weekday: 3, hour: 12, inbound: 1, answered: 1, short_abandons: 0 },
      ]),
    );
    expect(data.heatmap).toHaveLength(2);
    expect(data.outcomes).toEqual([
      { outcome: null, calls: 3 },
      { outcome: 'booked', calls: 1 },
      { outcome: 'interested', calls: 1 },
    ]);
    const ana = data.agents.find((row) => row.agent.id === s.ana.user.id);
    expect(ana?.counters).toMatchObject({ inbound: 1, answered: 1, talk_seconds: 120, wrap_up_seconds: 30 });
    expect(ana?.time).toMatchObject({ on_call: 120, wrap_up: 30, available: 600 + 6450 });
    expect(data.agents.find((row) => row.agent.id === s.beto.user.id)?.counters).toMatchObject({
      inbound: 1,
      outbound: 1,
      outbound_connected: 1,
      talk_seconds: 160,
    });

    // Filters: one direction, one agent.
    const outbound = await s.get<CallAnalytics>(
      s.admin.headers,
      '/analytics/calls?period=this_week&direction=outbound',
    );
    expect(outbound.body.data.totals).toMatchObject({ inbound: 0, outbound: 1 });
    expect(outbound.body.data.heatmap).toEqual([]);
    const onlyAna = await s.get<CallAnalytics>(
      s.admin.headers,
      `/analytics/calls?period=this_week&agent_ids=${s.ana.user.id}`,
    );
    expect(onlyAna.body.data.agents.map((row) => row.agent.id)).toEqual([s.ana.user.id]);
    expect(onlyAna.body.data.totals).toMatchObject({ inbound: 1, answered: 1 });
  });

  it('recovery: the callback tasks of the period, how many are done, and the median time to it', async () => {
    const s = await organization();
    const task = (assigneeId: number, created: string, doneAfterSeconds: number | null) =>
      t.db.execute(sql`insert into tasks (organization_id, title, type, origin, status, assignee_id, created_at, completed_at)
        values (${s.org.id}, 'Call back', 'call', 'missed_call', ${doneAfterSeconds === null ? 'open' : 'done'},
                ${assigneeId}, ${created}, ${doneAfterSeconds === null ? null : plus(created, doneAfterSeconds).toISOString()})`);
    await task(s.ana.user.id, '2026-03-02T16:00:00Z', 600);
    await task(s.ana.user.id, '2026-03-03T16:00:00Z', 1800);
    await task(s.beto.user.id, '2026-03-04T16:00:00Z', 300);
    await task(s.beto.user.id, '2026-03-04T17:00:00Z', null);
    // Last week's: the previous period.
    await task(s.beto.user.id, '2026-02-28T17:00:00Z', 60);
    const { body } = await s.get<CallAnalytics>(s.admin.headers, '/analytics/calls?period=this_week');
    expect(body.data.recovery).toEqual({ missed_callers: 4, called_back: 3, median_callback_seconds: 600 });
    expect(body.data.previous_recovery).toEqual({
      missed_callers: 1,
      called_back: 1,
      median_callback_seconds: 60,
    });
    expect(body.data.agents.find((row) => row.agent.id === s.ana.user.id)?.recovery).toEqual({
      missed_callers: 2,
      called_back: 2,
      median_callback_seconds: 1200,
    });
  });

  it('an agent sees only their own calls, whoever they ask for; a team leader sees everyone', async () => {
    const s = await organization();
    await s.call({ ...answered('2026-03-04T18:00:00Z', 5, 60), userId: s.ana.user.id });
    await s.call({ ...answered('2026-03-04T18:05:00Z', 5, 90), userId: s.beto.user.id });
    const asBeto = await s.get<CallAnalytics>(
      s.beto.headers,
      `/analytics/calls?period=today&agent_ids=${s.ana.user.id}`,
    );
    expect(asBeto.status).toBe(200);
    expect(asBeto.body.data.agents.map((row) => row.agent.id)).toEqual([s.beto.user.id]);
    expect(asBeto.body.data.totals).toMatchObject({ inbound: 1, talk_seconds: 90 });

    const team = await t.app.inject({
      method: 'POST',
      url: `${s.base}/teams`,
      headers: s.admin.headers,
      payload: { name: 'Sales', leader_id: s.beto.user.id, member_ids: [s.ana.user.id, s.beto.user.id] },
    });
    expect(team.statusCode).toBe(201);
    const asLeader = await s.get<CallAnalytics>(s.beto.headers, '/analytics/calls?period=today');
    expect(asLeader.body.data.totals).toMatchObject({ inbound: 2, talk_seconds: 150 });

    // Someone of another organization is nobody here: no row with their time in states.
    const stranger = await signedIn(t.app, {
      agent: true,
      organizations: [(await createOrganization(t.db)).id],
    });
    const asked = await s.get<CallAnalytics>(
      s.beto.headers,
      `/analytics/calls?period=today&agent_ids=${stranger.user.id},${s.ana.user.id}`,
    );
    expect(asked.body.data.agents.map((row) => row.agent.id)).toEqual([s.ana.user.id]);
  });

  it('another organization answers 404; a bad period answers 422', async () => {
    const s = await organization();
    const other = await createOrganization(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/${other.code.toLowerCase()}/analytics/calls`,
      headers: s.ana.headers,
    });
    expect(response.statusCode).toBe(404);
    const long = await s.get(s.admin.headers, '/analytics/calls?period=custom&from=2025-01-01&to=2026-03-01');
    expect(long.status).toBe(422);
    expect(long.body.errors?.to).toBeDefined();
    const open = await s.get(s.admin.headers, '/analytics/calls?period=custom&from=2026-01-01');
    expect(open.status).toBe(422);
    expect((await s.get(s.admin.headers, '/analytics/calls?agent_ids=1,x')).status).toBe(422);
  });

  it('a custom period crossing midnight counts each call on the local day it started', async () => {
    const s = await organization();
    // 23:59:50 local on 1 March, talking past midnight.
    await s.call({ ...answered('2026-03-02T05:59:50Z', 5, 300), userId: s.ana.user.id });
    const { body } = await s.get<CallAnalytics>(
      s.admin.headers,
      '/analytics/calls?period=custom&from=2026-03-01&to=2026-03-02',
    );
    expect(body.data.days.map((day) => [day.date, day.counters.answered, day.counters.talk_seconds])).toEqual(
      [
        ['2026-03-01', 1, 300],
        ['2026-03-02', 0, 0],
      ],
    );
    // Sunday, the ISO weekday 7, at 23:00.
    expect(body.data.heatmap).toEqual([{ weekday: 7, hour: 23, inbound: 1, answered: 1, short_abandons: 0 }]);
  });

  it('reads whole months from the month rows and the days around them from the day rows, to the same sums', async () => {
    const s = await organization();
    // Local times in Mexico City (UTC-6): the last day of 2025, January, both sides of midnight
    // into February, and 1 March.
    const calls: Array<[string, number, string | null]> = [
      ['2025-12-31T18:00:00Z', s.ana.user.id, 'booked'],
      ['2026-01-01T18:00:00Z', s.ana.user.id, 'interested'],
      ['2026-02-01T05:30:00Z', s.beto.user.id, null],
      ['2026-02-01T06:30:00Z', s.beto.user.id, null],
      ['2026-03-01T18:00:00Z', s.ana.user.id, null],
    ];
    for (const [start, userId, outcome] of calls)
      await s.call({ ...answered(start, 5, 60), userId, outcome });
    const periods: Array<[string, string, number]> = [
      ['2026-01-01', '2026-02-28', 3],
      ['2025-12-31', '2026-03-01', 5],
      ['2026-01-02', '2026-02-01', 2],
      ['2026-01-31', '2026-01-31', 1],
    ];
    for (const [from, to, inbound] of periods) {
      const { body } = await s.get<CallAnalytics>(
        s.admin.headers,
        `/analytics/calls?period=custom&from=${from}&to=${to}`,
      );
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      expect([
        body.data.totals.inbound,
        sum(body.data.agents.map((agent) => agent.counters.inbound)),
        sum(body.data.heatmap.map((cell) => cell.inbound)),
        sum(body.data.outcomes.map((row) => row.calls)),
      ]).toEqual([inbound, inbound, inbound, inbound]);
    }
  });
});

describe('the analytics page, computed once and served again', () => {
  it('shows a call at once, wherever it was written, and what moves without one within PAGE_TTL_MS', async () => {
    const s = await organization();
    const page = async () =>
      (await s.get<CallAnalytics>(s.admin.headers, '/analytics/calls?period=today')).body.data;
    const available = (data: CallAnalytics) =>
      data.agents.find((row) => row.agent.id === s.ana.user.id)?.time.available;
    // Today in Mexico City began at 06:00 UTC; Ana was available for an hour of it.
    await history(s.ana.user.id, [
      ['2026-03-04T15:00:00Z', 'available', null],
      ['2026-03-04T16:00:00Z', 'offline', null],
    ]);
    const first = await page();
    expect([first.totals.inbound, available(first)]).toEqual([0, 3600]);

    // Her state history is not under the rollups' revision: the page served is the one computed.
    await history(s.ana.user.id, [
      ['2026-03-04T17:00:00Z', 'available', null],
      ['2026-03-04T17:30:00Z', 'offline', null],
    ]);
    expect(await page()).toEqual(first);

    // A call written straight to the database, as another instance would, moves the revision.
    await s.call({ ...answered('2026-03-04T18:00:00Z', 5, 60), userId: s.ana.user.id });
    const second = await page();
    expect([second.totals.inbound, available(second)]).toEqual([1, 5400]);

    await history(s.ana.user.id, [
      ['2026-03-04T18:30:00Z', 'available', null],
      ['2026-03-04T19:00:00Z', 'offline', null],
    ]);
    expect(available(await page())).toBe(5400);
    await clock.advance(PAGE_TTL_MS + 1000);
    expect(available(await page())).toBe(7200);
  });
});

describe('callFigures (for the dashboards)', () => {
  it('answers every local day of the range and their sum, of the agents asked for, at the service level set', async () => {
    const s = await organization();
    // 1 March, 23:59:50 local (the 2nd in UTC): Ana answers after 15 s; the 2nd: Beto after 5 s,
    // and a short abandon; the 4th, outside the range: one more.
    await s.call({ ...answered('2026-03-02T05:59:50Z', 15, 60), userId: s.ana.user.id });
    await s.call({ ...answered('2026-03-02T16:00:00Z', 5, 40), userId: s.beto.user.id });
    await s.call({
      startedAt: at('2026-03-02T16:05:00Z'),
      status: 'canceled',
      endedAt: plus('2026-03-02T16:05:00Z', 2),
    });
    await s.call({ ...answered('2026-03-04T16:00:00Z', 5, 40), userId: s.ana.user.id });
    const data = withOrganization(offlineContext(t.db), await getOrganizationScope(t.db, s.org.id));

    const all = await callFigures(data, { from: '2026-03-01', to: '2026-03-03' });
    expect(all.days.map((day) => [day.date, day.counters.inbound, day.counters.answered])).toEqual([
      ['2026-03-01', 1, 1],
      ['2026-03-02', 2, 1],
      ['2026-03-03', 0, 0],
    ]);
    expect(all.totals).toEqual({
      inbound: 3,
      outbound: 0,
      answered: 2,
      missed: 0,
      voicemail: 0,
      abandoned: 0,
      short_abandons: 1,
      outbound_connected: 0,
      answered_in_service_level: 2,
      answer_seconds: 20,
      talk_seconds: 100,
      wrap_up_seconds: 0,
    });

    const ana = await callFigures(data, { from: '2026-03-01', to: '2026-03-03', agentIds: [s.ana.user.id] });
    expect(ana.totals).toMatchObject({ inbound: 1, answered: 1, talk_seconds: 60 });
    expect(ana.days).toHaveLength(3);

    // A 10 s service level leaves Ana's 15 s answer out.
    expect(
      (
        await s.put(s.admin.headers, '/analytics/settings', {
          service_level_seconds: 10,
          thresholds: DEFAULT_ANALYTICS_SETTINGS.thresholds,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await callFigures(data, { from: '2026-03-01', to: '2026-03-03' })).totals.answered_in_service_level,
    ).toBe(1);

    expect(await callFigures(data, { from: '2026-03-03', to: '2026-03-01' })).toEqual({
      days: [],
      totals: EMPTY_CALL_COUNTERS,
    });
  });
});

describe('the agents’ days rolled by the schedule', () => {
  it('read as the history computed on demand, and from the table once rolled', async () => {
    const s = await organization();
    await history(s.ana.user.id, [
      ['2026-03-02T15:00:00Z', 'available', null],
      ['2026-03-02T17:00:00Z', 'unavailable', null, 'Lunch'],
      ['2026-03-02T18:00:00Z', 'available', null],
      ['2026-03-03T01:00:00Z', 'offline', null],
      ['2026-03-03T15:00:00Z', 'unavailable', null, 'Training'],
      ['2026-03-03T23:00:00Z', 'offline', null],
    ]);
    const time = async () =>
      (
        await s.get<CallAnalytics>(s.admin.headers, '/analytics/calls?period=this_week')
      ).body.data.agents.find((row) => row.agent.id === s.ana.user.id)?.time;
    const onDemand = await time();
    expect(onDemand).toMatchObject({ available: 2 * 3600 + 7 * 3600, unavailable: 3600 + 8 * 3600 });
    expect(onDemand?.unavailable_by_reason).toEqual(
      expect.arrayContaining([
        { reason: 'Lunch', seconds: 3600 },
        { reason: 'Training', seconds: 8 * 3600 },
      ]),
    );

    const scope = await getOrganizationScope(t.db, s.org.id);
    await rollAgentDays({ ...withOrganization(offlineContext(t.db), scope), clock });
    const rolled = await t.db.execute(
      sql`select day::text from agent_analytics_days where organization_id = ${s.org.id} and user_id = ${s.ana.user.id} order by day`,
    );
    expect((rolled as unknown as { rows: unknown[] }).rows).toEqual([
      { day: '2026-03-02' },
      { day: '2026-03-03' },
    ]);
    expect(await time()).toEqual(onDemand);

    // The rolled day is what the page reads now (today still comes from the history), once the
    // page computed before the change has had its time.
    await t.db.execute(
      sql`update agent_analytics_days set available = available + 100 where organization_id = ${s.org.id} and day = '2026-03-02'`,
    );
    await clock.advance(PAGE_TTL_MS + 1000);
    expect((await time())?.available).toBe((onDemand?.available ?? 0) + 100);
  });
});

describe('/{org}/analytics/settings', () => {
  it('has defaults, which an administrator changes and the counters follow', async () => {
    const s = await organization();
    await s.call({ ...answered('2026-03-04T18:00:00Z', 25, 60), userId: s.ana.user.id });
    const defaults = await s.get<AnalyticsSettings>(s.ana.headers, '/analytics/settings');
    expect(defaults.body.data.service_level_seconds).toBe(20);
    const settings: AnalyticsSettings = {
      service_level_seconds: 30,
      thresholds: { longest_wait_seconds: 90, calls_waiting: 3, missed_today: 10, service_level_percent: 80 },
    };
    expect((await s.put(s.ana.headers, '/analytics/settings', settings)).statusCode).toBe(403);
    const saved = await s.put(s.admin.headers, '/analytics/settings', settings);
    expect(saved.statusCode).toBe(200);
    expect((await s.get<AnalyticsSettings>(s.ana.headers, '/analytics/settings')).body.data).toEqual(
      settings,
    );
    const today = await s.get<CallAnalytics>(s.admin.headers, '/analytics/calls?period=today');
    expect(today.body.data.service_level_seconds).toBe(30);
    expect(today.body.data.totals.answered_in_service_level).toBe(1);
  });

  it('refuses a service level that is not one of the choices with a 422', async () => {
    const s = await organization();
    const response = await s.put(s.admin.headers, '/analytics/settings', {
      service_level_seconds: 25,
      thresholds: { longest_wait_seconds: 90, calls_waiting: 3, missed_today: 10, service_level_percent: 80 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.service_level_seconds).toBeDefined();
  });
});

describe('GET /{org}/analytics/wallboard', () => {
  it('shows the agents, the calls ringing and today, to administrators and the team’s leader only', async () => {
    const s = await organization();
    await s.call({ ...answered('2026-03-04T18:00:00Z', 5, 60), userId: s.ana.user.id });
    await s.call({ startedAt: at('2026-03-04T19:59:00Z'), status: 'ringing', phoneFrom: '+525511112222' });
    await history(s.beto.user.id, [['2026-03-04T19:59:00Z', 'ringing', null]]);
    // Ana's wrap-ups: one from 23:59:30 local yesterday, 30 s of it today; one of 45 s today.
    await history(s.ana.user.id, [
      ['2026-03-04T05:59:30Z', 'wrap_up', '2026-03-04T06:00:30Z'],
      ['2026-03-04T18:01:05Z', 'wrap_up', '2026-03-04T18:01:50Z'],
    ]);

    const { status, body } = await s.get<Wallboard>(s.admin.headers, '/analytics/wallboard');
    expect(body.message).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data.ringing).toEqual([
      expect.objectContaining({
        caller: '+525511112222',
        line_name: 'Main line',
        since: '2026-03-04T19:59:00.000Z',
      }),
    ]);
    expect(body.data.today).toMatchObject({ inbound: 1, answered: 1, talk_seconds: 60, wrap_up_seconds: 75 });
    expect(body.data.agents.map((row) => row.agent.name)).toEqual(expect.arrayContaining(['Ana', 'Beto']));

    expect((await s.get(s.ana.headers, '/analytics/wallboard')).status).toBe(403);
    const team = await t.app.inject({
      method: 'POST',
      url: `${s.base}/teams`,
      headers: s.admin.headers,
      payload: { name: 'Sales', leader_id: s.ana.user.id, member_ids: [s.ana.user.id, s.beto.user.id] },
    });
    expect(team.json().message).toBeUndefined();
    const teamId = team.json().data.id;
    const asLeader = await s.get<Wallboard>(s.ana.headers, `/analytics/wallboard?team_id=${teamId}`);
    expect(asLeader.status).toBe(200);
    expect(asLeader.body.data.team).toEqual({ id: teamId, name: 'Sales' });
    expect((await s.get(s.beto.headers, `/analytics/wallboard?team_id=${teamId}`)).status).toBe(403);

    const other = await organization();
    const otherTeam = await t.app.inject({
      method: 'POST',
      url: `${other.base}/teams`,
      headers: other.admin.headers,
      payload: { name: 'Elsewhere' },
    });
    expect(
      (await s.get(s.admin.headers, `/analytics/wallboard?team_id=${otherTeam.json().data.id}`)).status,
    ).toBe(404);
  });
});
