import { type Dropped, outcome, type PaperKey } from './marking.ts';

/**
 * Item analysis of a test (issue 18 point 1), defined once. The figures are made from SUFFICIENT STATISTICS
 * (counts and sums), never from the list of takers, so the server can aggregate 100,000 first attempts in one
 * SQL statement and hand over a few hundred numbers; `sumsFromTakers` makes the same statistics from per-student
 * rows (tests check the SQL against it).
 *
 * Definitions (n takers, each with a total score x; s is the POPULATION standard deviation of x):
 * - groups: the takers ordered by total score, highest first, ties broken by the earlier result id first; the
 *   upper group is the first g = round(share · n) of that order, the lower group the last g (share 0.27).
 * - facility p = correct / n.
 * - discrimination D = upper correct / g − lower correct / g (null when g = 0, i.e. fewer than 2 takers).
 * - point-biserial r = (M1 − M0) / s · √(p·q), M1 and M0 the mean total scores of those correct and of the rest
 *   (null when s = 0 or p is 0 or 1).
 * - KR-20 = k / (k − 1) · (1 − Σ pᵢqᵢ / σ²) over the k questions that are not dropped, σ² the population variance
 *   of the number correct (a dropped question adds the same to everyone's count, so it moves no variance).
 * - mean, median and population standard deviation of the scores; the distribution counts takers per bin of
 *   `binPercent` of the percent score (from ≤ percent < to; 100 % falls in the last bin, below 0 % in bins of
 *   their own below 0).
 */

/** The thresholds and shares (packages/contract/src/insights.ts holds the values the server uses). */
export interface ItemRules {
  groupShare: number;
  tooEasyAbove: number;
  tooHardBelow: number;
  discriminatesFrom: number;
  binPercent: number;
}

/** One question's sufficient statistics. */
export interface ItemSums {
  /** Takers who chose each option (index = option), over the question's options. */
  chosen: number[];
  /** The same within the upper and the lower group. */
  upperChosen: number[];
  lowerChosen: number[];
  /** The sum of the total scores of the takers who chose each option. */
  chosenScore: number[];
  /** Whether choosing each option counts as correct now (the key, or a regrade's accepted options). */
  correctOption: boolean[];
  /** Whether leaving it blank counts as correct (only a question dropped with full marks). */
  blankCorrect: boolean;
  dropped: Dropped | null;
  /** Seconds spent on it, summed over all takers. */
  seconds: number;
}

/** The test's sufficient statistics. */
export interface TestSums {
  takers: number;
  /** The size of each of the upper and lower groups. */
  groupSize: number;
  sumScore: number;
  sumScoreSquares: number;
  /** Sums of the number correct and of its square (KR-20). */
  sumCorrect: number;
  sumCorrectSquares: number;
  median: number | null;
  /** Takers per bin: bin b holds b·binPercent ≤ percent < (b+1)·binPercent (see `binOf`). */
  bins: { bin: number; count: number }[];
}

export type FlagKind = 'possible_wrong_key' | 'too_easy' | 'too_hard' | 'does_not_discriminate';

export interface Flag {
  kind: FlagKind;
  reason: string;
  /** The wrong option the top group preferred ('possible_wrong_key'); null otherwise. */
  option: number | null;
}

export interface ItemFigures {
  facility: number | null;
  discrimination: number | null;
  pointBiserial: number | null;
  optionShares: number[];
  blankShare: number;
  upperShares: number[];
  lowerShares: number[];
  meanSeconds: number | null;
  flags: Flag[];
}

export interface TestFigures {
  takers: number;
  mean: number | null;
  median: number | null;
  standardDeviation: number | null;
  kr20: number | null;
  distribution: { from: number; to: number; count: number }[];
}

/** Four decimals: the figures travel and are compared at this precision. */
export const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The size of each of the upper and lower groups of n takers (the SQL computes the same: round(share · n)). */
export function groupSize(n: number, share: number): number {
  return Math.round(share * n);
}

/** The bin of a percent score: floor(percent / binPercent), with 100 % in the bin below it. */
export function binOf(percent: number, binPercent: number): number {
  return Math.min(Math.floor(percent / binPercent), Math.ceil(100 / binPercent) - 1);
}

/** The option's letter as students see it (0 → A). */
export const optionLetter = (i: number) => String.fromCharCode(65 + i);

/** A variance that float sums leave a hair above zero is zero (every score equal). */
function variance(sum: number, sumSquares: number, n: number): number {
  const mean = sum / n;
  const v = sumSquares / n - mean * mean;
  return v <= 1e-9 * Math.max(1, mean * mean) ? 0 : v;
}

function correctOf(item: ItemSums, chosen: number[], size: number): number {
  const answered = chosen.reduce((a, b) => a + b, 0);
  let correct = item.blankCorrect ? size - answered : 0;
  chosen.forEach((c, i) => {
    if (item.correctOption[i]) correct += c;
  });
  return correct;
}

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** The flags of a question, with their reasons in words (English; the browser words them from kind and option). */
export function flagsOf(
  item: ItemSums,
  figures: Pick<ItemFigures, 'facility' | 'discrimination'>,
  groupSizeOfTest: number,
  rules: ItemRules,
): Flag[] {
  const { facility, discrimination } = figures;
  if (item.dropped !== null || facility === null) return [];
  const flags: Flag[] = [];
  if (groupSizeOfTest > 0) {
    const keyed = item.correctOption.flatMap((isCorrect, i) => (isCorrect ? [i] : []));
    const keyCount = Math.max(0, ...keyed.map((i) => item.upperChosen[i] ?? 0));
    let wrong = -1;
    item.upperChosen.forEach((c, i) => {
      if (!item.correctOption[i] && c > keyCount && (wrong < 0 || c > item.upperChosen[wrong]!)) wrong = i;
    });
    if (wrong >= 0) {
      const key = keyed.map(optionLetter).join(' or ');
      flags.push({
        kind: 'possible_wrong_key',
        reason: `Possible wrong key: the top group chose ${optionLetter(wrong)} more often than the key (${key}).`,
        option: wrong,
      });
    }
  }
  if (facility > rules.tooEasyAbove) {
    flags.push({
      kind: 'too_easy',
      reason: `Too easy: ${percent(facility)} of the takers answered it correctly (more than ${percent(rules.tooEasyAbove)}).`,
      option: null,
    });
  }
  if (facility < rules.tooHardBelow) {
    flags.push({
      kind: 'too_hard',
      reason: `Too hard: only ${percent(facility)} of the takers answered it correctly (less than ${percent(rules.tooHardBelow)}).`,
      option: null,
    });
  }
  if (discrimination !== null && discrimination < rules.discriminatesFrom) {
    flags.push({
      kind: 'does_not_discriminate',
      reason:
        discrimination < 0
          ? `Does not discriminate: the bottom group answered it correctly more often than the top group (discrimination ${discrimination.toFixed(2)}).`
          : `Does not discriminate: the top and bottom groups answered it correctly about as often (discrimination ${discrimination.toFixed(2)}, less than ${rules.discriminatesFrom}).`,
      option: null,
    });
  }
  return flags;
}

/** One question's figures from its sums and the test's. */
export function itemFigures(item: ItemSums, test: TestSums, rules: ItemRules): ItemFigures {
  const n = test.takers;
  const g = test.groupSize;
  const options = item.chosen.length;
  if (n === 0) {
    const zeros = new Array<number>(options).fill(0);
    return {
      facility: null,
      discrimination: null,
      pointBiserial: null,
      optionShares: zeros,
      blankShare: 0,
      upperShares: zeros,
      lowerShares: zeros,
      meanSeconds: null,
      flags: [],
    };
  }
  const correct = correctOf(item, item.chosen, n);
  const p = correct / n;
  const discrimination =
    g === 0 ? null : correctOf(item, item.upperChosen, g) / g - correctOf(item, item.lowerChosen, g) / g;

  // Point-biserial from the sums: M1 over those correct, M0 over the rest (blank included).
  let pointBiserial: number | null = null;
  const v = variance(test.sumScore, test.sumScoreSquares, n);
  if (v > 0 && correct > 0 && correct < n) {
    const blankScore = test.sumScore - item.chosenScore.reduce((a, b) => a + b, 0);
    let correctScore = item.blankCorrect ? blankScore : 0;
    item.chosenScore.forEach((s, i) => {
      if (item.correctOption[i]) correctScore += s;
    });
    const m1 = correctScore / correct;
    const m0 = (test.sumScore - correctScore) / (n - correct);
    const r = ((m1 - m0) / Math.sqrt(v)) * Math.sqrt(p * (1 - p));
    pointBiserial = round4(Math.max(-1, Math.min(1, r)));
  }
  const answered = item.chosen.reduce((a, b) => a + b, 0);
  const figures = {
    facility: round4(p),
    discrimination: discrimination === null ? null : round4(discrimination),
    pointBiserial,
    optionShares: item.chosen.map((c) => round4(c / n)),
    blankShare: round4((n - answered) / n),
    upperShares: item.upperChosen.map((c) => (g === 0 ? 0 : round4(c / g))),
    lowerShares: item.lowerChosen.map((c) => (g === 0 ? 0 : round4(c / g))),
    meanSeconds: Math.round((item.seconds / n) * 100) / 100,
  };
  return { ...figures, flags: flagsOf(item, figures, g, rules) };
}

/** The test-level figures: takers, mean, median, SD, KR-20 and the score distribution. */
export function testFigures(test: TestSums, items: readonly ItemSums[], rules: ItemRules): TestFigures {
  const n = test.takers;
  const counts = new Map(test.bins.map((b) => [b.bin, b.count]));
  const lastBin = Math.ceil(100 / rules.binPercent) - 1;
  const firstBin = Math.min(0, ...test.bins.map((b) => b.bin));
  const distribution: TestFigures['distribution'] = [];
  for (let b = firstBin; b <= lastBin; b++) {
    distribution.push({
      from: b * rules.binPercent,
      to: Math.min(100, (b + 1) * rules.binPercent),
      count: counts.get(b) ?? 0,
    });
  }
  if (n === 0) {
    return { takers: 0, mean: null, median: null, standardDeviation: null, kr20: null, distribution };
  }
  const v = variance(test.sumScore, test.sumScoreSquares, n);
  let kr20: number | null = null;
  const counted = items.filter((i) => i.dropped === null);
  const k = counted.length;
  const correctVariance = variance(test.sumCorrect, test.sumCorrectSquares, n);
  if (n >= 2 && k >= 2 && correctVariance > 0) {
    let pq = 0;
    for (const item of counted) {
      const p = correctOf(item, item.chosen, n) / n;
      pq += p * (1 - p);
    }
    kr20 = round4((k / (k - 1)) * (1 - pq / correctVariance));
  }
  return {
    takers: n,
    mean: round4(test.sumScore / n),
    median: test.median === null ? null : round4(test.median),
    standardDeviation: round4(Math.sqrt(v)),
    kr20,
    distribution,
  };
}

/** One taker as the raw rows hold them (a first attempt's result and its answers). */
export interface Taker {
  resultId: number;
  score: number;
  percent: number;
  /** The result's number correct. */
  correct: number;
  /** Per question id, the option chosen (null: visited, left blank) and the seconds spent. */
  answers: ReadonlyMap<number, { selected: number | null; seconds: number }>;
}

/** A question of the paper with its key as marked now and its number of options. */
export interface PaperItem {
  key: PaperKey;
  optionCount: number;
}

/** The median of sorted numbers (the mean of the two middle ones for an even count). */
export function medianOf(sorted: readonly number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The sufficient statistics from per-student rows: what the server's SQL aggregates, computed the slow and
 * obvious way (the tests compare the two).
 */
export function sumsFromTakers(
  takers: readonly Taker[],
  paper: readonly PaperItem[],
  rules: ItemRules,
): { test: TestSums; items: ItemSums[] } {
  const n = takers.length;
  const g = groupSize(n, rules.groupShare);
  const ordered = [...takers].sort((a, b) => b.score - a.score || a.resultId - b.resultId);
  const upper = new Set(ordered.slice(0, g).map((t) => t.resultId));
  const lower = new Set(ordered.slice(n - g).map((t) => t.resultId));
  const bins = new Map<number, number>();
  for (const t of takers) {
    const b = binOf(t.percent, rules.binPercent);
    bins.set(b, (bins.get(b) ?? 0) + 1);
  }
  const test: TestSums = {
    takers: n,
    groupSize: g,
    sumScore: takers.reduce((a, t) => a + t.score, 0),
    sumScoreSquares: takers.reduce((a, t) => a + t.score * t.score, 0),
    sumCorrect: takers.reduce((a, t) => a + t.correct, 0),
    sumCorrectSquares: takers.reduce((a, t) => a + t.correct * t.correct, 0),
    median: medianOf(takers.map((t) => t.score).sort((a, b) => a - b)),
    bins: [...bins].sort((a, b) => a[0] - b[0]).map(([bin, count]) => ({ bin, count })),
  };
  const items = paper.map(({ key, optionCount }): ItemSums => {
    const zeros = () => new Array<number>(optionCount).fill(0);
    const item: ItemSums = {
      chosen: zeros(),
      upperChosen: zeros(),
      lowerChosen: zeros(),
      chosenScore: zeros(),
      correctOption: Array.from({ length: optionCount }, (_, i) => outcome(key, i) === 'correct'),
      blankCorrect: outcome(key, null) === 'correct',
      dropped: key.dropped,
      seconds: 0,
    };
    for (const t of takers) {
      const answer = t.answers.get(key.questionId);
      if (!answer) continue;
      item.seconds += answer.seconds;
      const i = answer.selected;
      if (i === null) continue;
      item.chosen[i]! += 1;
      item.chosenScore[i]! += t.score;
      if (upper.has(t.resultId)) item.upperChosen[i]! += 1;
      if (lower.has(t.resultId)) item.lowerChosen[i]! += 1;
    }
    return item;
  });
  return { test, items };
}
