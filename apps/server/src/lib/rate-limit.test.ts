import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { clientLimitKey, MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limit.ts';

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

/** What both limiters must do alike: peek reads without counting, and says full once `max` hits are in. */
async function checkPeek(limiter: RateLimiter, clock: ManualClock, key: string) {
  expect(await limiter.peek(key, limit)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  expect(await limiter.peek(key, limit)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  for (let i = 0; i < 2; i++) await limiter.hit(key, limit);
  expect((await limiter.peek(key, limit)).allowed).toBe(true);
  await limiter.hit(key, limit);
  clock.advance(20_000);
  expect(await limiter.peek(key, limit)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  clock.advance(40_000);
  expect((await limiter.peek(key, limit)).allowed).toBe(true);
}

describe('peek (limits that count failures only)', () => {
  it('reads a counter without counting, and says full from the max-th hit on', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 0, 0, 0));
    await checkPeek(new MemoryRateLimiter(clock), clock, 'peek');
  });
});

describe('clientLimitKey', () => {
  it('keeps IPv4, reads IPv4-mapped IPv6 as IPv4, and cuts other IPv6 to its /64', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientLimitKey('2001:DB8:AA:BB::9')).toBe('2001:db8:aa:bb::/64');
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('unknown')).toBe('unknown');
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

  it('peeks exactly as the memory limiter does', async () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 1, 0, 0, 0));
    const limiter = new RedisRateLimiter(process.env.TEST_REDIS_URL!, clock, (error) => {
      throw error;
    });
    try {
      await checkPeek(limiter, clock, `peek:${Date.now()}:${Math.random()}`);
    } finally {
      await limiter.close();
    }
  });

  it('lets requests through when Redis cannot be reached, and reports it', async () => {
    const errors: unknown[] = [];
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', new ManualClock(), (e) => errors.push(e));
    const result = await limiter.hit('k', limit);
    expect(result.allowed).toBe(true);
    expect((await limiter.peek('k', limit)).allowed).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
    await limiter.close();
  });
});
