import { describe, expect, it } from 'vitest';
import { BLANK, choiceAt, encodeSheet, secondsAt } from './answer-sheet.ts';
import { markPaper, markSheet, outcome, type PaperKey } from './marking.ts';

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
