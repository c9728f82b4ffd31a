import { describe, expect, it } from 'vitest';
import { answerCounts, type CountedAnswer } from './answer-counts.ts';

const q = (selectedAnswer: number | null, isMarked = false, isVisited = true): CountedAnswer => ({
  selectedAnswer,
  isMarked,
  isVisited,
});

describe('answerCounts', () => {
  it('counts a marked question with a choice as answered and as marked (the 8 against 11 of issue 15)', () => {
    // 8 answered, 3 answered and marked, 2 marked without a choice, 4 opened without a choice, 8 never opened.
    const answers = [
      ...Array.from({ length: 8 }, () => q(1)),
      ...Array.from({ length: 3 }, () => q(2, true)),
      ...Array.from({ length: 2 }, () => q(null, true)),
      ...Array.from({ length: 4 }, () => q(null)),
      ...Array.from({ length: 8 }, () => q(null, false, false)),
    ];
    expect(answerCounts(answers)).toEqual({
      total: 25,
      answered: 11,
      notAnswered: 6,
      notVisited: 8,
      marked: 5,
      markedAnswered: 3,
    });
  });

  it('keeps answered + not answered + not visited equal to the total', () => {
    const counts = answerCounts([q(0), q(null), q(null, false, false), q(3, true), q(null, true, false)]);
    expect(counts.answered + counts.notAnswered + counts.notVisited).toBe(counts.total);
    expect(counts).toEqual({
      total: 5,
      answered: 2,
      notAnswered: 2,
      notVisited: 1,
      marked: 2,
      markedAnswered: 1,
    });
  });

  it('pads with questions never opened up to the total (the resume dialog knows only saved rows)', () => {
    expect(answerCounts([q(2), q(null, true)], 10)).toEqual({
      total: 10,
      answered: 1,
      notAnswered: 1,
      notVisited: 8,
      marked: 1,
      markedAnswered: 0,
    });
  });

  it('counts nothing in an empty test', () => {
    expect(answerCounts([])).toEqual({
      total: 0,
      answered: 0,
      notAnswered: 0,
      notVisited: 0,
      marked: 0,
      markedAnswered: 0,
    });
  });
});
