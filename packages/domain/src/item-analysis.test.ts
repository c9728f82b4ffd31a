import { describe, expect, it } from 'vitest';
import {
  binOf,
  groupSize,
  type ItemRules,
  type ItemSums,
  itemFigures,
  type PaperItem,
  sumsFromTakers,
  type Taker,
  type TestSums,
  testFigures,
} from './item-analysis.ts';
import type { PaperKey } from './marking.ts';

const RULES: ItemRules = {
  groupShare: 0.27,
  tooEasyAbove: 0.95,
  tooHardBelow: 0.15,
  discriminatesFrom: 0.1,
  binPercent: 10,
};

/*
 * The hand-computed table: 6 students (result ids 1 to 6) × 4 questions (ids 11 to 14, four options each, keys
 * A, B, C, D), marked +2 / 0 / 0, so the maximum is 8. '·' is a visited question left blank (a row with no
 * choice); '–' is a question never touched (no row). ✓ correct.
 *
 *        Q1 (A)  Q2 (B)  Q3 (C)  Q4 (D)   correct  score  percent
 *   S1   A ✓     B ✓     C ✓     A        3        6      75
 *   S2   A ✓     B ✓     C ✓     A        3        6      75
 *   S3   A ✓     D       ·       D ✓      2        4      50
 *   S4   A ✓     B ✓     B       D ✓      3        6      75
 *   S5   A ✓     C       A       –        1        2      25
 *   S6   B       C       –       A        0        0       0
 *
 * n = 6; Σx = 24, Σx² = 128: mean 4, variance 128/6 − 16 = 16/3, SD √(16/3) = 2.3094; sorted 0 2 4 6 6 6:
 * median (4 + 6)/2 = 5. Bins: 0–10: 1, 20–30: 1, 50–60: 1, 70–80: 3.
 * Groups: g = round(0.27 · 6) = round(1.62) = 2. Order by score, ties by the earlier result id: S1 S2 S4 (6),
 * S3 (4), S5 (2), S6 (0): upper = {S1, S2} (S4 ties at 6 but its id is later), lower = {S5, S6}.
 *
 * Q1: 5 correct, p = 5/6 = 0.8333; upper 2/2, lower 1/2 (S5): D = 0.5. M1 = (6+6+4+6+2)/5 = 4.8, M0 = 0:
 *     r = 4.8/√(16/3) · √(5/6 · 1/6) = 1.2√3 · √5/6 = 0.2√15 = 0.7746.
 * Q2: 3 correct, p = 0.5; upper 2/2, lower 0/2: D = 1. M1 = 6, M0 = (4+2+0)/3 = 2: r = 4/√(16/3) · 0.5 = √3/2 =
 *     0.8660.
 * Q3: 2 correct, p = 1/3; blank 2/6 (S3 visited, S6 never); upper 2/2, lower 0/2: D = 1. M1 = 6,
 *     M0 = (4+6+2+0)/4 = 3: r = 3/√(16/3) · √(2/9) = √6/4 = 0.6124.
 * Q4: 2 correct, p = 1/3; the upper group chose A twice and the key D never: 'possible wrong key' (A); upper 0/2,
 *     lower 0/2: D = 0: 'does not discriminate'. M1 = (4+6)/2 = 5, M0 = (6+6+2+0)/4 = 3.5:
 *     r = 1.5/√(16/3) · √(2/9) = √6/8 = 0.3062.
 * KR-20: Σpq = 5/36 + 9/36 + 8/36 + 8/36 = 5/6; number correct 3 3 2 3 1 0: Σ = 12, Σ² = 32, σ² = 32/6 − 4 =
 *     4/3; KR-20 = 4/3 · (1 − (5/6)/(4/3)) = 4/3 · 3/8 = 0.5.
 * Seconds: 12 on every row, except Q3: S1 20, S2 20, S3 30, S4 10, S5 10 (S6 none). Means over all 6 takers:
 *     Q1 72/6 = 12, Q2 12, Q3 90/6 = 15, Q4 (5 rows) 60/6 = 10.
 */
const A = 0;
const B = 1;
const C = 2;
const D = 3;
type Cell = number | null | undefined; // undefined: no row
const CHOICES: Cell[][] = [
  [A, B, C, A],
  [A, B, C, A],
  [A, D, null, D],
  [A, B, B, D],
  [A, C, A, undefined],
  [B, C, undefined, A],
];
const SCORES = [6, 6, 4, 6, 2, 0];
const CORRECT = [3, 3, 2, 3, 1, 0];
const Q3_SECONDS = [20, 20, 30, 10, 10];

const key = (questionId: number, accepted: number[], dropped: PaperKey['dropped'] = null): PaperItem => ({
  key: { questionId, accepted, dropped, difficulty: 'medium' },
  optionCount: 4,
});
const PAPER = [key(11, [A]), key(12, [B]), key(13, [C]), key(14, [D])];

const TAKERS: Taker[] = CHOICES.map((row, s) => ({
  resultId: s + 1,
  score: SCORES[s]!,
  percent: (SCORES[s]! / 8) * 100,
  correct: CORRECT[s]!,
  answers: new Map(
    row.flatMap((cell, q) =>
      cell === undefined
        ? []
        : [[11 + q, { selected: cell, seconds: q === 2 ? Q3_SECONDS[s]! : 12 }] as const],
    ),
  ),
}));

describe('item analysis: the hand-computed table', () => {
  const { test, items } = sumsFromTakers(TAKERS, PAPER, RULES);
  const figures = items.map((item) => itemFigures(item, test, RULES));

  it('makes the sufficient statistics', () => {
    expect(test).toEqual({
      takers: 6,
      groupSize: 2,
      sumScore: 24,
      sumScoreSquares: 128,
      sumCorrect: 12,
      sumCorrectSquares: 32,
      median: 5,
      bins: [
        { bin: 0, count: 1 },
        { bin: 2, count: 1 },
        { bin: 5, count: 1 },
        { bin: 7, count: 3 },
      ],
    });
    expect(items[3]).toEqual({
      chosen: [3, 0, 0, 2],
      upperChosen: [2, 0, 0, 0],
      lowerChosen: [1, 0, 0, 0],
      chosenScore: [12, 0, 0, 10],
      correctOption: [false, false, false, true],
      blankCorrect: false,
      dropped: null,
      seconds: 60,
    });
  });

  it('gives the test figures', () => {
    expect(testFigures(test, items, RULES)).toEqual({
      takers: 6,
      mean: 4,
      median: 5,
      standardDeviation: 2.3094,
      kr20: 0.5,
      distribution: [
        { from: 0, to: 10, count: 1 },
        { from: 10, to: 20, count: 0 },
        { from: 20, to: 30, count: 1 },
        { from: 30, to: 40, count: 0 },
        { from: 40, to: 50, count: 0 },
        { from: 50, to: 60, count: 1 },
        { from: 60, to: 70, count: 0 },
        { from: 70, to: 80, count: 3 },
        { from: 80, to: 90, count: 0 },
        { from: 90, to: 100, count: 0 },
      ],
    });
  });

  it('gives facility, discrimination and point-biserial per question', () => {
    expect(figures.map((f) => [f.facility, f.discrimination, f.pointBiserial])).toEqual([
      [0.8333, 0.5, 0.7746],
      [0.5, 1, 0.866],
      [0.3333, 1, 0.6124],
      [0.3333, 0, 0.3062],
    ]);
  });

  it('gives the option shares, blank shares, group shares and mean seconds', () => {
    expect(figures.map((f) => [f.optionShares, f.blankShare])).toEqual([
      [[0.8333, 0.1667, 0, 0], 0],
      [[0, 0.5, 0.3333, 0.1667], 0],
      [[0.1667, 0.1667, 0.3333, 0], 0.3333],
      [[0.5, 0, 0, 0.3333], 0.1667],
    ]);
    expect(figures.map((f) => [f.upperShares, f.lowerShares])).toEqual([
      [
        [1, 0, 0, 0],
        [0.5, 0.5, 0, 0],
      ],
      [
        [0, 1, 0, 0],
        [0, 0, 1, 0],
      ],
      [
        [0, 0, 1, 0],
        [0.5, 0, 0, 0],
      ],
      [
        [1, 0, 0, 0],
        [0.5, 0, 0, 0],
      ],
    ]);
    expect(figures.map((f) => f.meanSeconds)).toEqual([12, 12, 15, 10]);
  });

  it('flags Q4 only: a possible wrong key (A) and no discrimination, with the reasons in words', () => {
    expect(figures.slice(0, 3).map((f) => f.flags)).toEqual([[], [], []]);
    expect(figures[3]!.flags).toEqual([
      {
        kind: 'possible_wrong_key',
        reason: 'Possible wrong key: the top group chose A more often than the key (D).',
        option: A,
      },
      {
        kind: 'does_not_discriminate',
        reason:
          'Does not discriminate: the top and bottom groups answered it correctly about as often (discrimination 0.00, less than 0.1).',
        option: null,
      },
    ]);
  });

  it('follows a fixed key: Q4 keyed A has 3 correct (S1 S2 S6), D = 1 − 1/2, and no flag', () => {
    const fixed = sumsFromTakers(TAKERS, [...PAPER.slice(0, 3), key(14, [A])], RULES);
    const q4 = itemFigures(fixed.items[3]!, fixed.test, RULES);
    // M1 = (6+6+0)/3 = 4, M0 = (4+6+2)/3 = 4: r = 0.
    expect([q4.facility, q4.discrimination, q4.pointBiserial, q4.flags]).toEqual([0.5, 0.5, 0, []]);
  });

  it('accepting two options counts both; the top group preferring neither wrong option raises no flag', () => {
    const fixed = sumsFromTakers(TAKERS, [...PAPER.slice(0, 3), key(14, [A, D])], RULES);
    const q4 = itemFigures(fixed.items[3]!, fixed.test, RULES);
    // 5 correct (all but S5, who left it): p = 5/6; upper 2/2, lower 1/2.
    expect([q4.facility, q4.discrimination, q4.flags]).toEqual([0.8333, 0.5, []]);
  });

  it('a dropped question has no flags; full marks count everyone correct, unattempted nobody', () => {
    const full = sumsFromTakers(TAKERS, [...PAPER.slice(0, 3), key(14, [D], 'full')], RULES);
    const q4full = itemFigures(full.items[3]!, full.test, RULES);
    expect([q4full.facility, q4full.discrimination, q4full.pointBiserial, q4full.flags]).toEqual([
      1,
      0,
      null,
      [],
    ]);
    const none = sumsFromTakers(TAKERS, [...PAPER.slice(0, 3), key(14, [D], 'unattempted')], RULES);
    const q4none = itemFigures(none.items[3]!, none.test, RULES);
    expect([q4none.facility, q4none.discrimination, q4none.pointBiserial, q4none.flags]).toEqual([
      0,
      0,
      null,
      [],
    ]);
    // The shares still say what students chose.
    expect(q4none.optionShares).toEqual([0.5, 0, 0, 0.3333]);
  });

  it('KR-20 leaves a dropped question out: k = 3 over Q1 to Q3', () => {
    const dropped = sumsFromTakers(TAKERS, [...PAPER.slice(0, 3), key(14, [D], 'unattempted')], RULES);
    // Number correct without Q4: 3 3 1 2 1 0 → Σ = 10, Σ² = 24, σ² = 4 − (10/6)² = 11/9. Σpq over Q1..Q3 =
    // 5/36 + 9/36 + 8/36 = 22/36 = 11/18. KR-20 = 3/2 · (1 − (11/18)/(11/9)) = 3/2 · 1/2 = 0.75.
    const counts = [3, 3, 1, 2, 1, 0];
    const test: TestSums = {
      ...dropped.test,
      sumCorrect: counts.reduce((a, b) => a + b, 0),
      sumCorrectSquares: counts.reduce((a, b) => a + b * b, 0),
    };
    expect(testFigures(test, dropped.items, RULES).kr20).toBe(0.75);
  });
});

describe('item analysis: edges', () => {
  const item = (over: Partial<ItemSums>): ItemSums => ({
    chosen: [0, 0, 0, 0],
    upperChosen: [0, 0, 0, 0],
    lowerChosen: [0, 0, 0, 0],
    chosenScore: [0, 0, 0, 0],
    correctOption: [true, false, false, false],
    blankCorrect: false,
    dropped: null,
    seconds: 0,
    ...over,
  });
  const test = (over: Partial<TestSums>): TestSums => ({
    takers: 100,
    groupSize: 27,
    sumScore: 5000,
    sumScoreSquares: 5000 * 50 + 100 * 100,
    sumCorrect: 0,
    sumCorrectSquares: 0,
    median: 50,
    bins: [],
    ...over,
  });

  it('too easy above 95 % and too hard below 15 %, at the boundary neither', () => {
    const easy = itemFigures(
      item({ chosen: [96, 4, 0, 0], upperChosen: [27, 0, 0, 0], lowerChosen: [23, 4, 0, 0] }),
      test({}),
      RULES,
    );
    expect(easy.flags).toEqual([
      {
        kind: 'too_easy',
        reason: 'Too easy: 96% of the takers answered it correctly (more than 95%).',
        option: null,
      },
    ]);
    const edge = itemFigures(item({ chosen: [95, 5, 0, 0], upperChosen: [27, 0, 0, 0] }), test({}), RULES);
    expect(edge.flags.map((f) => f.kind)).toEqual([]);
    const hard = itemFigures(
      item({ chosen: [14, 40, 40, 6], upperChosen: [9, 9, 9, 0], lowerChosen: [0, 14, 13, 0] }),
      test({}),
      RULES,
    );
    expect(hard.flags).toEqual([
      {
        kind: 'too_hard',
        reason: 'Too hard: only 14% of the takers answered it correctly (less than 15%).',
        option: null,
      },
    ]);
  });

  it('a negative discrimination is worded as such; D = 0.1 exactly discriminates', () => {
    const negative = itemFigures(
      item({ chosen: [50, 50, 0, 0], upperChosen: [10, 17, 0, 0], lowerChosen: [15, 12, 0, 0] }),
      test({}),
      RULES,
    );
    // D = 10/27 − 15/27 = −0.1852; the top group chose B (17) more than the key A (10).
    expect(negative.discrimination).toBe(-0.1852);
    expect(negative.flags).toEqual([
      {
        kind: 'possible_wrong_key',
        reason: 'Possible wrong key: the top group chose B more often than the key (A).',
        option: B,
      },
      {
        kind: 'does_not_discriminate',
        reason:
          'Does not discriminate: the bottom group answered it correctly more often than the top group (discrimination -0.19).',
        option: null,
      },
    ]);
    const tenth = itemFigures(
      // 5/10 − 4/10 is 0.09999999999999998 in floating point: the flag reads the figure as shown (0.1).
      item({ chosen: [50, 50, 0, 0], upperChosen: [5, 5, 0, 0], lowerChosen: [4, 6, 0, 0] }),
      test({ groupSize: 10 }),
      RULES,
    );
    expect(tenth.discrimination).toBe(0.1);
    expect(tenth.flags).toEqual([]);
  });

  it('no takers: no figures, no flags, zero shares; all ten bins empty', () => {
    const none = test({ takers: 0, groupSize: 0, sumScore: 0, sumScoreSquares: 0, median: null });
    const f = itemFigures(item({}), none, RULES);
    expect(f).toMatchObject({ facility: null, discrimination: null, pointBiserial: null, meanSeconds: null });
    expect(f.optionShares).toEqual([0, 0, 0, 0]);
    expect(f.flags).toEqual([]);
    const t = testFigures(none, [item({})], RULES);
    expect(t).toMatchObject({ takers: 0, mean: null, median: null, standardDeviation: null, kr20: null });
    expect(t.distribution.map((b) => b.count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('one taker: no groups, so no discrimination and no wrong-key flag; equal scores: no point-biserial', () => {
    const one = test({
      takers: 1,
      groupSize: groupSize(1, 0.27),
      sumScore: 4,
      sumScoreSquares: 16,
      median: 4,
    });
    expect(one.groupSize).toBe(0);
    const f = itemFigures(item({ chosen: [0, 1, 0, 0], chosenScore: [0, 4, 0, 0] }), one, RULES);
    expect([f.facility, f.discrimination, f.pointBiserial]).toEqual([0, null, null]);
    expect(f.flags.map((x) => x.kind)).toEqual(['too_hard']);
    expect(testFigures(one, [item({})], RULES)).toMatchObject({ mean: 4, standardDeviation: 0, kr20: null });
  });

  it('a negative percent has a bin of its own below 0; 100 % is in the last bin', () => {
    expect([binOf(-5, 10), binOf(0, 10), binOf(9.99, 10), binOf(10, 10), binOf(100, 10)]).toEqual([
      -1, 0, 0, 1, 9,
    ]);
    const t = testFigures(
      test({
        bins: [
          { bin: -1, count: 2 },
          { bin: 9, count: 1 },
        ],
      }),
      [],
      RULES,
    );
    expect(t.distribution[0]).toEqual({ from: -10, to: 0, count: 2 });
    expect(t.distribution.at(-1)).toEqual({ from: 90, to: 100, count: 1 });
    expect(t.distribution).toHaveLength(11);
  });

  it('groups are round(0.27 · n): 2 → 1, 3 → 1, 6 → 2, 50 → 14, 100 → 27, 100,000 → 27,000', () => {
    expect([2, 3, 6, 50, 100, 100_000].map((n) => groupSize(n, 0.27))).toEqual([1, 1, 2, 14, 27, 27_000]);
  });
});
