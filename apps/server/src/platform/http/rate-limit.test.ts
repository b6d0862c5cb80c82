import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.ts';

function behavesAsALimiter(make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('reserve, up to the limit, answers 0; past it, the seconds left in the window', async () => {
    const { limiter } = make();
    const k = key();
    for (let i = 0; i < 3; i += 1) expect(await limiter.reserve(k, 3, 60)).toBe(0);
    const wait = await limiter.reserve(k, 3, 60);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('reserve, 20 at once for one key, lets exactly the limit through', async () => {
    const { limiter } = make();
    const k = key();
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.reserve(k, 5, 60)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('release, one reservation given back, lets one more through', async () => {
    const { limiter } = make();
    const k = key();
    for (let i = 0; i < 3; i += 1) await limiter.reserve(k, 3, 60);
    await limiter.release(k);
    expect(await limiter.reserve(k, 3, 60)).toBe(0);
    expect(await limiter.reserve(k, 3, 60)).toBeGreaterThan(0);
  });

  it('clear, after reaching the limit, lets the key try again', async () => {
    const { limiter } = make();
    const k = key();
    for (let i = 0; i < 4; i += 1) await limiter.reserve(k, 3, 60);
    await limiter.clear(k);
    expect(await limiter.reserve(k, 3, 60)).toBe(0);
  });
}

describe('memory rate limiter', () => {
  let now = 1_000_000;
  const make = () => ({ limiter: createMemoryRateLimiter(() => now) });
  behavesAsALimiter(make);

  it('window, once it has passed, forgets the attempts', async () => {
    const { limiter } = make();
    for (let i = 0; i < 5; i += 1) await limiter.reserve('k', 5, 60);
    expect(await limiter.reserve('k', 5, 60)).toBe(60);
    now += 60_000;
    expect(await limiter.reserve('k', 5, 60)).toBe(0);
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
    expect(await a.reserve('shared', 2, 60)).toBe(0);
    expect(await b.reserve('shared', 2, 60)).toBe(0);
    expect(await a.reserve('shared', 2, 60)).toBeGreaterThan(0);
  });
});
