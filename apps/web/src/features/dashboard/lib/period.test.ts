import { describe, expect, it } from 'vitest';
import { recentInPeriod, trendInPeriod } from './period.ts';

// 2026-03-10 20:00 UTC is 2026-03-11 01:30 in India: the trend's "today" is the 11th.
const NOW = Date.parse('2026-03-10T20:00:00Z');
const point = (date: string) => ({ date, testName: `Test on ${date}`, avgScore: 50, avgAccuracy: 60 });
const test = (id: number, createdAt: string) => ({
  id,
  testName: `Test ${id}`,
  score: 50,
  accuracy_rate: 60,
  all_india_rank: null,
  speed_score: 1,
  created_at: createdAt,
  is_retake: false,
});

describe('trendInPeriod', () => {
  const trend = ['2026-02-09', '2026-02-10', '2026-03-04', '2026-03-05', '2026-03-11'].map(point);

  it('keeps the last 7 India days, today included', () => {
    expect(trendInPeriod(trend, 'week', NOW).map((p) => p.date)).toEqual(['2026-03-05', '2026-03-11']);
  });

  it('keeps the last 30 India days', () => {
    expect(trendInPeriod(trend, 'month', NOW).map((p) => p.date)).toEqual([
      '2026-02-10',
      '2026-03-04',
      '2026-03-05',
      '2026-03-11',
    ]);
  });

  it('is empty without points', () => {
    expect(trendInPeriod([], 'week', NOW)).toEqual([]);
  });
});

describe('recentInPeriod', () => {
  const recent = [
    test(3, '2026-03-10T19:00:00Z'),
    test(2, '2026-03-03T20:00:01Z'),
    test(1, '2026-03-03T20:00:00Z'),
    test(0, '2026-02-08T20:00:01Z'),
  ];

  it('keeps tests of the last 7 x 24 hours (the boundary excluded)', () => {
    expect(recentInPeriod(recent, 'week', NOW).map((t) => t.id)).toEqual([3, 2]);
  });

  it('keeps tests of the last 30 x 24 hours', () => {
    expect(recentInPeriod(recent, 'month', NOW).map((t) => t.id)).toEqual([3, 2, 1, 0]);
  });
});
