import { describe, expect, it } from 'vitest';
import { allowedAttempts, deadlineOf, istText, windowState } from './schedule.ts';

describe('the rules of a scheduled test (issue 17)', () => {
  it('writes instants in India time whatever the server time zone', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = tz;
        expect(istText(new Date('2026-11-29T04:30:00Z'))).toBe('Sun, 29 Nov, 10:00 AM IST');
        // 00:15 IST is the next day in India, still the day before in UTC.
        expect(istText(new Date('2026-11-29T18:45:00Z'))).toBe('Mon, 30 Nov, 12:15 AM IST');
        expect(istText(new Date('2026-12-31T06:30:00Z'))).toBe('Thu, 31 Dec, 12:00 PM IST');
        expect(istText(new Date('2026-12-31T18:29:59Z'))).toBe('Thu, 31 Dec, 11:59 PM IST');
        expect(istText(new Date('2026-12-31T18:30:00Z'))).toBe('Fri, 1 Jan, 12:00 AM IST');
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('opens at opens_at itself and closes at closes_at itself', () => {
    const test = { opensAt: new Date(10_000), closesAt: new Date(20_000) };
    expect(windowState(test, new Date(9_999))).toBe('upcoming');
    expect(windowState(test, new Date(10_000))).toBe('open');
    expect(windowState(test, new Date(19_999))).toBe('open');
    expect(windowState(test, new Date(20_000))).toBe('closed');
    expect(windowState({ opensAt: null, closesAt: null }, new Date(0))).toBe('open');
  });

  it('allows unlimited attempts without a window, one with a window, plus the grants', () => {
    const open = { opensAt: null, closesAt: null, attemptsAllowed: null };
    expect(allowedAttempts(open, 0)).toBeNull();
    expect(allowedAttempts(open, 3)).toBeNull();
    expect(allowedAttempts({ ...open, closesAt: new Date(1) }, 0)).toBe(1);
    expect(allowedAttempts({ ...open, opensAt: new Date(1) }, 2)).toBe(3);
    expect(allowedAttempts({ ...open, attemptsAllowed: 4 }, 1)).toBe(5);
  });

  it('stretches the duration by the accommodation, in whole seconds', () => {
    const start = new Date('2026-11-29T04:30:00Z');
    expect(deadlineOf(start, 60, 50).toISOString()).toBe('2026-11-29T06:00:00.000Z');
    expect(deadlineOf(start, 7, 25).getTime() - start.getTime()).toBe(525_000);
    expect(deadlineOf(start, 1, 33).getTime() - start.getTime()).toBe(80_000);
  });
});
