import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import { createLocalClaims, createLocalPresence, type PresenceMember, type RealtimeBus } from './bus.ts';

type Log = {
  warn: (object: object, message: string) => void;
  info: (object: object, message: string) => void;
};

const NODE_TTL_MS = 30_000;
const HEARTBEAT_MS = 10_000;
const SUBSCRIBE_CHUNK = 1000;

/**
 * Several instances behind a load balancer. A node SUBSCRIBEs in Redis only to the channels its
 * own sockets hold (not one firehose every node reads), so traffic per node follows its sockets.
 * Presence members live in one hash per channel, one field per socket (`node:socket`); a node's
 * heartbeat key tells the others whether its fields are still alive.
 *
 * Redis may go away: publishing then fails fast (no offline queue), events stay on this node, and
 * when the connections come back the node resubscribes and re-registers its presence members.
 */
export function createRedisBus(
  redisUrl: string,
  options: { prefix: string; log: Log; nodeId?: string },
): RealtimeBus {
  const { prefix, log } = options;
  const nodeId = options.nodeId ?? randomBytes(6).toString('hex');
  const channelKey = (channel: string) => `${prefix}ch:${channel}`;
  const presenceKey = (channel: string) => `${prefix}presence:${channel}`;
  const nodeKey = (id: string) => `${prefix}node:${id}`;
  const field = (socketId: string) => `${nodeId}:${socketId}`;

  const redisOptions: RedisOptions = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    autoResubscribe: false,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  };
  const pub = new Redis(redisUrl, redisOptions);
  const sub = new Redis(redisUrl, redisOptions);
  const wanted = new Set<string>();
  const local = createLocalPresence();
  const localClaims = createLocalClaims();
  let handler: (channel: string, frame: string, exceptSocketId: string | undefined) => void = () => {};
  let closed = false;
  let lastWarning = 0;

  const isUp = () => pub.status === 'ready' && sub.status === 'ready';
  const warn = (error: unknown, message: string) => {
    // One line per 10 s at most while Redis is away, not one per event.
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, message);
  };
  pub.on('error', (error) => warn(error, 'realtime: Redis unavailable; delivering to local sockets only'));
  sub.on('error', (error) => warn(error, 'realtime: Redis unavailable; delivering to local sockets only'));

  sub.on('ready', () => {
    const channels = [...wanted].map(channelKey);
    for (let i = 0; i < channels.length; i += SUBSCRIBE_CHUNK) {
      sub
        .subscribe(...channels.slice(i, i + SUBSCRIBE_CHUNK))
        .catch((error) => warn(error, 'realtime: resubscribe failed'));
    }
    if (channels.length > 0)
      log.info({ channels: channels.length }, 'realtime: Redis back, channels resubscribed');
  });
  pub.on('ready', () => {
    void heartbeat();
    // Members added while Redis was away (or all of them after a Redis restart) are written back.
    const writes = pub.multi();
    for (const [channel, members] of local.channels) {
      for (const [socketId, member] of members)
        writes.hset(presenceKey(channel), field(socketId), JSON.stringify(member));
    }
    writes.exec().catch((error) => warn(error, 'realtime: presence resync failed'));
  });

  const prefixLength = prefix.length + 3;
  sub.on('message', (redisChannel: string, message: string) => {
    // `node\nexcept\nframe`: the header is read without parsing the frame.
    const first = message.indexOf('\n');
    const second = message.indexOf('\n', first + 1);
    if (first < 0 || second < 0) return;
    if (message.slice(0, first) === nodeId) return;
    const except = message.slice(first + 1, second) || undefined;
    handler(redisChannel.slice(prefixLength), message.slice(second + 1), except);
  });

  async function heartbeat() {
    if (pub.status !== 'ready') return;
    await pub.set(nodeKey(nodeId), String(Date.now()), 'PX', NODE_TTL_MS).catch(() => {});
  }
  const heartbeatTimer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  heartbeatTimer.unref();

  /** The hash's members, one per user; fields of nodes whose heartbeat expired are removed. */
  async function readMembers(channel: string): Promise<PresenceMember[]> {
    const entries = Object.entries(await pub.hgetall(presenceKey(channel)));
    const otherNodes = [...new Set(entries.map(([key]) => key.split(':')[0] ?? ''))].filter(
      (id) => id !== nodeId,
    );
    const dead = new Set<string>();
    if (otherNodes.length > 0) {
      const alive = await Promise.all(otherNodes.map((id) => pub.exists(nodeKey(id))));
      otherNodes.forEach((id, index) => {
        if (alive[index] !== 1) dead.add(id);
      });
    }
    const members: PresenceMember[] = [];
    const stale: string[] = [];
    for (const [key, value] of entries) {
      if (dead.has(key.split(':')[0] ?? '')) stale.push(key);
      else members.push(JSON.parse(value) as PresenceMember);
    }
    if (stale.length > 0) await pub.hdel(presenceKey(channel), ...stale);
    return members;
  }

  return {
    subscribe: (channel) => {
      wanted.add(channel);
      if (sub.status === 'ready')
        sub.subscribe(channelKey(channel)).catch((error) => warn(error, 'realtime: subscribe failed'));
    },
    unsubscribe: (channel) => {
      wanted.delete(channel);
      if (sub.status === 'ready')
        sub.unsubscribe(channelKey(channel)).catch((error) => warn(error, 'realtime: unsubscribe failed'));
    },
    publish: async (channel, frame, exceptSocketId) => {
      if (pub.status !== 'ready') return;
      await pub
        .publish(channelKey(channel), `${nodeId}\n${exceptSocketId ?? ''}\n${frame}`)
        .catch((error) => warn(error, 'realtime: publish to Redis failed; delivered locally only'));
    },
    onMessage: (next) => {
      handler = next;
    },
    claimOnce: async (key, ttlSeconds) => {
      if (isUp()) {
        try {
          return (await pub.set(`${prefix}once:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
        } catch (error) {
          warn(error, 'realtime: Redis unavailable; trigger replays checked on this node only');
        }
      }
      return localClaims(key, ttlSeconds);
    },
    addMember: async (channel, socketId, member) => {
      local.add(channel, socketId, member);
      if (isUp()) {
        try {
          await pub.hset(presenceKey(channel), field(socketId), JSON.stringify(member));
          const members = await readMembers(channel);
          return { first: members.filter((m) => m.user_id === member.user_id).length === 1 };
        } catch (error) {
          warn(error, 'realtime: presence in Redis failed; using this node only');
        }
      }
      return { first: local.countUser(channel, member.user_id) === 1 };
    },
    removeMember: async (channel, socketId, userId) => {
      local.remove(channel, socketId);
      if (isUp()) {
        try {
          await pub.hdel(presenceKey(channel), field(socketId));
          const members = await readMembers(channel);
          return { last: !members.some((m) => m.user_id === userId) };
        } catch (error) {
          warn(error, 'realtime: presence in Redis failed; using this node only');
        }
      }
      return { last: local.countUser(channel, userId) === 0 };
    },
    members: async (channel) => {
      if (isUp()) {
        try {
          const users = new Map<string, PresenceMember>();
          for (const member of await readMembers(channel)) users.set(member.user_id, member);
          return users;
        } catch (error) {
          warn(error, 'realtime: presence in Redis failed; using this node only');
        }
      }
      return local.byUser(channel);
    },
    status: () => (isUp() ? 'up' : 'down'),
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeatTimer);
      if (pub.status === 'ready') {
        const cleanup = pub.multi();
        for (const [channel, members] of local.channels) {
          cleanup.hdel(presenceKey(channel), ...[...members.keys()].map(field));
        }
        cleanup.del(nodeKey(nodeId));
        await cleanup.exec().catch(() => {});
      }
      pub.disconnect();
      sub.disconnect();
    },
  };
}
