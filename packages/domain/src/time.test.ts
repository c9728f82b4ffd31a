import { describe, expect, it } from 'vitest';
import {
  hhmmss,
  pace,
  questionsPerMinute,
  speedAccuracyBalance,
  timeAgainstReference,
  timeBucket,
  timeDistribution,
  timeEfficiency,
} from './time.ts';

describe('pace by difficulty (targets 30 / 60 / 90 s)', () => {
  it.each([
    [20.99, 'easy', 'Very Fast'],
    [21, 'easy', 'Good Pace'],
    [29.99, 'easy', 'Good Pace'],
    [30, 'easy', 'Slightly Slow'],
    [38.99, 'easy', 'Slightly Slow'],
    [39, 'easy', 'Too Slow'],
    [41.99, 'medium', 'Very Fast'],
    [42, 'medium', 'Good Pace'],
    [60, 'medium', 'Slightly Slow'],
    [77.99, 'medium', 'Slightly Slow'],
    [78, 'medium', 'Too Slow'],
    [62.99, 'hard', 'Very Fast'],
    [63, 'hard', 'Good Pace'],
    [89.99, 'hard', 'Good Pace'],
    [90, 'hard', 'Slightly Slow'],
    [117, 'hard', 'Too Slow'],
    [0, 'hard', 'Very Fast'],
  ] as const)('%s s on %s → %s', (seconds, difficulty, expected) => {
    expect(pace(seconds, difficulty)).toBe(expected);
  });
});

describe('time buckets: fast < 30 s, medium 30-60 s, slow > 60 s', () => {
  it.each([
    [0, 'fast'],
    [29.99, 'fast'],
    [30, 'medium'],
    [60, 'medium'],
    [60.01, 'slow'],
  ])('%s s → %s', (seconds, bucket) => {
    expect(timeBucket(seconds)).toBe(bucket);
  });

  it('counts a distribution', () => {
    expect(timeDistribution([10, 30, 45, 61, 200])).toEqual({ fast: 1, medium: 2, slow: 2 });
  });
});

describe('timeAgainstReference (60 s per question)', () => {
  it.each([
    [600, 10, 100],
    [300, 10, 50],
    [900, 10, 150],
    [100, 0, 0],
  ])('%i s for %i questions → %i%%', (seconds, count, expected) => {
    expect(timeAgainstReference(seconds, count)).toBe(expected);
  });
});

describe('timeEfficiency', () => {
  it('is the allowed time over the time taken, at most 100', () => {
    // easy + medium + hard allow 180 s.
    expect(timeEfficiency(['easy', 'medium', 'hard'], 240)).toBe(75);
    expect(timeEfficiency(['easy', 'medium', 'hard'], 180)).toBe(100);
    expect(timeEfficiency(['easy', 'medium', 'hard'], 90)).toBe(100);
    expect(timeEfficiency([], 90)).toBe(0);
    expect(timeEfficiency(['medium'], 0)).toBe(100);
  });
});

describe('questionsPerMinute', () => {
  it.each([
    [10, 300, 2],
    [5, 60, 5],
    [0, 60, 0],
    [5, 0, 0],
  ])('%i in %i s → %s', (attempted, seconds, expected) => {
    expect(questionsPerMinute(attempted, seconds)).toBe(expected);
  });
});

describe('speed/accuracy balance', () => {
  it.each([
    [2.01, 80.01, 'Excellent'],
    [2, 90, 'Good'],
    [3, 80, 'Good'],
    [1.51, 70.01, 'Good'],
    [1.5, 90, 'Needs Improvement'],
    [3, 70, 'Needs Improvement'],
    [0, 0, 'Needs Improvement'],
    [null, 90, 'Not Available'],
    [2.5, undefined, 'Not Available'],
    [Number.NaN, 90, 'Not Available'],
  ])('speed %s, accuracy %s → %s', (speed, acc, expected) => {
    expect(speedAccuracyBalance(speed, acc)).toBe(expected);
  });
});

describe('hhmmss', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [61, '00:01:01'],
    [3600, '01:00:00'],
    [7322, '02:02:02'],
    [-5, '00:00:00'],
  ])('%i → %s', (seconds, text) => {
    expect(hhmmss(seconds)).toBe(text);
  });
});
