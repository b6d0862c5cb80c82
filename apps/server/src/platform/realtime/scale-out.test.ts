import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRealtimeApp } from './credentials.ts';
import { createRealtimeServer, type RealtimeServer } from './realtime-server.ts';
import { createRedisBus } from './redis-bus.ts';
import { signChannel } from './signatures.ts';
import { appPath, connectRaw, eventually, type RawClient, reachable } from './test-clients.ts';

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const hasRedis = await reachable(redisUrl);
if (!hasRedis) console.warn(`realtime scale-out tests skipped: no Redis at ${redisUrl} (set REDIS_URL)`);

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const app = generateRealtimeApp();
const prefix = `aurora:rt:test-${randomBytes(4).toString('hex')}:`;
const clients: RawClient[] = [];
const servers: RealtimeServer[] = [];

/** A TCP relay in front of Redis that can be cut and restored, so the shared Redis is never stopped. */
function createRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let relayPort = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      const relay = createServer((inbound) => {
        const outbound = createConnection({ host: hostname, port: Number(port || 6379) });
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            sockets.delete(socket);
            inbound.destroy();
            outbound.destroy();
          });
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server = relay;
      relay.listen(relayPort, '127.0.0.1', () => {
        relayPort = (relay.address() as { port: number }).port;
        resolve(relayPort);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  return { start, stop };
}

/** What a node's Redis bus logged, a line each: `warn: message`. */
function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (_object: object, message: string) => lines.push(`info: ${message}`),
    warn: (_object: object, message: string) => lines.push(`warn: ${message}`),
  };
}

async function node(url: string) {
  const log = recordingLog();
  const server = createRealtimeServer({
    app,
    bus: createRedisBus(url, { prefix, log }),
    log: silentLog,
  });
  servers.push(server);
  const port = await server.listen({ host: '127.0.0.1', port: 0 });
  await eventually(() => server.stats().redis === 'up');
  return { server, port, log: log.lines };
}

async function subscriber(port: number, channel: string, channelData?: string) {
  const c = await connectRaw(port, appPath(app.key));
  clients.push(c);
  c.send({
    event: 'pusher:subscribe',
    data: { channel, auth: signChannel(app, c.socketId(), channel, channelData), channel_data: channelData },
  });
  await c.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
  return c;
}

const member = (id: string, name: string) => JSON.stringify({ user_id: id, user_info: { name } });

describe.skipIf(!hasRedis)('realtime across instances sharing Redis', () => {
  let a: Awaited<ReturnType<typeof node>>;
  let b: Awaited<ReturnType<typeof node>>;
  let redis: Redis;
  const relay = createRelay(redisUrl);

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    // Both nodes reach Redis through the relay: stopping it is Redis going away for both.
    const relayUrl = `redis://127.0.0.1:${await relay.start()}`;
    a = await node(relayUrl);
    b = await node(relayUrl);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all(servers.map((server) => server.close()));
    await relay.stop();
    await redis.quit();
  });

  it('publish on A: reaches a client connected to B, once', async () => {
    const onB = await subscriber(b.port, 'private-agent.1');
    await eventually(async () => (await redis.pubsub('NUMSUB', `${prefix}ch:private-agent.1`))[1] === 1);
    await a.server.publish('private-agent.1', 'call.incoming', { call_id: 11 });
    const frame = await onB.waitFor((f) => f.event === 'call.incoming');
    expect(frame.data).toEqual({ call_id: 11 });
    onB.send({ event: 'pusher:ping', data: {} });
    await onB.waitFor((f) => f.event === 'pusher:pong');
    expect(onB.frames.filter((f) => f.event === 'call.incoming')).toHaveLength(1);
  });

  it('Redis subscriptions: a node holds only the channels of its own sockets, and drops them with the last socket', async () => {
    const c = await subscriber(a.port, 'private-agent.2');
    const channelsOf = async () => (await redis.pubsub('CHANNELS', `${prefix}ch:*`)).sort();
    await eventually(async () => (await channelsOf()).includes(`${prefix}ch:private-agent.2`));
    expect(await redis.pubsub('NUMSUB', `${prefix}ch:private-agent.2`)).toEqual([
      `${prefix}ch:private-agent.2`,
      1,
    ]);
    c.close();
    await eventually(async () => !(await channelsOf()).includes(`${prefix}ch:private-agent.2`));
  });

  it('presence: both nodes list the members connected to either, and member_added crosses nodes', async () => {
    const channel = 'presence-organization.9';
    const ana = await subscriber(a.port, channel, member('1', 'Ana'));
    const beto = await subscriber(b.port, channel, member('2', 'Beto'));
    const list = await beto.waitFor((f) => f.event === 'pusher_internal:subscription_succeeded');
    expect((list.data as { presence: { ids: string[] } }).presence.ids.sort()).toEqual(['1', '2']);
    await ana.waitFor((f) => f.event === 'pusher_internal:member_added');
    const ids = async (server: RealtimeServer) =>
      (await server.presenceMembers(channel)).map((m) => m.user_id).sort();
    expect(await ids(a.server)).toEqual(['1', '2']);
    expect(await ids(b.server)).toEqual(['1', '2']);
    beto.close();
    await ana.waitFor((f) => f.event === 'pusher_internal:member_removed');
    expect(await ids(a.server)).toEqual(['1']);
  });

  it('Redis lost: each node still delivers to its own sockets, logs it once, and fans out again when Redis returns', async () => {
    const onA = await subscriber(a.port, 'private-agent.3');
    const onB = await subscriber(b.port, 'private-agent.3');
    const logged = [a.log.length, b.log.length];
    await relay.stop();
    await eventually(() => a.server.stats().redis === 'down' && b.server.stats().redis === 'down');

    const statuses = ['ringing', 'in-progress', 'completed'];
    for (const status of statuses) {
      await a.server.publish('private-agent.3', 'call.status.updated', { call_id: 1, status });
      await b.server.publish('private-agent.3', 'call.status.updated', { call_id: 2, status });
    }
    const late = await subscriber(b.port, 'private-agent.4');
    const callsHeard = async (c: RawClient) => {
      c.send({ event: 'pusher:ping', data: {} });
      await c.waitFor((f) => f.event === 'pusher:pong');
      return c.frames
        .filter((f) => f.event === 'call.status.updated')
        .map((f) => (f.data as { call_id: number }).call_id);
    };
    // Each node's own sockets hear every event of their node, and only those.
    expect(await callsHeard(onA)).toEqual([1, 1, 1]);
    expect(await callsHeard(onB)).toEqual([2, 2, 2]);
    // The reconnect attempts and failed publishes of the outage make one line per node.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const [index, lines] of [a.log, b.log].entries()) {
      expect(lines.slice(logged[index])).toEqual([
        'warn: realtime: Redis unavailable; delivering to local sockets only',
      ]);
    }

    await relay.start();
    await eventually(() => a.server.stats().redis === 'up' && b.server.stats().redis === 'up', 10_000);
    for (const lines of [a.log, b.log]) {
      expect(lines.at(-1)).toBe('info: realtime: Redis back; fan-out across instances resumed');
    }
    await eventually(async () => (await redis.pubsub('NUMSUB', `${prefix}ch:private-agent.4`))[1] === 1);
    await a.server.publish(['private-agent.3', 'private-agent.4'], 'call.status.updated', { call_id: 3 });
    await b.server.publish('private-agent.3', 'call.status.updated', { call_id: 4 });
    const heard = (c: RawClient, callId: number) =>
      c.waitFor(
        (f) => f.event === 'call.status.updated' && (f.data as { call_id: number }).call_id === callId,
      );
    await Promise.all([heard(onA, 3), heard(onB, 3), heard(late, 3), heard(onA, 4), heard(onB, 4)]);
  });
});
