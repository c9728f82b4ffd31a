import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { MemoryRateLimiter, RedisRateLimiter } from './rate-limit.ts';

const limit = { max: 3, windowSeconds: 60 };

describe('MemoryRateLimiter', () => {
  it('allows max hits per window, tells how long to wait, and opens again in the next window', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 0, 0, 0));
    const limiter = new MemoryRateLimiter(clock);
    for (let i = 0; i < 3; i++) expect((await limiter.hit('k', limit)).allowed).toBe(true);
    clock.advance(15_000);
    expect(await limiter.hit('k', limit)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit('other', limit)).allowed).toBe(true);
    clock.advance(45_000);
    expect((await limiter.hit('k', limit)).allowed).toBe(true);
  });
});

// Redis is one of the machine's services; CI sets TEST_REDIS_URL.
describe.runIf(process.env.TEST_REDIS_URL)('RedisRateLimiter', () => {
  it('shares counters between processes (two limiters, one Redis)', async () => {
    const clock = new ManualClock();
    const onError = (error: unknown) => {
      throw error;
    };
    const a = new RedisRateLimiter(process.env.TEST_REDIS_URL!, clock, onError);
    const b = new RedisRateLimiter(process.env.TEST_REDIS_URL!, clock, onError);
    const key = `test:${Date.now()}:${Math.random()}`;
    try {
      expect((await a.hit(key, limit)).allowed).toBe(true);
      expect((await b.hit(key, limit)).allowed).toBe(true);
      expect((await a.hit(key, limit)).allowed).toBe(true);
      const fourth = await b.hit(key, limit);
      expect(fourth.allowed).toBe(false);
      expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets requests through when Redis cannot be reached, and reports it', async () => {
    const errors: unknown[] = [];
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', new ManualClock(), (e) => errors.push(e));
    const result = await limiter.hit('k', limit);
    expect(result.allowed).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await limiter.close();
  });
});
