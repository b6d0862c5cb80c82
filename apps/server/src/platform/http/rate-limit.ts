import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Counts attempts per key in fixed windows. The in-memory limiter serves one process; with
 * `REDIS_URL` every instance shares the Redis one, so a client cannot spread attempts over them.
 */
export type RateLimiter = {
  /**
   * Counts one attempt before it is made, atomically, so concurrent attempts cannot all slip
   * through: answers 0 while the window holds at most `limit` attempts, else the seconds until it
   * ends. The window starts at the first attempt and lasts `windowSeconds`.
   */
  reserve: (key: string, limit: number, windowSeconds: number) => Promise<number>;
  /** Gives back one reserved attempt that turned out not to count. */
  release: (key: string) => Promise<void>;
  clear: (key: string) => Promise<void>;
  /** Resolves when the store answers (readiness); the memory one always does. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  };
  const secondsLeft = (entry: { resetAt: number }) => Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
  return {
    reserve: async (key, limit, windowSeconds) => {
      // Bounds memory when many distinct keys (a spray of emails) pass through.
      if (windows.size > 10_000) prune();
      const entry = current(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count <= limit ? 0 : secondsLeft(entry);
    },
    release: async (key) => {
      const entry = current(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    clear: async (key) => {
      windows.delete(key);
    },
    ping: async () => {},
    close: async () => {
      windows.clear();
    },
  };
}

// INCR, EXPIRE and the verdict in one step: concurrent reservations are serialised by Redis, and
// a crash between INCR and EXPIRE cannot leave a key that never expires.
const RESERVE_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
if count <= tonumber(ARGV[2]) then return 0 end
return math.max(1, redis.call('TTL', KEYS[1]))`;

// A key that expired meanwhile is left alone: DECR would recreate it without an expiry.
const RELEASE_SCRIPT = `if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end`;

export function createRedisRateLimiter(redisUrl: string, prefix = 'aurora:rate:'): RateLimiter {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    reserve: async (key, limit, windowSeconds) =>
      Number(await redis.eval(RESERVE_SCRIPT, 1, prefix + key, windowSeconds, limit)),
    release: async (key) => {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
    clear: async (key) => {
      await redis.del(prefix + key);
    },
    ping: async () => {
      await redis.ping();
    },
    close: async () => {
      await redis.quit();
    },
  };
}

/** Decorates `app.rateLimiter`: Redis when `redisUrl` is set, memory otherwise; closed with the app. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    const limiter = options.redisUrl ? createRedisRateLimiter(options.redisUrl) : createMemoryRateLimiter();
    app.decorate('rateLimiter', limiter);
    app.addHook('onClose', () => limiter.close());
  },
  { name: 'rate-limit' },
);
