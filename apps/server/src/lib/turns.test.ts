import { describe, expect, it } from 'vitest';
import { turnEvery } from './turns.ts';

describe('turnEvery', () => {
  it('yields after every n-th item only', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => turnEvery(i, 3) instanceof Promise)).toEqual([
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('lets what is waiting run between turns of a loop', async () => {
    const seen: string[] = [];
    setImmediate(() => seen.push('other request'));
    for (let i = 0; i < 4; i++) {
      seen.push(`item ${i}`);
      await turnEvery(i, 2);
    }
    expect(seen).toEqual(['item 0', 'item 1', 'other request', 'item 2', 'item 3']);
  });
});
