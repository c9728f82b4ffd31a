import { describe, expect, it } from 'vitest';
import { rankedTopics, visibleTopics } from './topics.ts';

describe('rankedTopics / visibleTopics', () => {
  const percents = Object.fromEntries(
    Array.from({ length: 12 }, (_, i) => [`T${String(i).padStart(2, '0')}`, i * 5]),
  );
  percents.Tie = 55;

  it('orders best first, ties by name', () => {
    expect(rankedTopics(percents).slice(0, 3)).toEqual([
      { name: 'T11', percent: 55 },
      { name: 'Tie', percent: 55 },
      { name: 'T10', percent: 50 },
    ]);
  });

  it('shows the top 10 unless all are asked for', () => {
    const topics = rankedTopics(percents);
    expect(visibleTopics(topics, false)).toHaveLength(10);
    expect(visibleTopics(topics, true)).toHaveLength(13);
  });
});
