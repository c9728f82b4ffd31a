import type { QuestionBreakdownItem } from '@aspirant/contract/results.ts';

export interface QuestionCounts {
  total: number;
  correct: number;
  incorrect: number;
  unattempted: number;
  /** Mean seconds per question of the group; 0 without questions. */
  averageSeconds: number;
}

/** Counts of one group of questions (a subject, a topic) from the breakdown. */
export function questionCounts(questions: QuestionBreakdownItem[]): QuestionCounts {
  const time = questions.reduce((sum, q) => sum + q.timeSpent, 0);
  return {
    total: questions.length,
    correct: questions.filter((q) => q.status === 'Correct').length,
    incorrect: questions.filter((q) => q.status === 'Incorrect').length,
    unattempted: questions.filter((q) => q.status === 'Unattempted').length,
    averageSeconds: questions.length > 0 ? time / questions.length : 0,
  };
}
