import { describe, expect, it } from 'vitest';
import {
  type AnswerState,
  CORRUPTED_RESUME,
  freshAnswers,
  questionStatus,
  rebuildAnswers,
  sectionCounts,
} from './answer-model.ts';

const answer = (patch: Partial<AnswerState>): AnswerState => ({
  selectedAnswer: null,
  isMarked: false,
  isVisited: false,
  timeSpent: 0,
  ...patch,
});

describe('questionStatus (SPEC §4)', () => {
  it.each([
    [answer({}), 'not-visited'],
    [answer({ isVisited: true }), 'not-answered'],
    [answer({ isVisited: true, selectedAnswer: 0 }), 'answered'],
    [answer({ isVisited: true, isMarked: true }), 'marked'],
    // Marking takes priority over answered.
    [answer({ isVisited: true, selectedAnswer: 3, isMarked: true }), 'marked'],
    // An answer counts even if the visit was not recorded.
    [answer({ selectedAnswer: 1 }), 'answered'],
  ] as const)('%o is %s', (state, expected) => {
    expect(questionStatus(state)).toBe(expected);
  });
});

describe('freshAnswers', () => {
  it('marks question 1 visited and nothing else', () => {
    expect(freshAnswers(3).map(questionStatus)).toEqual(['not-answered', 'not-visited', 'not-visited']);
  });
});

describe('rebuildAnswers (SPEC §4 resume)', () => {
  const saved = [
    { questionId: 11, selectedAnswer: 2, markedForReview: false, timeSpent: 40 },
    { questionId: 13, selectedAnswer: null, markedForReview: true, timeSpent: 5 },
    { questionId: 99, selectedAnswer: 1, markedForReview: false, timeSpent: 9 },
  ];

  it('maps saved answers onto the paper and pads the rest', () => {
    expect(rebuildAnswers([11, 12, 13, 14], saved)).toEqual([
      { selectedAnswer: 2, isMarked: false, isVisited: true, timeSpent: 40 },
      { selectedAnswer: null, isMarked: false, isVisited: false, timeSpent: 0 },
      { selectedAnswer: null, isMarked: true, isVisited: true, timeSpent: 5 },
      { selectedAnswer: null, isMarked: false, isVisited: false, timeSpent: 0 },
    ]);
  });

  it('trims answers to questions outside the paper', () => {
    expect(rebuildAnswers([11], saved)).toHaveLength(1);
  });

  it('drops options outside 0-3', () => {
    const [rebuilt] = rebuildAnswers([11], [{ ...saved[0], selectedAnswer: 7 }]);
    expect(rebuilt?.selectedAnswer).toBeNull();
  });

  it('refuses data that is not a list', () => {
    expect(() => rebuildAnswers([11], '{"a":1}')).toThrow(CORRUPTED_RESUME);
    expect(() => rebuildAnswers([11], null)).toThrow(CORRUPTED_RESUME);
  });
});

describe('sectionCounts', () => {
  const answers = [
    answer({ isVisited: true, selectedAnswer: 1 }),
    answer({ isVisited: true, selectedAnswer: 1, isMarked: true }),
    answer({ isVisited: true }),
    answer({}),
    answer({ isVisited: true, isMarked: true }),
  ];

  it('gives the whole test only when the paper has one subject', () => {
    expect(sectionCounts(answers, ['Polity', 'Polity', 'Polity', null, undefined])).toEqual([
      {
        name: null,
        counts: { total: 5, answered: 2, notAnswered: 2, notVisited: 1, marked: 2, markedAnswered: 1 },
      },
    ]);
  });

  it('adds one row per subject in paper order when there are several', () => {
    expect(sectionCounts(answers, ['History', 'Polity', 'History', 'Polity', 'Polity'])).toEqual([
      {
        name: null,
        counts: { total: 5, answered: 2, notAnswered: 2, notVisited: 1, marked: 2, markedAnswered: 1 },
      },
      {
        name: 'History',
        counts: { total: 2, answered: 1, notAnswered: 1, notVisited: 0, marked: 0, markedAnswered: 0 },
      },
      {
        name: 'Polity',
        counts: { total: 3, answered: 1, notAnswered: 1, notVisited: 1, marked: 2, markedAnswered: 1 },
      },
    ]);
  });
});
