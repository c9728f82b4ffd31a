import { choiceAt } from './answer-sheet.ts';

/**
 * Marking a paper (DESIGN.md: the server marks from its own records only), defined once for the submission and
 * for a regrade (issue 18), so a regraded result is exactly what a submission under the fixed key would give.
 *
 * A question of the paper has the options that count as correct (its key, or what a regrade accepted) and may
 * be dropped:
 * - `dropped: 'full'`: everyone gets the correct marks, and it counts as correct;
 * - `dropped: 'unattempted'`: everyone gets the unattempted marks, it counts as unattempted, and it leaves the
 *   maximum (nobody can earn it, so nobody is measured against it).
 */

export type Dropped = 'unattempted' | 'full';

/** One question of a paper, in paper order. */
export interface PaperKey {
  questionId: number;
  /** The options (0-based) that count as correct: one, or more after 'accept two options'. */
  accepted: readonly number[];
  dropped: Dropped | null;
  difficulty: 'easy' | 'medium' | 'hard';
}

/** The exam's marks per question. */
export interface Marks {
  correct: number;
  incorrect: number;
  unattempted: number;
}

export interface PaperMarks {
  score: number;
  totalScore: number;
  percScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  attempted: number;
  totalQuestions: number;
  /** Difficulties of the questions the student answered (the time-efficiency figure weighs them). */
  answeredDifficulties: PaperKey['difficulty'][];
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** How one chosen option (null: left blank) fares on one question. */
export function outcome(
  key: PaperKey,
  chosen: number | null | undefined,
): 'correct' | 'wrong' | 'unattempted' {
  if (key.dropped === 'full') return 'correct';
  if (key.dropped === 'unattempted') return 'unattempted';
  if (chosen === null || chosen === undefined) return 'unattempted';
  return key.accepted.includes(chosen) ? 'correct' : 'wrong';
}

/** Marks a paper: `chosen` maps a question id to the option chosen (absent or null: left blank). */
export function markPaper(
  key: readonly PaperKey[],
  chosen: ReadonlyMap<number, number | null>,
  marks: Marks,
): PaperMarks {
  return markChoices(key, (k) => chosen.get(k.questionId), marks);
}

/**
 * Marks a result's answer sheet (`answer-sheet.ts`: the options by paper position) against the key in paper
 * order, as `markPaper` marks the same choices (a regrade marks a test's results this way, a batch at a time).
 */
export function markSheet(key: readonly PaperKey[], sheet: Uint8Array, marks: Marks): PaperMarks {
  return markChoices(key, (_, i) => choiceAt(sheet, i), marks);
}

function markChoices(
  key: readonly PaperKey[],
  choiceOf: (k: PaperKey, position: number) => number | null | undefined,
  marks: Marks,
): PaperMarks {
  let correct = 0;
  let wrong = 0;
  let counted = 0;
  const answeredDifficulties: PaperKey['difficulty'][] = [];
  for (let i = 0; i < key.length; i++) {
    const k = key[i]!;
    const choice = choiceOf(k, i);
    if (choice !== null && choice !== undefined) answeredDifficulties.push(k.difficulty);
    if (k.dropped !== 'unattempted') counted++;
    const o = outcome(k, choice);
    if (o === 'correct') correct++;
    else if (o === 'wrong') wrong++;
  }
  const total = key.length;
  const unattempted = total - correct - wrong;
  const score = round2(correct * marks.correct + wrong * marks.incorrect + unattempted * marks.unattempted);
  const totalScore = round2(counted * marks.correct);
  return {
    score,
    totalScore,
    percScore: totalScore > 0 ? round2((score / totalScore) * 100) : 0,
    correct,
    wrong,
    unattempted,
    attempted: correct + wrong,
    totalQuestions: total,
    answeredDifficulties,
  };
}

/**
 * A sheet's marks per group of positions (a results report's subjects): `groupOf[i]` is the group of the
 * 0-based paper position i, in 0..groups-1. Each question gives the exam's marks for its outcome under the key,
 * as `markSheet` counts them, so the groups add up to the sheet's score.
 */
export function markSheetBy(
  key: readonly PaperKey[],
  sheet: Uint8Array,
  marks: Marks,
  groupOf: readonly number[],
  groups: number,
): number[] {
  const sums = new Array<number>(groups).fill(0);
  for (let i = 0; i < key.length; i++) {
    const o = outcome(key[i]!, choiceAt(sheet, i));
    sums[groupOf[i]!]! +=
      o === 'correct' ? marks.correct : o === 'wrong' ? marks.incorrect : marks.unattempted;
  }
  return sums.map(round2);
}
