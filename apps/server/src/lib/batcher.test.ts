import { describe, expect, it } from 'vitest';
import { batcher } from './batcher.ts';

describe('batcher', () => {
  it('runs calls of one event-loop turn as one batch and hands each caller its own output', async () => {
    const batches: number[][] = [];
    const double = batcher(async (xs: number[]) => {
      batches.push(xs);
      return xs.map((x) => x * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('splits at the maximum size and rejects every caller when each fails alone too', async () => {
    const sizes: number[] = [];
    const echo = batcher(async (xs: number[]) => {
      sizes.push(xs.length);
      return xs;
    }, 2);
    await Promise.all([echo(1), echo(2), echo(3)]);
    expect(sizes).toEqual([2, 1]);
    const failing = batcher(async (_: number[]): Promise<number[]> => {
      throw new Error('down');
    });
    const outcomes = await Promise.allSettled([failing(1), failing(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
  });

  it('retries a failed batch item by item, so a poisoned input fails only its own caller (issue 13)', async () => {
    const runs: number[][] = [];
    // Like one SQL statement: any input above int4 makes the whole statement fail.
    const save = batcher(async (xs: number[]) => {
      runs.push(xs);
      if (xs.some((x) => x > 2_147_483_647)) throw new Error('integer out of range');
      return xs.map((x) => x + 1);
    });
    const outcomes = await Promise.allSettled([save(1), save(2_147_483_648), save(3), save(4)]);
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('integer out of range') },
      { status: 'fulfilled', value: 4 },
      { status: 'fulfilled', value: 5 },
    ]);
    expect(runs).toEqual([[1, 2_147_483_648, 3, 4], [1], [2_147_483_648], [3], [4]]);
    // A lone call that fails is not run twice.
    runs.length = 0;
    await expect(save(2_147_483_648)).rejects.toThrow('integer out of range');
    expect(runs).toEqual([[2_147_483_648]]);
  });
});
