import { describe, expect, it } from 'vitest';
import { BLANK, choiceAt, encodeSheet, secondsAt } from './answer-sheet.ts';
import { markPaper, markSheet, markSheetBy, outcome, type PaperKey } from './marking.ts';

const marks = { correct: 2, incorrect: -0.66, unattempted: 0 };
const q = (questionId: number, accepted: number[], dropped: PaperKey['dropped'] = null): PaperKey => ({
  questionId,
  accepted,
  dropped,
  difficulty: 'medium',
});

describe('markPaper', () => {
  // Four questions; the student chose 0, 1, nothing, 3.
  const chosen = new Map<number, number | null>([
    [1, 0],
    [2, 1],
    [3, null],
    [4, 3],
  ]);

  it('marks by the key: 1 correct, 2 wrong, 1 blank', () => {
    const m = markPaper([q(1, [0]), q(2, [2]), q(3, [1]), q(4, [0])], chosen, marks);
    expect(m).toMatchObject({ correct: 1, wrong: 2, unattempted: 1, attempted: 3, totalQuestions: 4 });
    expect(m.score).toBe(0.68); // 2 - 0.66 - 0.66
    expect(m.totalScore).toBe(8);
    expect(m.percScore).toBe(8.5);
  });

  it('a changed key and two accepted options count the new options as correct', () => {
    const m = markPaper([q(1, [0]), q(2, [2, 1]), q(3, [1]), q(4, [3])], chosen, marks);
    expect(m).toMatchObject({ correct: 3, wrong: 0, unattempted: 1, score: 6, totalScore: 8, percScore: 75 });
  });

  it('a question dropped with full marks is correct for everyone, blank or not', () => {
    const m = markPaper([q(1, [0]), q(2, [2]), q(3, [1], 'full'), q(4, [0])], chosen, marks);
    expect(m).toMatchObject({ correct: 2, wrong: 2, unattempted: 0, score: 2.68, totalScore: 8 });
  });

  it('a question dropped with unattempted marks counts as blank and leaves the maximum', () => {
    const m = markPaper([q(1, [0]), q(2, [2], 'unattempted'), q(3, [1]), q(4, [0])], chosen, marks);
    expect(m).toMatchObject({ correct: 1, wrong: 1, unattempted: 2, score: 1.34, totalScore: 6 });
    expect(m.percScore).toBe(22.33);
    // Answered difficulties still list what the student answered (time efficiency weighs the work done).
    expect(m.answeredDifficulties).toHaveLength(3);
  });

  it('outcome of one choice', () => {
    expect(outcome(q(1, [2]), 2)).toBe('correct');
    expect(outcome(q(1, [2]), 1)).toBe('wrong');
    expect(outcome(q(1, [2]), null)).toBe('unattempted');
    expect(outcome(q(1, [2], 'full'), null)).toBe('correct');
    expect(outcome(q(1, [2], 'unattempted'), 2)).toBe('unattempted');
  });
});

describe('markSheet', () => {
  it('marks an answer sheet as markPaper marks the same choices, under every kind of fix', () => {
    const { sheet } = encodeSheet([
      { chosen: 0, seconds: 5 },
      { chosen: 1, seconds: 5 },
      { chosen: null, seconds: 5 },
      { chosen: 3, seconds: 5 },
    ]);
    const chosen = new Map<number, number | null>([
      [1, 0],
      [2, 1],
      [3, null],
      [4, 3],
    ]);
    for (const key of [
      [q(1, [0]), q(2, [2]), q(3, [1]), q(4, [0])],
      [q(1, [0]), q(2, [2, 1]), q(3, [1]), q(4, [3])],
      [q(1, [0]), q(2, [2]), q(3, [1], 'full'), q(4, [0])],
      [q(1, [0]), q(2, [2], 'unattempted'), q(3, [1]), q(4, [0])],
    ]) {
      expect(markSheet(key, sheet, marks)).toEqual(markPaper(key, chosen, marks));
    }
    // A sheet shorter than the paper (a result written before a question was added) is blank past its end.
    expect(markSheet([q(1, [0]), q(2, [1])], sheet.subarray(0, 1), marks)).toMatchObject({
      correct: 1,
      unattempted: 1,
    });
  });
});

describe('markSheetBy', () => {
  // Choices 0, 1, blank, 3; positions 1 and 3 are group 0 (say Polity), 2 and 4 group 1.
  const { sheet } = encodeSheet([0, 1, null, 3].map((chosen) => ({ chosen, seconds: 1 })));
  const groupOf = [0, 1, 0, 1];

  it('gives each group the marks of its questions, by hand', () => {
    // Group 0: correct (2) + blank (0); group 1: wrong (-0.66) + wrong (-0.66).
    expect(markSheetBy([q(1, [0]), q(2, [2]), q(3, [1]), q(4, [0])], sheet, marks, groupOf, 2)).toEqual([
      2, -1.32,
    ]);
    // Two options accepted at 2 and the key of 4 changed to 3: group 1 is 2 + 2.
    expect(markSheetBy([q(1, [0]), q(2, [2, 1]), q(3, [1]), q(4, [3])], sheet, marks, groupOf, 2)).toEqual([
      2, 4,
    ]);
    // Position 3 dropped with full marks (blank or not), position 2 with unattempted marks.
    expect(
      markSheetBy(
        [q(1, [0]), q(2, [2], 'unattempted'), q(3, [1], 'full'), q(4, [0])],
        sheet,
        marks,
        groupOf,
        2,
      ),
    ).toEqual([4, -0.66]);
    // A group with no questions has no marks.
    expect(markSheetBy([q(1, [0])], sheet, marks, [1], 3)).toEqual([0, 2, 0]);
  });

  it('adds up to the score markSheet gives, under every kind of fix', () => {
    for (const key of [
      [q(1, [0]), q(2, [2]), q(3, [1]), q(4, [0])],
      [q(1, [0]), q(2, [2, 1]), q(3, [1]), q(4, [3])],
      [q(1, [0]), q(2, [2]), q(3, [1], 'full'), q(4, [0])],
      [q(1, [0]), q(2, [2], 'unattempted'), q(3, [1]), q(4, [0])],
    ]) {
      const byGroup = markSheetBy(key, sheet, marks, groupOf, 2);
      expect(byGroup[0]! + byGroup[1]!).toBeCloseTo(markSheet(key, sheet, marks).score, 10);
    }
  });
});

describe('answer sheets', () => {
  it('keep the option by position, 255 when blank, and the seconds in two bytes, clamped', () => {
    const { sheet, seconds } = encodeSheet([
      { chosen: 2, seconds: 300 },
      { chosen: null, seconds: 0 },
      { chosen: 5, seconds: 70_000 },
    ]);
    expect([...sheet]).toEqual([2, BLANK, 5]);
    expect([...seconds]).toEqual([1, 44, 0, 0, 255, 255]);
    expect([0, 1, 2, 3].map((i) => choiceAt(sheet, i))).toEqual([2, null, 5, null]);
    expect([0, 1, 2, 3].map((i) => secondsAt(seconds, i))).toEqual([300, 0, 65_535, 0]);
    expect(() => encodeSheet([{ chosen: 255, seconds: 0 }])).toThrow(RangeError);
  });
});
