import { organizationPresenceChannel } from '@aurora/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPath, connectRaw, type RawClient } from '#platform/realtime/test-clients.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import type { TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { createTelephonyTestApp } from '#test/telephony.ts';
import {
  getAvailabilities,
  getCallSettings,
  getTeamForNumber,
  markCallEnded,
  markOnCall,
  type PresenceReader,
} from './teams.service.ts';

let t: TestApp;
let port: number;
const sockets: RawClient[] = [];
beforeAll(async () => {
  t = await createTelephonyTestApp();
  port = await t.app.realtime.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

type Headers = { authorization: string };
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function setup() {
  const org = await createOrganization(t.app.db, { country: 'MX', timezone: 'America/Mexico_City' });
  const admin = await signedIn(t.app, { admin: true });
  const ana = await signedIn(t.app, { agent: true, organizations: [org.id], name: 'Ana Ruiz' });
  const bruno = await signedIn(t.app, { agent: true, organizations: [org.id], name: 'Bruno Díaz' });
  const staff = await signedIn(t.app, { organizations: [org.id], name: 'Staff Member' });
  const prefix = `/api/v2/${org.code.toLowerCase()}`;
  const number = async (e164: string) =>
    (await inject('POST', `${prefix}/telephony/numbers`, admin.headers, { number: e164 })).json().data
      .id as number;
  return { org, admin, ana, bruno, staff, prefix, base: `${prefix}/teams`, number };
}

/** A browser of `headers`'s user connected to the organization's presence channel. */
async function connect(headers: Headers, organizationId: number): Promise<RawClient> {
  const socket = await connectRaw(port, appPath(t.app.realtime.app.key));
  sockets.push(socket);
  const channel = organizationPresenceChannel(organizationId);
  const auth = await inject('POST', '/api/v2/broadcasting/auth', headers, {
    socket_id: socket.socketId(),
    channel_name: channel,
  });
  const { auth: signature, channel_data } = auth.json<{ auth: string; channel_data: string }>();
  socket.send({ event: 'pusher:subscribe', data: { channel, auth: signature, channel_data } });
  await socket.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  return socket;
}

const weekdayHours = { open: '09:00', close: '18:00' };

describe('teams', () => {
  it('an admin creates a team with every field; members list and read it with hours and availability', async () => {
    const s = await setup();
    const sales = await s.number('+525511110001');
    const created = await inject('POST', s.base, s.admin.headers, {
      name: 'Sales Mexico City',
      leader_id: s.ana.user.id,
      member_ids: [s.ana.user.id, s.bruno.user.id],
      number_ids: [sales],
      ring_strategy: 'round_robin',
      agent_ring_seconds: 20,
      total_ring_seconds: 60,
      business_hours: { '1': [weekdayHours], '6': [{ open: '10:00', close: '14:00' }] },
      closed_dates: ['2026-12-25', '2026-01-01', '2026-12-25'],
      fallback_action: 'greeting',
    });
    expect(created.statusCode).toBe(201);
    const team = created.json().data;
    expect(team).toMatchObject({
      name: 'Sales Mexico City',
      leader: { id: s.ana.user.id, name: 'Ana Ruiz' },
      numbers: [{ id: sales, number: '+525511110001', friendly_name: null }],
      ring_strategy: 'round_robin',
      agent_ring_seconds: 20,
      total_ring_seconds: 60,
      business_hours: { '1': [weekdayHours], '6': [{ open: '10:00', close: '14:00' }] },
      closed_dates: ['2026-01-01', '2026-12-25'],
      time_zone: 'America/Mexico_City',
      fallback_action: 'greeting',
      fallback_team: null,
    });
    // Nobody is connected: both members show offline.
    expect(
      team.members.map((m: { name: string; availability: { status: string } }) => [
        m.name,
        m.availability.status,
      ]),
    ).toEqual([
      ['Ana Ruiz', 'offline'],
      ['Bruno Díaz', 'offline'],
    ]);
    expect(typeof team.opening.open).toBe('boolean');
    expect(team.opening.open ? team.opening.closes_at : team.opening.opens_at).toMatch(/^\d{4}-/);

    const list = await inject('GET', s.base, s.staff.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { id: number }) => x.id)).toEqual([team.id]);
    const read = await inject('GET', `${s.base}/${team.id}`, s.ana.headers);
    expect(read.json().data.name).toBe('Sales Mexico City');
  });

  it('defaults: simultaneous, 25 s per agent in 90 s, no hours, voicemail', async () => {
    const s = await setup();
    const created = await inject('POST', s.base, s.admin.headers, { name: 'Customer care' });
    expect(created.json().data).toMatchObject({
      ring_strategy: 'simultaneous',
      agent_ring_seconds: 25,
      total_ring_seconds: 90,
      business_hours: {},
      closed_dates: [],
      fallback_action: 'voicemail',
      members: [],
      numbers: [],
      opening: { open: false, opens_at: null, closes_at: null },
    });
  });

  it('members must be agents of the organization, numbers its own and not another team’s: 422 by field, nothing saved', async () => {
    const s = await setup();
    const other = await setup();
    const mine = await s.number('+525511110002');
    const theirs = await other.number('+525511110003');
    const first = await inject('POST', s.base, s.admin.headers, { name: 'Sales', number_ids: [mine] });
    expect(first.statusCode).toBe(201);

    const bad = await inject('POST', s.base, s.admin.headers, {
      name: 'Care',
      leader_id: other.ana.user.id,
      member_ids: [s.ana.user.id, s.staff.user.id, other.bruno.user.id],
      number_ids: [theirs],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      leader_id: ['The leader must be a member of this organization.'],
      member_ids: [
        `These users are not agents of this organization: ${s.staff.user.id}, ${other.bruno.user.id}.`,
      ],
      number_ids: [`These numbers are not numbers of this organization: ${theirs}.`],
    });
    const taken = await inject('POST', s.base, s.admin.headers, { name: 'Care', number_ids: [mine] });
    expect(taken.json().errors).toEqual({
      number_ids: ['The number +525511110002 is already answered by the team "Sales".'],
    });
    const sameName = await inject('POST', s.base, s.admin.headers, { name: 'sales' });
    expect(sameName.json().errors).toEqual({ name: ['A team with this name already exists.'] });
    expect(
      (await inject('GET', s.base, s.admin.headers)).json().data.map((x: { name: string }) => x.name),
    ).toEqual(['Sales']);
  });

  it('ring seconds within bounds and per agent at most the total; hours open before close, no overlap; real closed dates', async () => {
    const s = await setup();
    const post = (payload: object) => inject('POST', s.base, s.admin.headers, { name: 'Care', ...payload });
    expect((await post({ agent_ring_seconds: 2, total_ring_seconds: 9999 })).json().errors).toEqual({
      agent_ring_seconds: ['Must be at least 5 seconds.'],
      total_ring_seconds: ['Must be at most 600 seconds.'],
    });
    expect((await post({ agent_ring_seconds: 60, total_ring_seconds: 30 })).json().errors).toEqual({
      agent_ring_seconds: [
        "Must be at most the team's total ring time (30 seconds): each agent rings inside it.",
      ],
    });
    const hours = await post({
      business_hours: { '1': [{ open: '18:00', close: '09:00' }], '2': [{ open: '9:00', close: '25:00' }] },
    });
    expect(hours.statusCode).toBe(422);
    expect(hours.json().errors).toEqual({
      'business_hours.1.0.close': ['The opening time must be before the closing time.'],
      'business_hours.2.0.open': ['Use a time as HH:MM.'],
      'business_hours.2.0.close': ['Use a time as HH:MM (24:00 for midnight).'],
    });
    const overlap = await post({
      business_hours: { '3': [weekdayHours, { open: '17:00', close: '20:00' }] },
    });
    expect(overlap.json().errors).toEqual({
      'business_hours.3': ['The openings 09:00-18:00 and 17:00-20:00 overlap.'],
    });
    const dates = await post({ closed_dates: ['2026-02-30', '2026-12-25', 'tomorrow'] });
    expect(dates.json().errors).toEqual({
      'closed_dates.0': ['Use a real date as YYYY-MM-DD.'],
      'closed_dates.2': ['Use a real date as YYYY-MM-DD.'],
    });
    const unknownDay = await post({ business_hours: { '8': [weekdayHours] } });
    expect(unknownDay.statusCode).toBe(422);
    // Until midnight is allowed.
    expect((await post({ business_hours: { '5': [{ open: '20:00', close: '24:00' }] } })).statusCode).toBe(
      201,
    );
  });

  it('an update re-checks the merged team: per-agent seconds against the stored total', async () => {
    const s = await setup();
    const id = (
      await inject('POST', s.base, s.admin.headers, { name: 'Care', total_ring_seconds: 40 })
    ).json().data.id;
    const update = await inject('PUT', `${s.base}/${id}`, s.admin.headers, { agent_ring_seconds: 45 });
    expect(update.statusCode).toBe(422);
    const ok = await inject('PUT', `${s.base}/${id}`, s.admin.headers, { agent_ring_seconds: 40 });
    expect(ok.json().data).toMatchObject({ agent_ring_seconds: 40, total_ring_seconds: 40 });
  });

  it('fallback team: required for the action, of the same organization, not itself, no loop', async () => {
    const s = await setup();
    const other = await setup();
    const create = async (name: string, payload: object = {}) =>
      inject('POST', s.base, s.admin.headers, { name, ...payload });
    const a = (await create('Sales')).json().data.id;
    const b = (await create('Care', { fallback_action: 'team', fallback_team_id: a })).json().data;
    expect(b.fallback_team).toEqual({ id: a, name: 'Sales' });
    const foreign = (await inject('POST', other.base, other.admin.headers, { name: 'Elsewhere' })).json().data
      .id;

    expect((await create('X', { fallback_action: 'team' })).json().errors).toEqual({
      fallback_team_id: ['Choose the team that takes the calls this team does not answer.'],
    });
    expect((await create('X', { fallback_action: 'team', fallback_team_id: foreign })).json().errors).toEqual(
      {
        fallback_team_id: ['The fallback team must be a team of this organization.'],
      },
    );
    const self = await inject('PUT', `${s.base}/${a}`, s.admin.headers, {
      fallback_action: 'team',
      fallback_team_id: a,
    });
    expect(self.json().errors).toEqual({
      fallback_team_id: ['The fallback team must be another team, not this one.'],
    });
    const loop = await inject('PUT', `${s.base}/${a}`, s.admin.headers, {
      fallback_action: 'team',
      fallback_team_id: b.id,
    });
    expect(loop.json().errors).toEqual({
      fallback_team_id: ['The team "Care" falls back to this team: calls would go round in a loop.'],
    });
    // Another action drops the team.
    const voicemail = await inject('PUT', `${s.base}/${b.id}`, s.admin.headers, {
      fallback_action: 'voicemail',
    });
    expect(voicemail.json().data).toMatchObject({ fallback_action: 'voicemail', fallback_team: null });
  });

  it('deleting a team frees its numbers and sends teams falling back to it to voicemail', async () => {
    const s = await setup();
    const n = await s.number('+525511110004');
    const a = (await inject('POST', s.base, s.admin.headers, { name: 'Sales', number_ids: [n] })).json().data
      .id;
    const b = (
      await inject('POST', s.base, s.admin.headers, {
        name: 'Care',
        fallback_action: 'team',
        fallback_team_id: a,
      })
    ).json().data.id;
    expect((await inject('DELETE', `${s.base}/${a}`, s.admin.headers)).statusCode).toBe(204);
    expect((await inject('GET', `${s.base}/${b}`, s.admin.headers)).json().data).toMatchObject({
      fallback_action: 'voicemail',
      fallback_team: null,
    });
    expect((await inject('GET', `${s.base}/${a}`, s.admin.headers)).statusCode).toBe(404);
    expect((await inject('PUT', `${s.base}/${b}`, s.admin.headers, { number_ids: [n] })).statusCode).toBe(
      200,
    );
  });

  it('members read but do not write (403); another organization’s team is 404 on every route', async () => {
    const s = await setup();
    const other = await setup();
    const id = (await inject('POST', s.base, s.admin.headers, { name: 'Sales' })).json().data.id;
    expect((await inject('POST', s.base, s.ana.headers, { name: 'Mine' })).statusCode).toBe(403);
    expect((await inject('PUT', `${s.base}/${id}`, s.staff.headers, { name: 'Mine' })).statusCode).toBe(403);
    expect((await inject('DELETE', `${s.base}/${id}`, s.ana.headers)).statusCode).toBe(403);
    // The other organization's URL with this team's id: 404, even for an administrator.
    expect((await inject('GET', `${other.base}/${id}`, other.admin.headers)).statusCode).toBe(404);
    expect((await inject('GET', `${other.base}/${id}`, other.ana.headers)).statusCode).toBe(404);
    expect(
      (await inject('PUT', `${other.base}/${id}`, other.admin.headers, { name: 'Stolen' })).statusCode,
    ).toBe(404);
    expect((await inject('DELETE', `${other.base}/${id}`, other.admin.headers)).statusCode).toBe(404);
    // A member of the other organization reaching this one: 404 for its routes.
    expect((await inject('GET', s.base, other.ana.headers)).statusCode).toBe(404);
    expect((await inject('GET', `${s.prefix}/agents`, other.ana.headers)).statusCode).toBe(404);
    expect((await inject('GET', `${s.base}/${id}`, s.admin.headers)).json().data.name).toBe('Sales');
  });

  it('changes are announced on the organization’s presence channel, so open lists refresh', async () => {
    const s = await setup();
    const browser = await connect(s.staff.headers, s.org.id);
    const id = (await inject('POST', s.base, s.admin.headers, { name: 'Sales' })).json().data.id;
    await browser.waitFor((f) => f.event === 'record.created' && (f.data as { id: number }).id === id);
    expect(browser.frames.find((f) => f.event === 'record.created')?.data).toEqual({ module: 'teams', id });
    await inject('DELETE', `${s.base}/${id}`, s.admin.headers);
    await browser.waitFor((f) => f.event === 'record.deleted' && (f.data as { id: number }).id === id);
  });
});

describe('agent availability', () => {
  it('an agent sets themselves unavailable with a reason; colleagues hear it and see it beside the agent', async () => {
    const s = await setup();
    const colleague = await connect(s.staff.headers, s.org.id);
    await connect(s.ana.headers, s.org.id);
    expect(
      (await inject('PUT', '/api/v2/agent/availability', s.ana.headers, { status: 'unavailable' })).json(),
    ).toMatchObject({ errors: { reason: ['Say why you are unavailable.'] } });
    const set = await inject('PUT', '/api/v2/agent/availability', s.ana.headers, {
      status: 'unavailable',
      reason: 'Lunch',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ status: 'unavailable', reason: 'Lunch', chosen: 'unavailable' });
    await colleague.waitFor(
      (f) =>
        f.event === 'record.updated' &&
        JSON.stringify(f.data) === JSON.stringify({ module: 'agents', id: s.ana.user.id }),
    );
    const agents = (await inject('GET', `${s.prefix}/agents`, s.staff.headers)).json().data;
    expect(
      agents.map((a: { name: string; availability: { status: string; reason: string | null } }) => [
        a.name,
        a.availability.status,
        a.availability.reason,
      ]),
    ).toEqual([
      ['Ana Ruiz', 'unavailable', 'Lunch'],
      ['Bruno Díaz', 'offline', null],
    ]);
    const back = await inject('PUT', '/api/v2/agent/availability', s.ana.headers, {
      status: 'available',
      reason: 'x',
    });
    expect(back.json().data).toMatchObject({ status: 'available', reason: null });
    expect((await inject('GET', '/api/v2/agent/availability', s.ana.headers)).json().data.status).toBe(
      'available',
    );
  });

  it('offline follows the presence channel: connected shows the choice, disconnected shows offline', async () => {
    const s = await setup();
    const me = () => inject('GET', '/api/v2/agent/availability', s.bruno.headers);
    expect((await me()).json().data.status).toBe('offline');
    const browser = await connect(s.bruno.headers, s.org.id);
    expect((await me()).json().data.status).toBe('available');
    browser.close();
    await browser.closed;
    // The server drops the member once it sees the socket close.
    await expect.poll(async () => (await me()).json().data.status).toBe('offline');
  });

  it('only agents have an availability (403 for staff); bad input is 422', async () => {
    const s = await setup();
    expect((await inject('GET', '/api/v2/agent/availability', s.staff.headers)).statusCode).toBe(403);
    expect(
      (await inject('PUT', '/api/v2/agent/availability', s.ana.headers, { status: 'on_call' })).statusCode,
    ).toBe(422);
    const long = await inject('PUT', '/api/v2/agent/availability', s.ana.headers, {
      status: 'unavailable',
      reason: 'x'.repeat(101),
    });
    expect(long.json().errors).toEqual({ reason: ['Must be at most 100 characters.'] });
  });

  it('a call: on a call, then wrap-up for the organization’s seconds, then the agent’s choice again (no timer)', async () => {
    const s = await setup();
    const everyone: PresenceReader = {
      presenceMembers: async () => [{ user_id: String(s.ana.user.id) }],
    };
    const status = async (at?: Date) =>
      (await getAvailabilities(t.app.db, [s.ana.user.id], everyone, at)).get(s.ana.user.id);
    await inject('PUT', `${s.prefix}/call-settings`, s.admin.headers, { wrap_up_seconds: 45 });
    await markOnCall(t.app.db, s.ana.user.id);
    expect((await status())?.status).toBe('on_call');
    const before = Date.now();
    await markCallEnded(t.app.db, s.org.id, s.ana.user.id);
    const wrapUp = await status();
    expect(wrapUp?.status).toBe('wrap_up');
    const until = new Date(wrapUp?.wrap_up_until ?? 0).getTime();
    expect(until - before).toBeGreaterThanOrEqual(45_000);
    expect(until - before).toBeLessThan(50_000);
    // After the wrap-up the derived status is available again, on any instance, with nothing scheduled.
    const later = new Date(until + 1000);
    expect(await status(later)).toMatchObject({ status: 'available', wrap_up_until: null });
    expect((await status(later))?.last_call_ended_at).not.toBeNull();

    // Unavailable before the call: back to unavailable (with the reason) once wrap-up ends.
    await inject('PUT', '/api/v2/agent/availability', s.ana.headers, {
      status: 'unavailable',
      reason: 'Meeting',
    });
    await markOnCall(t.app.db, s.ana.user.id);
    expect((await status())?.status).toBe('on_call');
    await markCallEnded(t.app.db, s.org.id, s.ana.user.id);
    expect(await status(new Date(Date.now() + 60_000))).toMatchObject({
      status: 'unavailable',
      reason: 'Meeting',
    });
  });

  it('a call marked ongoing for more than 12 hours counts as over (a lost hang-up never blocks an agent)', async () => {
    const s = await setup();
    const everyone: PresenceReader = { presenceMembers: async () => [{ user_id: String(s.bruno.user.id) }] };
    await markOnCall(t.app.db, s.bruno.user.id);
    const later = new Date(Date.now() + 13 * 3600_000);
    expect(
      (await getAvailabilities(t.app.db, [s.bruno.user.id], everyone, later)).get(s.bruno.user.id)?.status,
    ).toBe('available');
  });
});

describe('call settings', () => {
  it('defaults 30 s wrap-up and 15 min callback SLA; admins change them within bounds; members may not', async () => {
    const s = await setup();
    const url = `${s.prefix}/call-settings`;
    expect((await inject('GET', url, s.admin.headers)).json().data).toEqual({
      wrap_up_seconds: 30,
      missed_call_sla_minutes: 15,
    });
    expect((await inject('GET', url, s.ana.headers)).statusCode).toBe(403);
    expect((await inject('PUT', url, s.ana.headers, { wrap_up_seconds: 5 })).statusCode).toBe(403);
    const bad = await inject('PUT', url, s.admin.headers, {
      wrap_up_seconds: -1,
      missed_call_sla_minutes: 0,
    });
    expect(bad.json().errors).toEqual({
      wrap_up_seconds: ['Must be 0 or more seconds.'],
      missed_call_sla_minutes: ['Must be at least 1 minute.'],
    });
    const ok = await inject('PUT', url, s.admin.headers, { missed_call_sla_minutes: 30 });
    expect(ok.json().data).toEqual({ wrap_up_seconds: 30, missed_call_sla_minutes: 30 });
    expect(await getCallSettings(t.app.db, s.org.id)).toEqual({
      wrap_up_seconds: 30,
      missed_call_sla_minutes: 30,
    });
  });

  it('wrap-up of 0 seconds: available as soon as the call ends', async () => {
    const s = await setup();
    await inject('PUT', `${s.prefix}/call-settings`, s.admin.headers, { wrap_up_seconds: 0 });
    const present: PresenceReader = { presenceMembers: async () => [{ user_id: String(s.ana.user.id) }] };
    await markOnCall(t.app.db, s.ana.user.id);
    await markCallEnded(t.app.db, s.org.id, s.ana.user.id);
    expect((await getAvailabilities(t.app.db, [s.ana.user.id], present)).get(s.ana.user.id)?.status).toBe(
      'available',
    );
  });
});

describe('routing reads', () => {
  it('getTeamForNumber: the number’s team with strategy, seconds, hours, fallback and members’ availability', async () => {
    const s = await setup();
    const other = await setup();
    const n = await s.number('+525511110005');
    const spare = await s.number('+525511110006');
    const care = (await inject('POST', s.base, s.admin.headers, { name: 'Care' })).json().data.id;
    const id = (
      await inject('POST', s.base, s.admin.headers, {
        name: 'Sales',
        member_ids: [s.ana.user.id, s.bruno.user.id],
        number_ids: [n],
        ring_strategy: 'longest_idle',
        agent_ring_seconds: 15,
        total_ring_seconds: 45,
        business_hours: { '3': [weekdayHours] },
        closed_dates: ['2026-03-11'],
        fallback_action: 'team',
        fallback_team_id: care,
      })
    ).json().data.id;
    await inject('PUT', '/api/v2/agent/availability', s.bruno.headers, {
      status: 'unavailable',
      reason: 'Break',
    });
    const presence: PresenceReader = { presenceMembers: async () => [{ user_id: String(s.bruno.user.id) }] };
    const data = { db: t.app.db, organization: await getOrganizationScope(t.app.db, s.org.id) };
    // Wednesday 4 March 2026, 10:00 in Mexico City.
    const team = await getTeamForNumber(data, n, presence, new Date('2026-03-04T16:00:00Z'));
    expect(team).toMatchObject({
      id,
      name: 'Sales',
      ringStrategy: 'longest_idle',
      agentRingSeconds: 15,
      totalRingSeconds: 45,
      fallbackAction: 'team',
      fallbackTeamId: care,
      hours: { timeZone: 'America/Mexico_City', closedDates: ['2026-03-11'] },
      opening: { open: true, closesAt: new Date('2026-03-05T00:00:00Z'), opensAt: null },
    });
    expect(team?.members.map((m) => [m.name, m.availability.status, m.availability.reason])).toEqual([
      ['Ana Ruiz', 'offline', null],
      ['Bruno Díaz', 'unavailable', 'Break'],
    ]);
    // The closed Wednesday a week later: closed, next open Thursday? No hours on Thursday: the Wednesday after.
    const closed = await getTeamForNumber(data, n, presence, new Date('2026-03-11T16:00:00Z'));
    expect(closed?.opening).toEqual({
      open: false,
      closesAt: null,
      opensAt: new Date('2026-03-18T15:00:00Z'),
    });
    expect(await getTeamForNumber(data, spare, presence)).toBeUndefined();
    const otherData = { db: t.app.db, organization: await getOrganizationScope(t.app.db, other.org.id) };
    expect(await getTeamForNumber(otherData, n, presence)).toBeUndefined();
  });
});
