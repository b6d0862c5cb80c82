import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Counts attempts per key in fixed windows. The in-memory limiter serves one process; with
 * `REDIS_URL` every instance shares the Redis one, so a client cannot spread attempts over them.
 */
export type RateLimiter = {
  /** Seconds until `key` may try again, or 0 while it has had fewer than `limit` attempts. */
  retryAfter: (key: string, limit: number) => Promise<number>;
  /** Counts one attempt; the window starts at the first attempt and lasts `windowSeconds`. */
  hit: (key: string, windowSeconds: number) => Promise<void>;
  clear: (key: string) => Promise<void>;
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
  return {
    retryAfter: async (key, limit) => {
      const entry = current(key);
      if (!entry || entry.count < limit) return 0;
      return Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
    },
    hit: async (key, windowSeconds) => {
      // Bounds memory when many distinct keys (a spray of emails) pass through.
      if (windows.size > 10_000) prune();
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + windowSeconds * 1000 });
    },
    clear: async (key) => {
      windows.delete(key);
    },
    close: async () => {
      windows.clear();
    },
  };
}

// INCR and EXPIRE in one step, so a crash between them cannot leave a key that never expires.
const HIT_SCRIPT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;

export function createRedisRateLimiter(redisUrl: string, prefix = 'aurora:rate:'): RateLimiter {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    retryAfter: async (key, limit) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
      if (Number(count ?? 0) < limit) return 0;
      return Math.max(1, ttl);
    },
    hit: async (key, windowSeconds) => {
      await redis.eval(HIT_SCRIPT, 1, prefix + key, windowSeconds);
    },
    clear: async (key) => {
      await redis.del(prefix + key);
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
