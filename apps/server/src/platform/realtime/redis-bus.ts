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
  let outage = false;
  let lastFailure = 0;

  const isUp = () => pub.status === 'ready' && sub.status === 'ready';
  /** One warning when Redis goes away, however many events and retries follow, until it is back. */
  const lost = (error: unknown) => {
    if (outage || closed) return;
    outage = true;
    log.warn({ err: error }, 'realtime: Redis unavailable; delivering to local sockets only');
  };
  /** A command that failed: part of an outage already told, or (Redis up) at most a line per 10 s. */
  const failed = (error: unknown, message: string) => {
    if (!isUp()) return lost(error);
    if (Date.now() - lastFailure < 10_000) return;
    lastFailure = Date.now();
    log.warn({ err: error }, message);
  };
  pub.on('error', lost);
  sub.on('error', lost);

  const recovered = () => {
    if (!outage || !isUp()) return;
    outage = false;
    log.info({ channels: wanted.size }, 'realtime: Redis back; fan-out across instances resumed');
  };
  sub.on('ready', () => {
    const channels = [...wanted].map(channelKey);
    for (let i = 0; i < channels.length; i += SUBSCRIBE_CHUNK) {
      sub
        .subscribe(...channels.slice(i, i + SUBSCRIBE_CHUNK))
        .catch((error) => failed(error, 'realtime: resubscribe failed'));
    }
    recovered();
  });
  pub.on('ready', () => {
    void heartbeat();
    // Members added while Redis was away (or all of them after a Redis restart) are written back.
    const writes = pub.multi();
    for (const [channel, members] of local.channels) {
      for (const [socketId, member] of members)
        writes.hset(presenceKey(channel), field(socketId), JSON.stringify(member));
    }
    writes.exec().catch((error) => failed(error, 'realtime: presence resync failed'));
    recovered();
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
        sub.subscribe(channelKey(channel)).catch((error) => failed(error, 'realtime: subscribe failed'));
    },
    unsubscribe: (channel) => {
      wanted.delete(channel);
      if (sub.status === 'ready')
        sub.unsubscribe(channelKey(channel)).catch((error) => failed(error, 'realtime: unsubscribe failed'));
    },
    publish: async (channel, frame, exceptSocketId) => {
      if (pub.status !== 'ready') return;
      await pub
        .publish(channelKey(channel), `${nodeId}\n${exceptSocketId ?? ''}\n${frame}`)
        .catch((error) => failed(error, 'realtime: publish to Redis failed; delivered locally only'));
    },
    onMessage: (next) => {
      handler = next;
    },
    claimOnce: async (key, ttlSeconds) => {
      if (isUp()) {
        try {
          return (await pub.set(`${prefix}once:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
        } catch (error) {
          failed(error, 'realtime: Redis unavailable; trigger replays checked on this node only');
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
          failed(error, 'realtime: presence in Redis failed; using this node only');
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
          failed(error, 'realtime: presence in Redis failed; using this node only');
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
          failed(error, 'realtime: presence in Redis failed; using this node only');
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
