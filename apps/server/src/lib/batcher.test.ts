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

  it('splits at the maximum size and rejects every caller of a failed batch', async () => {
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
});
