import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from './bus.ts';
import { generateRealtimeApp } from './credentials.ts';
import { createRealtimeServer, type RealtimeServer } from './realtime-server.ts';
import { signChannel } from './signatures.ts';
import { appPath, connectRaw, eventually, type RawClient } from './test-clients.ts';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const app = generateRealtimeApp();
let server: RealtimeServer;
let port: number;
const open: RawClient[] = [];

async function client(path = appPath(app.key)) {
  const connected = await connectRaw(port, path);
  open.push(connected);
  return connected;
}

async function subscribed(channel: string, channelData?: string) {
  const c = await client();
  const auth = channel.startsWith('p') ? signChannel(app, c.socketId(), channel, channelData) : undefined;
  c.send({ event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } });
  await c.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  return c;
}

beforeAll(async () => {
  server = createRealtimeServer({ app, bus: createLocalBus(), log: silentLog, clientEvents: true });
  port = await server.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const c of open) c.close();
  await server.close();
});

describe('realtime protocol 7', () => {
  it('connection: on open, sends connection_established with a Pusher socket id and activity timeout', async () => {
    const c = await client();
    const established = await c.waitFor((f) => f.event === 'pusher:connection_established');
    expect(established.data).toMatchObject({ activity_timeout: 30 });
    expect(c.socketId()).toMatch(/^\d+\.\d+$/);
  });

  it.each([
    ['an unknown key', '/app/nope?protocol=7', 4001],
    ['no protocol', `/app/${app.key}`, 4008],
    ['protocol 6', `/app/${app.key}?protocol=6`, 4007],
  ])('connection: with %s, is closed with the do-not-reconnect code', async (_label, path, code) => {
    const c = await client(path);
    expect(await c.closed).toBe(code);
  });

  it('ping: pusher:ping gets pusher:pong', async () => {
    const c = await client();
    c.send({ event: 'pusher:ping', data: {} });
    await c.waitFor((f) => f.event === 'pusher:pong');
  });

  it('subscribe: a public channel succeeds and receives published events, serialised as a JSON string', async () => {
    const c = await subscribed('news');
    await server.publish('news', 'headline', { title: 'Hola' });
    const frame = await c.waitFor((f) => f.event === 'headline');
    expect(frame).toMatchObject({ channel: 'news', data: { title: 'Hola' } });
    expect(c.ws.readyState).toBe(c.ws.OPEN);
  });

  it('subscribe: a private channel without a valid signature gets a channel-scoped AuthError and no events', async () => {
    const c = await client();
    c.send({ event: 'pusher:subscribe', data: { channel: 'private-agent.1' } });
    c.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-agent.2', auth: `${app.key}:${'0'.repeat(64)}` },
    });
    const first = await c.waitFor(
      (f) => f.event === 'pusher:subscription_error' && f.channel === 'private-agent.1',
    );
    expect(first.data).toMatchObject({ type: 'AuthError', status: 401 });
    await c.waitFor((f) => f.event === 'pusher:subscription_error' && f.channel === 'private-agent.2');
    await server.publish(['private-agent.1', 'private-agent.2'], 'call.incoming', { call_id: 1 });
    c.send({ event: 'pusher:ping', data: {} });
    await c.waitFor((f) => f.event === 'pusher:pong');
    expect(c.frames.some((f) => f.event === 'call.incoming')).toBe(false);
  });

  it('subscribe: a signature made for another socket is refused', async () => {
    const c = await client();
    const stolen = signChannel(app, '1234.5678', 'private-agent.3');
    c.send({ event: 'pusher:subscribe', data: { channel: 'private-agent.3', auth: stolen } });
    await c.waitFor((f) => f.event === 'pusher:subscription_error' && f.channel === 'private-agent.3');
  });

  it('publish: skips the socket named in exceptSocketId', async () => {
    const a = await subscribed('private-agent.7');
    const b = await subscribed('private-agent.7');
    await server.publish(
      'private-agent.7',
      'call.status.updated',
      { call_id: 9, status: 'ringing' },
      {
        exceptSocketId: a.socketId(),
      },
    );
    await b.waitFor((f) => f.event === 'call.status.updated');
    a.send({ event: 'pusher:ping', data: {} });
    await a.waitFor((f) => f.event === 'pusher:pong');
    expect(a.frames.some((f) => f.event === 'call.status.updated')).toBe(false);
  });

  it('unsubscribe: stops the events of that channel', async () => {
    const c = await subscribed('private-agent.8');
    c.send({ event: 'pusher:unsubscribe', data: { channel: 'private-agent.8' } });
    c.send({ event: 'pusher:ping', data: {} });
    await c.waitFor((f) => f.event === 'pusher:pong');
    await server.publish('private-agent.8', 'call.initiated', { call_id: 1 });
    c.send({ event: 'pusher:ping', data: {} });
    await eventually(() => c.frames.filter((f) => f.event === 'pusher:pong').length === 2);
    expect(c.frames.some((f) => f.event === 'call.initiated')).toBe(false);
  });

  it('malformed frames: non-JSON, too large, unknown events get pusher:error and the socket and others keep working', async () => {
    const bystander = await subscribed('private-agent.20');
    const c = await client();
    c.send('not json {');
    c.send('[1,2]');
    c.send({ event: 'pusher:subscribe', data: { nope: true } });
    c.send({ event: 'whatever', data: {} });
    c.send({ event: 'pusher:ping', data: 'x'.repeat(20_000) });
    c.ws.send(Buffer.from([1, 2, 3]));
    await eventually(() => c.frames.filter((f) => f.event === 'pusher:error').length === 6);
    const messages = c.frames
      .filter((f) => f.event === 'pusher:error')
      .map((f) => (f.data as { message: string }).message);
    expect(messages.join('\n')).toMatch(/JSON objects[\s\S]*larger than 10240 bytes/);
    expect(c.ws.readyState).toBe(c.ws.OPEN);

    const huge = await client();
    huge.send('x'.repeat(1024 * 1024));
    expect(await huge.closed).toBe(1009);

    await server.publish('private-agent.20', 'call.incoming', { call_id: 2 });
    await bystander.waitFor((f) => f.event === 'call.incoming');
    c.send({ event: 'pusher:ping', data: {} });
    await c.waitFor((f) => f.event === 'pusher:pong');
  });

  it('presence: the subscriber gets the member list, others get member_added and member_removed', async () => {
    const channel = 'presence-organization.5';
    const ana = JSON.stringify({ user_id: '1', user_info: { name: 'Ana' } });
    const beto = JSON.stringify({ user_id: '2', user_info: { name: 'Beto' } });
    const a = await subscribed(channel, ana);
    const b = await subscribed(channel, beto);
    const list = await b.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect(list.data).toEqual({
      presence: {
        ids: expect.arrayContaining(['1', '2']),
        hash: { 1: { name: 'Ana' }, 2: { name: 'Beto' } },
        count: 2,
      },
    });
    const added = await a.waitFor((f) => f.event === 'pusher_internal:member_added');
    expect(added.data).toEqual({ user_id: '2', user_info: { name: 'Beto' } });
    b.close();
    const removed = await a.waitFor((f) => f.event === 'pusher_internal:member_removed');
    expect(removed.data).toEqual({ user_id: '2' });
    expect((await server.presenceMembers(channel)).map((m) => m.user_id)).toEqual(['1']);
  });

  it('presence changes reach the listeners once per user: their first socket joining, their last leaving', async () => {
    const channel = 'presence-organization.6';
    const changes: Array<{ userId: string; present: boolean }> = [];
    server.onPresenceChange(async (change) => {
      if (change.channel === channel) changes.push({ userId: change.userId, present: change.present });
    });
    const cleo = JSON.stringify({ user_id: '3' });
    const firstTab = await subscribed(channel, cleo);
    const secondTab = await subscribed(channel, cleo);
    expect(changes).toEqual([{ userId: '3', present: true }]);
    const subscriptions = server.stats().subscriptions;
    firstTab.close();
    await eventually(() => server.stats().subscriptions === subscriptions - 1);
    // Whatever the closed tab's leaving would report is out once pending callbacks have run.
    await new Promise((resolve) => setImmediate(resolve));
    expect(changes).toEqual([{ userId: '3', present: true }]);
    secondTab.close();
    await eventually(() => changes.length === 2);
    expect(changes).toEqual([
      { userId: '3', present: true },
      { userId: '3', present: false },
    ]);
  });

  it('client events: reach the other subscribers of a private channel, never the sender, and only on channels held', async () => {
    const a = await subscribed('private-room.1');
    const b = await subscribed('private-room.1');
    a.send({ event: 'client-typing', channel: 'private-room.1', data: { who: 'a' } });
    const typing = await b.waitFor((f) => f.event === 'client-typing');
    expect(typing.data).toEqual({ who: 'a' });
    a.send({ event: 'client-typing', channel: 'private-room.2', data: {} });
    await a.waitFor((f) => f.event === 'pusher:error');
    expect(a.frames.some((f) => f.event === 'client-typing')).toBe(false);
  });

  it('stats: count connections, subscriptions and messages sent', () => {
    const stats = server.stats();
    expect(stats.connections).toBeGreaterThan(3);
    expect(stats.subscriptions).toBeGreaterThan(3);
    expect(stats.messagesSent).toBeGreaterThan(10);
    expect(stats.redis).toBe('off');
  });
});

describe('realtime server lifecycle', () => {
  it('idle socket: is pinged, then dropped with 4201 after staying silent', async () => {
    const idle = createRealtimeServer({
      app,
      bus: createLocalBus(),
      log: silentLog,
      activityTimeoutSeconds: 1,
    });
    const idlePort = await idle.listen({ host: '127.0.0.1', port: 0 });
    try {
      const c = await connectRaw(idlePort, appPath(app.key));
      await c.waitFor((f) => f.event === 'pusher:ping', 5000);
      expect(await c.closed).toBe(4201);
      expect(
        c.frames.some((f) => f.event === 'pusher:error' && (f.data as { code: number }).code === 4201),
      ).toBe(true);
    } finally {
      await idle.close();
    }
  });

  it('close: drains every socket with 4200 (reconnect now) and refuses new ones', async () => {
    const draining = createRealtimeServer({ app, bus: createLocalBus(), log: silentLog });
    const drainPort = await draining.listen({ host: '127.0.0.1', port: 0 });
    const clients = await Promise.all([1, 2, 3, 4, 5].map(() => connectRaw(drainPort, appPath(app.key))));
    await draining.close({ drainMs: 100 });
    expect(await Promise.all(clients.map((c) => c.closed))).toEqual([4200, 4200, 4200, 4200, 4200]);
    const late = await connectRaw(drainPort, appPath(app.key));
    expect(await late.closed).not.toBe(1000);
    expect(late.frames).toEqual([]);
  });
});

describe('limits', () => {
  it('health: answers liveness only, no counters', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('connections: past the cap for one address, closed with 4100; a freed slot is taken again', async () => {
    const capped = createRealtimeServer({
      app,
      bus: createLocalBus(),
      log: silentLog,
      maxConnectionsPerAddress: 2,
    });
    const cappedPort = await capped.listen({ host: '127.0.0.1', port: 0 });
    try {
      const first = await connectRaw(cappedPort, appPath(app.key));
      const second = await connectRaw(cappedPort, appPath(app.key));
      const third = await connectRaw(cappedPort, appPath(app.key));
      expect(await third.closed).toBe(4100);
      first.close();
      await first.closed;
      await eventually(() => capped.stats().connections === 1);
      const again = await connectRaw(cappedPort, appPath(app.key));
      expect(again.socketId()).toMatch(/^\d+\.\d+$/);
      second.close();
      again.close();
    } finally {
      await capped.close();
    }
  });

  it('messages: past the rate of one socket, refused with 4301 and not handled', async () => {
    const limited = createRealtimeServer({
      app,
      bus: createLocalBus(),
      log: silentLog,
      maxMessagesPerSecond: 5,
    });
    const limitedPort = await limited.listen({ host: '127.0.0.1', port: 0 });
    try {
      const c = await connectRaw(limitedPort, appPath(app.key));
      for (let i = 0; i < 8; i += 1) c.send({ event: 'pusher:ping', data: {} });
      await c.waitFor((f) => f.event === 'pusher:error' && (f.data as { code?: number }).code === 4301);
      await eventually(() => c.frames.filter((f) => f.event === 'pusher:pong').length >= 5);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(c.frames.filter((f) => f.event === 'pusher:pong')).toHaveLength(5);
      c.close();
    } finally {
      await limited.close();
    }
  });
});
