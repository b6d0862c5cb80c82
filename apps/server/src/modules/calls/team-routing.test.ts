import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import type { TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { makeLead } from '#test/records-factories.ts';
import { createTelephonyTestApp, standInRealtime, succeeding } from '#test/telephony.ts';

// Incoming calls to a team's number, through the simulator (which walks the same steps as
// Twilio's dial actions), on a manual clock. Who is connected is what presence says: a stand-in
// here (the teams tests cover presence itself).
const clock = createManualClock(new Date());
let t: TestApp;
let connected: Set<number>;
let published: ReturnType<typeof standInRealtime>['published'];

beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  ({ connected, published } = standInRealtime(t.app));
});
afterAll(() => t?.close());

type Headers = { authorization: string };
const request = succeeding(() => t.app);
const ALWAYS_OPEN = Object.fromEntries(
  ['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, [{ open: '00:00', close: '24:00' }]]),
);

/** An organization with three connected agents, a number and a team answering it. */
async function teamSetup(team: Record<string, unknown> = {}) {
  const org = await createOrganization(t.app.db, { country: 'MX', timezone: 'America/Mexico_City' });
  const admin = await signedIn(t.app, { admin: true, organizations: [org.id] });
  const agents = await Promise.all(
    ['Ana', 'Bruno', 'Carla'].map((name) => signedIn(t.app, { agent: true, organizations: [org.id], name })),
  );
  for (const agent of agents) connected.add(agent.user.id);
  const base = `/api/v2/${org.code.toLowerCase()}`;
  const phone = `+52553${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const number = await request('POST', `${base}/telephony/numbers`, admin.headers, { number: phone });
  const created = await request('POST', `${base}/teams`, admin.headers, {
    name: 'Sales',
    member_ids: agents.map((agent) => agent.user.id),
    number_ids: [number.id],
    ring_strategy: 'round_robin',
    agent_ring_seconds: 20,
    total_ring_seconds: 60,
    business_hours: ALWAYS_OPEN,
    ...team,
  });
  const [ana, bruno, carla] = agents.map((agent) => ({ id: agent.user.id, headers: agent.headers }));
  if (!ana || !bruno || !carla) throw new Error('three agents were signed in');
  return { org, admin, ana, bruno, carla, base, phone, team: created };
}

async function ring(
  setup: { base: string; admin: { headers: Headers }; phone: string },
  from = '+5215512345678',
) {
  return request('POST', `${setup.base}/telephony/simulator/incoming`, setup.admin.headers, {
    from,
    to: setup.phone,
  }) as Promise<{ id: number; status: string }>;
}

/** The agents `call.incoming` reached for the call, in order. */
const rungAgents = (callId: number) =>
  published
    .filter((entry) => entry.event === 'call.incoming' && entry.payload.call_id === callId)
    .map((entry) => entry.channels.map((channel) => Number(channel.split('.')[1])));
const stoppedFor = (callId: number) =>
  published
    .filter((entry) => entry.event === 'call.ringing.stopped' && entry.payload.call_id === callId)
    .flatMap((entry) => entry.channels.map((channel) => Number(channel.split('.')[1])));
const callOf = async (base: string, headers: Headers, id: number) =>
  request('GET', `${base}/calls/${id}`, headers);

describe('incoming calls routed by a team', () => {
  it('round-robin: one agent at a time for their seconds; the next call starts after the last one offered', async () => {
    const s = await teamSetup();
    const first = await ring(s);
    expect(rungAgents(first.id)).toEqual([[s.ana.id]]);
    await clock.advance(20_000);
    expect(rungAgents(first.id)).toEqual([[s.ana.id], [s.bruno.id]]);
    expect(stoppedFor(first.id)).toEqual([s.ana.id]);
    // Ana's turn is over: her device can no longer answer; Bruno's can.
    const late = await t.app.inject({
      method: 'POST',
      url: `${s.base}/telephony/simulator/calls/${first.id}/answer`,
      headers: s.ana.headers,
    });
    expect(late.statusCode).toBe(404);
    await request('POST', `${s.base}/telephony/simulator/calls/${first.id}/answer`, s.bruno.headers);
    expect(await callOf(s.base, s.admin.headers, first.id)).toMatchObject({ status: 'in-progress' });

    // Bruno took the last one and is on it: the turn passes him and goes on to Carla.
    const second = await ring(s, '+5215587654321');
    expect(rungAgents(second.id)).toEqual([[s.carla.id]]);
  });

  it('a decline moves the call on at once; after the last step it is missed and goes to the voicemail', async () => {
    const s = await teamSetup({ total_ring_seconds: 40 });
    const call = await ring(s);
    await request('POST', `${s.base}/telephony/simulator/calls/${call.id}/decline`, s.ana.headers);
    expect(rungAgents(call.id)).toEqual([[s.ana.id], [s.bruno.id]]);
    await clock.advance(20_000);
    // 40 s of ringing in all: Carla's turn never comes.
    expect(rungAgents(call.id)).toEqual([[s.ana.id], [s.bruno.id]]);
    expect(await callOf(s.base, s.admin.headers, call.id)).toMatchObject({ status: 'missed' });
    await clock.advance(5_000);
    expect(await callOf(s.base, s.admin.headers, call.id)).toMatchObject({
      voicemail: true,
      recording: { duration_seconds: 3 },
    });
  });

  it('owner first: the lead owner rings alone, then the others at once (simultaneous)', async () => {
    const s = await teamSetup({ ring_strategy: 'simultaneous' });
    const caller = '+5215511223344';
    await makeLead(t.app, s.base, s.admin.headers, { phone: caller, owner_id: s.carla.id });
    const call = await ring(s, caller);
    expect(rungAgents(call.id)).toEqual([[s.carla.id]]);
    await clock.advance(20_000);
    expect(rungAgents(call.id)).toEqual([[s.carla.id], [s.ana.id, s.bruno.id]]);
  });

  it('unavailable, offline and busy agents are skipped', async () => {
    const s = await teamSetup({ ring_strategy: 'simultaneous' });
    await request('PUT', '/api/v2/agent/availability', s.ana.headers, {
      status: 'unavailable',
      reason: 'Lunch',
    });
    connected.delete(s.bruno.id);
    const call = await ring(s);
    expect(rungAgents(call.id)).toEqual([[s.carla.id]]);
    await request('POST', `${s.base}/telephony/simulator/calls/${call.id}/answer`, s.carla.headers);
    // Carla is on that call now: the next caller finds nobody and goes straight to the voicemail.
    const next = await ring(s, '+5215599887766');
    expect(rungAgents(next.id)).toEqual([]);
    expect(next.status).toBe('missed');
  });

  it('out of hours: straight to the fallback; a fallback team rings its own members', async () => {
    const s = await teamSetup({ business_hours: {} });
    const closed = await ring(s);
    expect(rungAgents(closed.id)).toEqual([]);
    expect(closed.status).toBe('missed');

    const care = await teamSetup({ ring_strategy: 'simultaneous' });
    const night = await request('POST', `${care.base}/teams`, care.admin.headers, {
      name: 'Night line',
      member_ids: [care.ana.id],
      business_hours: {},
      fallback_action: 'team',
      fallback_team_id: care.team.id,
    });
    expect(night.fallback_team).toMatchObject({ id: care.team.id });
    // Move the number to the closed night team: the call falls through to the care team.
    await request('PUT', `${care.base}/teams/${care.team.id}`, care.admin.headers, { number_ids: [] });
    await request('PUT', `${care.base}/teams/${night.id}`, care.admin.headers, {
      number_ids: care.team.numbers.map((n: { id: number }) => n.id),
    });
    const call = await ring(care);
    expect(rungAgents(call.id)).toEqual([[care.ana.id, care.bruno.id, care.carla.id]]);
  });
});
