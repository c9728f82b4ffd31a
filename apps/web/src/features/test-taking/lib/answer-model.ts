import { MAX_OPTION_INDEX, type SavedAnswer } from '@aspirant/contract/attempts.ts';
import { type AnswerCounts, answerCounts } from '../../../lib/answer-counts.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';

/** SPEC §3 "Answer state per question", with its timing (seconds spent on it so far). */
export interface AnswerState {
  selectedAnswer: number | null;
  isMarked: boolean;
  isVisited: boolean;
  timeSpent: number;
}

/** SPEC §4 "Question status". */
export type QuestionStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked';

/** The name of each status (catalogue keys: 'Answered', 'Visited but Not Answered', …). */
export const STATUS_LABELS = {
  answered: 'testTaking.statusAnswered',
  'not-answered': 'testTaking.statusNotAnswered',
  marked: 'testTaking.statusMarked',
  'not-visited': 'testTaking.statusNotVisited',
} as const satisfies Record<QuestionStatus, MessageKey>;

export function isAnswered(answer: AnswerState): boolean {
  return answer.selectedAnswer !== null;
}

/** SPEC §4: marking takes priority over answered; an answered question counts as visited. */
export function questionStatus(answer: AnswerState): QuestionStatus {
  if (answer.isMarked) return 'marked';
  if (isAnswered(answer)) return 'answered';
  return answer.isVisited ? 'not-answered' : 'not-visited';
}

export const UNVISITED: AnswerState = {
  selectedAnswer: null,
  isMarked: false,
  isVisited: false,
  timeSpent: 0,
};

/** SPEC §4: starting creates empty answers and marks question 1 visited. */
export function freshAnswers(count: number): AnswerState[] {
  return Array.from({ length: count }, (_, index) => ({ ...UNVISITED, isVisited: index === 0 }));
}

/** SPEC §5: the corrupted-resume text. */
export const CORRUPTED_RESUME = 'Test data is corrupted. Please start fresh.';

/**
 * SPEC §4 resume: rebuilds answers and timings from the server's saved answers, one per question of the
 * paper, so the list is padded or trimmed to the question count whatever was saved. A saved answer outside
 * an option 0-3 or outside the paper is left out. Throws CORRUPTED_RESUME when the saved data is not a list.
 */
export function rebuildAnswers(questionIds: readonly number[], savedAnswers: unknown): AnswerState[] {
  if (!Array.isArray(savedAnswers)) throw new Error(CORRUPTED_RESUME);
  const byQuestion = new Map<number, SavedAnswer>();
  for (const saved of savedAnswers as SavedAnswer[]) {
    if (saved && typeof saved.questionId === 'number') byQuestion.set(saved.questionId, saved);
  }
  return questionIds.map((questionId) => {
    const saved = byQuestion.get(questionId);
    if (!saved) return { ...UNVISITED };
    const choice = saved.selectedAnswer;
    return {
      selectedAnswer:
        typeof choice === 'number' && Number.isInteger(choice) && choice >= 0 && choice <= MAX_OPTION_INDEX
          ? choice
          : null,
      isMarked: saved.markedForReview === true,
      // The server keeps a row only for a question the student acted on.
      isVisited: true,
      timeSpent: typeof saved.timeSpent === 'number' && saved.timeSpent > 0 ? saved.timeSpent : 0,
    };
  });
}

/** The submit summary of one section of the paper (issue 15: per subject where the test has several). */
export interface SectionCounts {
  /** The subject's name; null for the whole test. */
  name: string | null;
  counts: AnswerCounts;
}

/**
 * The submit summary: the whole test, then one row per subject in paper order when the paper has more than
 * one (questions without a subject are left out of the sections, never out of the whole).
 */
export function sectionCounts(
  answers: readonly AnswerState[],
  subjects: readonly (string | null | undefined)[],
): SectionCounts[] {
  const whole: SectionCounts = { name: null, counts: answerCounts(answers) };
  const bySubject = new Map<string, AnswerState[]>();
  answers.forEach((answer, index) => {
    const subject = subjects[index];
    if (!subject) return;
    const list = bySubject.get(subject) ?? [];
    list.push(answer);
    bySubject.set(subject, list);
  });
  if (bySubject.size < 2) return [whole];
  return [whole, ...[...bySubject].map(([name, list]) => ({ name, counts: answerCounts(list) }))];
}
