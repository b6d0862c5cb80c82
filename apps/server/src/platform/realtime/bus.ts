/**
 * What realtime nodes share: events for channels a node's sockets hold, and presence membership.
 * One process uses the local bus; several instances share Redis (`redis-bus.ts`).
 */

/** A presence channel member as Pusher defines it (`channel_data`). */
export type PresenceMember = { user_id: string; user_info?: unknown };

export type BusStatus = 'off' | 'up' | 'down';

export type RealtimeBus = {
  /** This node's sockets hold `channel` now: receive what other nodes publish to it. */
  subscribe: (channel: string) => void;
  /** The last socket on this node left `channel`. */
  unsubscribe: (channel: string) => void;
  /** Hands a ready-made frame to the other nodes (this node has delivered it already). */
  publish: (channel: string, frame: string, exceptSocketId: string | undefined) => Promise<void>;
  /** Frames other nodes published to channels this node subscribed to. */
  onMessage: (handler: (channel: string, frame: string, exceptSocketId: string | undefined) => void) => void;
  /** Adds a socket's member; `first` when the user had no other socket in the channel anywhere. */
  addMember: (channel: string, socketId: string, member: PresenceMember) => Promise<{ first: boolean }>;
  /** Removes a socket's member; `last` when the user has no socket left in the channel anywhere. */
  removeMember: (channel: string, socketId: string, userId: string) => Promise<{ last: boolean }>;
  /** The channel's members across all nodes, one per user. */
  members: (channel: string) => Promise<Map<string, PresenceMember>>;
  /**
   * True the first time `key` is claimed in `ttlSeconds` across every node (a trigger signature
   * used once); false for a repeat.
   */
  claimOnce: (key: string, ttlSeconds: number) => Promise<boolean>;
  status: () => BusStatus;
  close: () => Promise<void>;
};

/** Keys claimed on this node, each until its expiry. */
export function createLocalClaims(now: () => number = Date.now) {
  const claims = new Map<string, number>();
  return (key: string, ttlSeconds: number): boolean => {
    const time = now();
    // Bounded by the trigger rate: expired claims go whenever a new one comes.
    for (const [claimed, expiresAt] of claims) if (expiresAt <= time) claims.delete(claimed);
    if (claims.has(key)) return false;
    claims.set(key, time + ttlSeconds * 1000);
    return true;
  };
}

/** Presence members of this node's sockets: the whole truth locally, a fallback with Redis. */
export function createLocalPresence() {
  const channels = new Map<string, Map<string, PresenceMember>>();
  const add = (channel: string, socketId: string, member: PresenceMember) => {
    let members = channels.get(channel);
    if (!members) {
      members = new Map();
      channels.set(channel, members);
    }
    members.set(socketId, member);
  };
  const remove = (channel: string, socketId: string) => {
    const members = channels.get(channel);
    members?.delete(socketId);
    if (members?.size === 0) channels.delete(channel);
  };
  const byUser = (channel: string) => {
    const users = new Map<string, PresenceMember>();
    for (const member of channels.get(channel)?.values() ?? []) users.set(member.user_id, member);
    return users;
  };
  const countUser = (channel: string, userId: string) => {
    let count = 0;
    for (const member of channels.get(channel)?.values() ?? []) if (member.user_id === userId) count += 1;
    return count;
  };
  return { channels, add, remove, byUser, countUser };
}

/** One process: nothing to share, presence lives in memory. */
export function createLocalBus(): RealtimeBus {
  const presence = createLocalPresence();
  const claimOnce = createLocalClaims();
  return {
    subscribe: () => {},
    unsubscribe: () => {},
    publish: async () => {},
    onMessage: () => {},
    addMember: async (channel, socketId, member) => {
      presence.add(channel, socketId, member);
      return { first: presence.countUser(channel, member.user_id) === 1 };
    },
    removeMember: async (channel, socketId, userId) => {
      presence.remove(channel, socketId);
      return { last: presence.countUser(channel, userId) === 0 };
    },
    members: async (channel) => presence.byUser(channel),
    claimOnce: async (key, ttlSeconds) => claimOnce(key, ttlSeconds),
    status: () => 'off',
    close: async () => {},
  };
}
