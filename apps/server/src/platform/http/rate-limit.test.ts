import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

function behavesAsALimiter(make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('retryAfter, fewer attempts than the limit, answers 0', async () => {
    const { limiter } = make();
    const k = key();
    await limiter.hit(k, 60);
    await limiter.hit(k, 60);
    expect(await limiter.retryAfter(k, 3)).toBe(0);
  });

  it('retryAfter, limit reached, answers the seconds left in the window', async () => {
    const { limiter } = make();
    const k = key();
    for (let i = 0; i < 3; i += 1) await limiter.hit(k, 60);
    const wait = await limiter.retryAfter(k, 3);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('clear, after reaching the limit, lets the key try again', async () => {
    const { limiter } = make();
    const k = key();
    for (let i = 0; i < 3; i += 1) await limiter.hit(k, 60);
    await limiter.clear(k);
    expect(await limiter.retryAfter(k, 3)).toBe(0);
  });
}

describe('memory rate limiter', () => {
  let now = 1_000_000;
  const make = () => ({ limiter: createMemoryRateLimiter(() => now) });
  behavesAsALimiter(make);

  it('window, once it has passed, forgets the attempts', async () => {
    const { limiter } = make();
    for (let i = 0; i < 5; i += 1) await limiter.hit('k', 60);
    expect(await limiter.retryAfter('k', 5)).toBe(60);
    now += 60_000;
    expect(await limiter.retryAfter('k', 5)).toBe(0);
  });
});

// Runs where a Redis is available: REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project server
describe.runIf(process.env.REDIS_URL)('redis rate limiter', () => {
  const limiters: RateLimiter[] = [];
  const make = () => {
    const limiter = createRedisRateLimiter(
      process.env.REDIS_URL ?? '',
      `aurora:test:${randomBytes(4).toString('hex')}:`,
    );
    limiters.push(limiter);
    return { limiter };
  };
  afterAll(async () => {
    await Promise.all(limiters.map((limiter) => limiter.close()));
  });
  behavesAsALimiter(make);

  it('two instances, same Redis, share the count', async () => {
    const prefix = `aurora:test:${randomBytes(4).toString('hex')}:`;
    const a = createRedisRateLimiter(process.env.REDIS_URL ?? '', prefix);
    const b = createRedisRateLimiter(process.env.REDIS_URL ?? '', prefix);
    limiters.push(a, b);
    await a.hit('shared', 60);
    await b.hit('shared', 60);
    expect(await a.retryAfter('shared', 2)).toBeGreaterThan(0);
  });
});
