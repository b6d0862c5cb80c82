import { organizationPresenceChannel } from '@aurora/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { appPath, connectRaw, type RawClient } from '#platform/realtime/test-clients.ts';
import type { TestApp } from '#test/app.ts';
import { signedIn } from '#test/factories.ts';
import { createTelephonyTestApp, organizationWithNumber } from '#test/telephony.ts';
import type { AgentState } from './teams.agent-states.ts';
import { getAgentStateHistory, secondsInStates } from './teams.service.ts';

// The simulator's ring timeouts wait for this clock, so nothing rings out during a test.
const clock = createManualClock(new Date());
let t: TestApp;
let port: number;
const sockets: RawClient[] = [];
beforeAll(async () => {
  t = await createTelephonyTestApp({ clock });
  port = await t.app.realtime.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

type Headers = { authorization: string };
const inject = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object = {}) =>
  t.app.inject({ method, url, headers, payload });

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

const FAR_PAST = new Date('2000-01-01T00:00:00Z');
const history = async (userId: number) =>
  getAgentStateHistory(t.app.db, [userId], FAR_PAST, new Date(Date.now() + 3600_000));
/** The history as `state cause reason`, one line per change. */
const lines = async (userId: number) =>
  (await history(userId)).map((change) => [change.state, change.cause, change.reason].join(' ').trim());

describe('agent state history', () => {
  it('records each change once, with its reason: online, unavailable and why, available again', async () => {
    const { org, agent } = await organizationWithNumber(t.app);
    await connect(agent.headers, org.id);
    await inject('PUT', '/api/v2/agent/availability', agent.headers, {
      status: 'unavailable',
      reason: 'Lunch',
    });
    // The same choice again changes nothing.
    await inject('PUT', '/api/v2/agent/availability', agent.headers, {
      status: 'unavailable',
      reason: 'Lunch',
    });
    await inject('PUT', '/api/v2/agent/availability', agent.headers, {
      status: 'unavailable',
      reason: 'Training',
    });
    await inject('PUT', '/api/v2/agent/availability', agent.headers, { status: 'available' });
    expect(await lines(agent.user.id)).toEqual([
      'available presence_joined',
      'unavailable choice Lunch',
      'unavailable choice Training',
      'available choice',
    ]);
    const times = (await history(agent.user.id)).map((change) => change.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('presence leaving is offline; a choice made while offline is kept for when the agent is back', async () => {
    const { org, agent } = await organizationWithNumber(t.app);
    const browser = await connect(agent.headers, org.id);
    browser.close();
    await expect.poll(async () => (await lines(agent.user.id)).at(-1)).toBe('offline presence_left');
    await inject('PUT', '/api/v2/agent/availability', agent.headers, {
      status: 'unavailable',
      reason: 'Away',
    });
    await connect(agent.headers, org.id);
    expect(await lines(agent.user.id)).toEqual([
      'available presence_joined',
      'offline presence_left',
      // Still offline: only the choice behind it changed.
      'offline choice Away',
      'unavailable presence_joined Away',
    ]);
  });

  it('a staff member connecting has no agent history', async () => {
    const { org } = await organizationWithNumber(t.app);
    const staff = await signedIn(t.app, { organizations: [org.id] });
    await connect(staff.headers, org.id);
    expect(await history(staff.user.id)).toEqual([]);
  });

  it('a call rings two agents: one declines, the other answers, hangs up and is in wrap-up until its planned end', async () => {
    const { org, agent, number, base } = await organizationWithNumber(t.app, { assign: false });
    const colleague = await signedIn(t.app, { agent: true, organizations: [org.id] });
    const admin = await signedIn(t.app, { admin: true });
    await connect(agent.headers, org.id);
    await connect(colleague.headers, org.id);
    const call = (
      await inject('POST', `${base}/telephony/simulator/incoming`, admin.headers, {
        from: '+525599990021',
        to: number,
      })
    ).json().data;
    const device = (action: string, headers: Headers) =>
      inject('POST', `${base}/telephony/simulator/calls/${call.id}/${action}`, headers);
    expect((await device('decline', colleague.headers)).statusCode).toBe(200);
    expect((await device('answer', agent.headers)).statusCode).toBe(200);
    const beforeHangUp = Date.now();
    expect((await device('hangup', agent.headers)).statusCode).toBe(200);

    expect(await lines(colleague.user.id)).toEqual([
      'available presence_joined',
      'ringing call_ringing',
      'available call_declined',
    ]);
    expect(await lines(agent.user.id)).toEqual([
      'available presence_joined',
      'ringing call_ringing',
      'on_call call_started',
      'wrap_up call_ended',
    ]);
    const wrapUp = (await history(agent.user.id)).at(-1);
    const plannedEnd = (wrapUp?.wrapUpUntil?.getTime() ?? 0) - (wrapUp?.at.getTime() ?? 0);
    expect(plannedEnd).toBe(30_000);
    expect(wrapUp?.at.getTime()).toBeGreaterThanOrEqual(beforeHangUp);

    // Rolled up to a minute after the hang-up: 30 s of wrap-up, then available by itself.
    const changes = await history(agent.user.id);
    const end = (wrapUp?.at.getTime() ?? 0) + 60_000;
    const days = secondsInStates(changes, {
      timeZone: 'UTC',
      from: changes[0]?.at ?? FAR_PAST,
      until: new Date(end),
    });
    // The minute may cross midnight: the test runs on the wall clock, so it adds up every day.
    const secondsIn = (state: AgentState) => days.reduce((sum, day) => sum + day.seconds[state], 0);
    expect(secondsIn('wrap_up')).toBe(30);
    const total = days
      .flatMap((day) => Object.values(day.seconds))
      .reduce((sum, seconds) => sum + seconds, 0);
    expect(total).toBeCloseTo((end - (changes[0]?.at.getTime() ?? 0)) / 1000);
    expect(secondsIn('available')).toBeGreaterThanOrEqual(30);
  });

  it('a call nobody takes: the agent it rang is back to what they chose, with its reason', async () => {
    const { org, agent, number, base } = await organizationWithNumber(t.app, { voicemail: false });
    const admin = await signedIn(t.app, { admin: true });
    await connect(agent.headers, org.id);
    await inject('PUT', '/api/v2/agent/availability', agent.headers, {
      status: 'unavailable',
      reason: 'Break',
    });
    const incoming = await inject('POST', `${base}/telephony/simulator/incoming`, admin.headers, {
      from: '+525599990022',
      to: number,
    });
    expect(incoming.statusCode).toBe(201);
    // The number's own agent rings whatever they chose, until the number's 20 s are over.
    await clock.advance(20_000);
    expect(await lines(agent.user.id)).toEqual([
      'available presence_joined',
      'unavailable choice Break',
      'ringing call_ringing Break',
      'unavailable call_stopped_ringing Break',
    ]);
  });
});
