import { describe, expect, it } from 'vitest';
import {
  accuracy,
  hasCheckIcon,
  insightSeverity,
  percentileOf,
  resultLevel,
  scoreBand,
  scoreBucket,
  scoreColor,
  scoreDistribution,
  starRating,
  subjectInsight,
  topShare,
} from './scores.ts';

describe('scoreBand (SPEC §9 dashboard bands)', () => {
  it.each([
    [100, 'Expert', 5],
    [90.01, 'Expert', 5],
    [90, 'Expert', 5],
    [89.99, 'Advanced', 4],
    [80, 'Advanced', 4],
    [79.99, 'Intermediate', 3],
    [70.01, 'Intermediate', 3],
    [70, 'Intermediate', 3],
    [69.99, 'Beginner', 2],
    [60, 'Beginner', 2],
    [59.99, 'Novice', 1],
    [0, 'Novice', 1],
    [-12.5, 'Novice', 1],
    [null, 'Novice', 1],
    [undefined, 'Novice', 1],
    [Number.NaN, 'Novice', 1],
  ])('%s → %s, %i stars', (percent, label, stars) => {
    expect(scoreBand(percent)).toEqual({ label, stars });
    expect(resultLevel(percent)).toBe(label);
  });
});

describe('scoreColor and the check icon', () => {
  it.each([
    [100, 'success', true],
    [80, 'success', true],
    [79.99, 'warning', false],
    [60, 'warning', false],
    [59.99, 'error', false],
    [null, 'error', false],
  ])('%s → %s, check %s', (percent, color, check) => {
    expect(scoreColor(percent)).toBe(color);
    expect(hasCheckIcon(percent)).toBe(check);
  });
});

describe('starRating = ceil(percent / 20)', () => {
  it.each([
    [100, 5],
    [80.01, 5],
    [80, 4],
    [60.5, 4],
    [20, 1],
    [0.01, 1],
    [0, 0],
    [-5, 0],
    [120, 5],
    [null, 0],
    [undefined, 0],
  ])('%s → %i', (percent, stars) => {
    expect(starRating(percent)).toBe(stars);
  });
});

describe('subjectInsight', () => {
  it.each([
    [90, 'Excellent'],
    [89.99, 'Very Good'],
    [80, 'Very Good'],
    [79.99, 'Good'],
    [70, 'Good'],
    [69.99, 'Average'],
    [60, 'Average'],
    [59.99, 'Needs Improvement'],
    [null, 'Needs Improvement'],
  ])('%s → %s', (percent, insight) => {
    expect(subjectInsight(percent)).toBe(insight);
  });
});

describe('accuracy = correct / attempted x 100', () => {
  it.each([
    [3, 4, 75],
    [0, 5, 0],
    [5, 5, 100],
    [0, 0, 0],
    [2, 3, 66.66666666666666],
  ])('%i of %i → %s', (correct, attempted, expected) => {
    expect(accuracy(correct, attempted)).toBe(expected);
  });
});

describe('percentileOf = round((total - rank) / total x 100)', () => {
  it.each([
    [1, 100, 99],
    [100, 100, 0],
    [50, 100, 50],
    [1, 1, 0],
    [3, 8, 63],
    [1, 3, 67],
    [null, 10, null],
    [1, 0, null],
    [0, 10, null],
  ])('rank %s of %s → %s', (rank, total, expected) => {
    expect(percentileOf(rank, total)).toBe(expected);
  });
});

describe('topShare = ceil(rank / total x 100): the top share a rank lies in', () => {
  it.each([
    [1, 100, 1],
    [100, 100, 100],
    [50, 100, 50],
    [51, 100, 51],
    [1, 1, 100],
    [1, 3, 34],
    [3, 8, 38],
    [1, 1000, 1],
    [10, 1000, 1],
    [11, 1000, 2],
    [12, 10, 100],
    [null, 10, null],
    [1, 0, null],
    [0, 10, null],
  ])('rank %s of %s → Top %s%%', (rank, total, expected) => {
    expect(topShare(rank, total)).toBe(expected);
  });
});

describe('score distribution slices', () => {
  it('puts each score in its slice at the boundaries', () => {
    expect([90, 89.99, 80, 79.99, 70, 69.99, -3].map(scoreBucket)).toEqual([
      '90+ Score',
      '80-89 Score',
      '80-89 Score',
      '70-79 Score',
      '70-79 Score',
      'Below 70',
      'Below 70',
    ]);
    expect(scoreDistribution([95, 91, 85, 72, 40, Number.NaN])).toEqual({
      '90+ Score': 2,
      '80-89 Score': 1,
      '70-79 Score': 1,
      'Below 70': 1,
    });
  });
});

describe('insightSeverity', () => {
  it.each([
    ['strength', 'success'],
    ['weakness', 'warning'],
    ['improvement', 'info'],
    ['others', 'info'],
  ])('%s → %s', (type, severity) => {
    expect(insightSeverity(type)).toBe(severity);
  });
});
