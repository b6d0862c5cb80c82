import { agentChannel, organizationPresenceChannel } from '@aurora/contracts/realtime';
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '#app';
import { loadConfig } from '#platform/config.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { generateRealtimeApp } from './credentials.ts';
import { signChannel } from './signatures.ts';

// With REDIS_URL set (CI's server suites) the same tests run on the Redis bus.
const redisUrl = process.env.REDIS_URL || undefined;
const credentials = generateRealtimeApp();

let t: TestApp;
let apiUrl: string;
let realtimePort: number;
const pushers: Pusher[] = [];

beforeAll(async () => {
  const { realtime } = loadConfig({});
  t = await createTestApp({ redisUrl, realtime: { ...realtime, app: credentials } });
  apiUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  realtimePort = await t.app.realtime.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const pusher of pushers) pusher.disconnect();
  await t?.close();
});

function connect(token: string, port = realtimePort): Pusher {
  const pusher = new Pusher(credentials.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${apiUrl}/api/v2/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${token}` },
    },
  });
  pushers.push(pusher);
  return pusher;
}

const once = <T>(channel: Channel | Pusher, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    channel.bind(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });

const form = (body: Record<string, string>) => ({
  payload: new URLSearchParams(body).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('POST /broadcasting/auth', () => {
  it('own agent channel, form-encoded as pusher-js sends it: answers the HMAC signature for this socket', async () => {
    const { user, headers } = await signedIn(t.app, { agent: true });
    const channel = agentChannel(user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/broadcasting/auth',
      ...form({ socket_id: '123.456', channel_name: channel }),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ auth: signChannel(credentials, '123.456', channel) });
  });

  it("another agent's channel, or an unknown kind of channel: 403; without a token: 401", async () => {
    const { user, headers } = await signedIn(t.app, { agent: true });
    const post = (channel: string, h: Record<string, string> = headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/broadcasting/auth',
        headers: h,
        payload: { socket_id: '1.2', channel_name: channel },
      });
    expect((await post(agentChannel(user.id + 1))).statusCode).toBe(403);
    expect((await post('private-admin')).statusCode).toBe(403);
    expect((await post(agentChannel(user.id), {})).statusCode).toBe(401);
    expect((await post('bad channel!')).statusCode).toBe(422);
  });

  it('presence channel of an organization: signed with channel_data for members, 403 for others', async () => {
    const org = await createOrganization(t.db);
    const other = await createOrganization(t.db);
    const { user, headers } = await signedIn(t.app, { organizations: [org.id], name: 'Ana Ruiz' });
    const post = (channel: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/broadcasting/auth',
        headers,
        payload: { socket_id: '5.6', channel_name: channel },
      });
    const mine = await post(organizationPresenceChannel(org.id));
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ auth: string; channel_data: string }>();
    expect(JSON.parse(body.channel_data)).toEqual({
      user_id: String(user.id),
      user_info: { name: 'Ana Ruiz' },
    });
    expect(body.auth).toBe(
      signChannel(credentials, '5.6', organizationPresenceChannel(org.id), body.channel_data),
    );
    expect((await post(organizationPresenceChannel(other.id))).statusCode).toBe(403);
  });

  it('rate limit: too many authorisations in a minute get 429 with Retry-After', async () => {
    const { user, headers } = await signedIn(t.app, { agent: true });
    let last = 200;
    for (let i = 0; i < 121 && last === 200; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/broadcasting/auth',
        headers,
        payload: { socket_id: '1.1', channel_name: agentChannel(user.id) },
      });
      last = response.statusCode;
      if (last === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(last).toBe(429);
  });
});

describe('GET /auth/client-config and GET /health', () => {
  it('config: tells clients the key, the port really listened on and the telephony provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/client-config' });
    expect(response.json()).toEqual({
      data: {
        realtime: { key: credentials.key, host: null, port: realtimePort, tls: false },
        telephony: { provider: 'simulator' },
      },
    });
  });

  it('health: public liveness only; the counters are for administrators', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const admin = await signedIn(t.app, { admin: true });
    const stats = await t.app.inject({
      method: 'GET',
      url: '/api/v2/realtime/stats',
      headers: admin.headers,
    });
    expect(stats.json().data).toMatchObject({
      connections: expect.any(Number),
      redis: redisUrl ? 'up' : 'off',
    });
    const member = await signedIn(t.app);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v2/realtime/stats',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('pusher-js 8 against the server', () => {
  it('own private channel: subscribes through the real auth endpoint and receives a published event', async () => {
    const { user, token } = await signedIn(t.app, { agent: true });
    const pusher = connect(token);
    const channel = pusher.subscribe(agentChannel(user.id));
    await once(channel, 'pusher:subscription_succeeded');
    const received = once<{ call_id: number; from: string }>(channel, 'call.incoming');
    await t.app.realtime.publish(agentChannel(user.id), 'call.incoming', {
      call_id: 42,
      from: '+525512345678',
    });
    expect(await received).toEqual({ call_id: 42, from: '+525512345678' });
  });

  it("another agent's channel: refused with a subscription error and receives none of its events", async () => {
    const victim = await signedIn(t.app, { agent: true });
    const { token } = await signedIn(t.app, { agent: true });
    const pusher = connect(token);
    const channel = pusher.subscribe(agentChannel(victim.user.id));
    const error = await once<{ status: number }>(channel, 'pusher:subscription_error');
    expect(error.status).toBe(403);
    let leaked = false;
    channel.bind('call.incoming', () => {
      leaked = true;
    });
    // A raw subscription with a forged auth is refused by the websocket server itself.
    pusher.connection.send_event('pusher:subscribe', {
      channel: agentChannel(victim.user.id),
      auth: signChannel({ ...credentials, secret: 'not-the-secret-0000' }, pusher.connection.socket_id, 'x'),
    });
    const mine = pusher.subscribe('public-probe');
    await once(mine, 'pusher:subscription_succeeded');
    const probe = once(mine, 'call.incoming');
    await t.app.realtime.publish([agentChannel(victim.user.id), 'public-probe'], 'call.incoming', {
      call_id: 1,
    });
    await probe;
    expect(leaked).toBe(false);
  });

  it('server restart: the client reconnects on its own, resubscribes and receives events again', async () => {
    const { user, token } = await signedIn(t.app, { agent: true });
    const pusher = connect(token);
    const channel = pusher.subscribe(agentChannel(user.id));
    await once(channel, 'pusher:subscription_succeeded');
    const firstSocket = pusher.connection.socket_id;
    for (const other of pushers) if (other !== pusher) other.disconnect();
    const resubscribed = once(channel, 'pusher:subscription_succeeded', 15_000);
    // A second app on the same database and port stands in for the restarted process.
    let restarted: App | undefined;
    try {
      // The old server stops listening at once and closes its sockets with 4200 over the drain
      // window; the replacement takes the port meanwhile (pusher-js in Node, unlike browsers,
      // hangs 15 s on a refused connection, so the test avoids a gap).
      const draining = t.app.realtime.close({ drainMs: 1000 });
      restarted = await buildApp(t.config, t.db);
      await restarted.realtime.listen({ host: '127.0.0.1', port: realtimePort });
      await draining;
      await resubscribed;
      expect(pusher.connection.socket_id).not.toBe(firstSocket);
      const server = restarted.realtime;
      const received = once<{ call_id: number }>(channel, 'call.recording.ready');
      await server.publish(agentChannel(user.id), 'call.recording.ready', { call_id: 7 });
      expect(await received).toEqual({ call_id: 7 });
    } finally {
      pusher.disconnect();
      await restarted?.close();
    }
  });
});
