import { describe, expect, it } from 'vitest';
import { StartDateSchema } from './batches.ts';
import { canGrantRole } from './users.ts';

describe('canGrantRole (issue 6: a coaching admin cannot grant roles 1 or 4)', () => {
  it.each([
    [4, 1, true],
    [4, 2, true],
    [4, 3, true],
    [4, 4, true],
    [1, 1, false],
    [1, 2, true],
    [1, 3, true],
    [1, 4, false],
    [2, 3, false],
    [3, 3, false],
    [4, 5, false],
  ])('role %i gives role %i: %s', (actor, role, expected) => {
    expect(canGrantRole(actor, role)).toBe(expected);
  });
});

describe('StartDateSchema', () => {
  it.each([
    ['2026-07-01', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-7-1', false],
    ['01/07/2026', false],
    ['', false],
  ])('%j valid: %s', (value, expected) => {
    expect(StartDateSchema.safeParse(value).success).toBe(expected);
  });
});
