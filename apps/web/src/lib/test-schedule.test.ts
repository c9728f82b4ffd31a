import { describe, expect, it } from 'vitest';
import { startState } from './test-schedule.ts';

describe('startState (issue 17)', () => {
  const opensAt = '2026-11-29T04:30:00.000Z';
  const closesAt = '2026-11-29T05:30:00.000Z';
  it('is upcoming before opens_at, open from it, closed from closes_at', () => {
    const test = { opensAt, closesAt, attempts: { used: 0, allowed: 1 } };
    expect(startState(test, Date.parse(opensAt) - 1000)).toBe('upcoming');
    expect(startState(test, Date.parse(opensAt))).toBe('open');
    expect(startState(test, Date.parse(closesAt) - 1000)).toBe('open');
    expect(startState(test, Date.parse(closesAt))).toBe('closed');
  });

  it('is spent when every attempt allowed is used; unlimited never is', () => {
    expect(startState({ opensAt: null, closesAt: null, attempts: { used: 1, allowed: 1 } }, 0)).toBe('spent');
    expect(startState({ opensAt: null, closesAt: null, attempts: { used: 1, allowed: 2 } }, 0)).toBe('open');
    expect(startState({ opensAt: null, closesAt: null, attempts: null }, 0)).toBe('open');
    expect(startState({}, 0)).toBe('open');
  });
});
