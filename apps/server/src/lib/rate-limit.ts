import { isIPv4, isIPv6 } from 'node:net';
import { MESSAGES } from '@aspirant/contract/fields.ts';
import { Redis } from 'ioredis';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

/** A fixed-window limit: at most `max` hits per `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is within `limit`. */
  hit(key: string, limit: Limit): Promise<LimitResult>;
  /** Reads `key` without counting: allowed while fewer than `limit.max` hits are counted in this window. */
  peek(key: string, limit: Limit): Promise<LimitResult>;
  close(): Promise<void>;
}

/**
 * Counts one hit on `key`; past `limit` it throws 429 with the wait in its message and Retry-After. A quota
 * passes `message` to say what it limits (decision 0011).
 */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: Limit,
  message: (retryAfterSeconds: number) => string = MESSAGES.tooManyRequests,
): Promise<void> {
  const result = await limiter.hit(key, limit);
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', message(result.retryAfterSeconds), {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/**
 * For limits that count failures only (issue 13: a hall of students behind one address must all get in): throws
 * 429 when `key` already holds `limit.max` failures in this window, and counts nothing itself.
 */
export async function refuseWhenExhausted(limiter: RateLimiter, key: string, limit: Limit): Promise<void> {
  const result = await limiter.peek(key, limit);
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests(result.retryAfterSeconds), {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}

/** Expands an IPv6 address (zone dropped, IPv4 tail allowed) to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key per-address limits count a client under (issue 13): an IPv4 address as it is, IPv4-mapped IPv6
 * (::ffff:a.b.c.d) as that IPv4 address, any other IPv6 address by its /64, since one subscriber usually holds
 * a whole /64 and could otherwise take a fresh address for every try.
 */
export function clientLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address.split('%')[0]!)) return address;
  const groups = ipv6Groups(address);
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function windowOf(nowMs: number, limit: Limit) {
  const windowMs = limit.windowSeconds * 1000;
  const index = Math.floor(nowMs / windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil(((index + 1) * windowMs - nowMs) / 1000));
  return { index, retryAfterSeconds, windowMs };
}

/** Counters in this process's memory: right for one process (the PGlite default). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: Limit): Promise<LimitResult> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const { index, retryAfterSeconds, windowMs } = windowOf(now, limit);
    const id = `${key}:${limit.windowSeconds}:${index}`;
    const counter = this.counters.get(id) ?? { count: 0, expiresAt: (index + 1) * windowMs };
    counter.count += 1;
    this.counters.set(id, counter);
    return { allowed: counter.count <= limit.max, retryAfterSeconds };
  }

  async peek(key: string, limit: Limit): Promise<LimitResult> {
    const { index, retryAfterSeconds } = windowOf(this.clock.now().getTime(), limit);
    const count = this.counters.get(`${key}:${limit.windowSeconds}:${index}`)?.count ?? 0;
    return { allowed: count < limit.max, retryAfterSeconds };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(id);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

/** Counters in Redis, shared by every server process. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
    this.redis.on('error', onError);
  }

  async hit(key: string, limit: Limit): Promise<LimitResult> {
    const now = this.clock.now().getTime();
    const { index, retryAfterSeconds, windowMs } = windowOf(now, limit);
    const id = `aspirant:rl:${key}:${limit.windowSeconds}:${index}`;
    try {
      const result = await this.redis
        .multi()
        .incr(id)
        .pexpire(id, windowMs + 1000)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      return { allowed: count <= limit.max, retryAfterSeconds };
    } catch (error) {
      // A limiter outage must not lock every student out on exam day: let the request through, loudly.
      this.onError(error);
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  async peek(key: string, limit: Limit): Promise<LimitResult> {
    const { index, retryAfterSeconds } = windowOf(this.clock.now().getTime(), limit);
    try {
      const count = Number((await this.redis.get(`aspirant:rl:${key}:${limit.windowSeconds}:${index}`)) ?? 0);
      return { allowed: count < limit.max, retryAfterSeconds };
    } catch (error) {
      // As in hit(): an outage lets the request through.
      this.onError(error);
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
