// The built-in provider's AI insights of a result (apps/server/src/modules/ai/assistant.ts builtinInsight) by
// code (issue 15 point 9), without zod (see performance-messages.ts). The server writes this English into the
// insight's fields as it always has, and stores and sends `messages` with it: each field a list of coded
// sentences joined by a space, each next step one. The web writes them in the interface language from its
// catalogue. Insights a model wrote have no `messages`: they are shown as written.
import type { MessageParams } from './message-codes.ts';

export const RESULT_INSIGHT_MESSAGES = {
  scoredStrong:
    'You scored {score} of {totalScore} ({percent}%), a strong result: {correct} correct, {wrong} incorrect and {unattempted} left out of {questions}. {accuracy}% of the questions you attempted were right.',
  scoredFair:
    'You scored {score} of {totalScore} ({percent}%), a fair result: {correct} correct, {wrong} incorrect and {unattempted} left out of {questions}. {accuracy}% of the questions you attempted were right.',
  scoredGrow:
    'You scored {score} of {totalScore} ({percent}%), a result with room to grow: {correct} correct, {wrong} incorrect and {unattempted} left out of {questions}. {accuracy}% of the questions you attempted were right.',
  weakestArea: 'Your weakest area here is {subject} ({percent}%).',
  startWith: 'Start with {topics}.',
  focusDefault: 'Focus on the subjects where you answered fewer than 70% of the questions correctly.',
  perQuestion: 'You spent {seconds} s per question on average (the reference is 60 s).',
  paceSlow: 'Move on from a question after a minute and come back to it at the end.',
  paceFast: 'Your pace leaves time to re-read the statements of multi-statement questions.',
  reviewIncorrect: 'Review every incorrect answer and read its explanation.',
  practiseWeakest: 'Practise {subject} with its subject test.',
  practiseWeakSubjects: 'Practise your weak subjects with subject tests.',
  narrowDown: 'Attempt only the questions you can narrow down to two options: wrong answers cost marks.',
  takeSimilar: 'Take a similar test again within a week.',
  buildAccuracy:
    'Build accuracy first: read the explanations of the topics you missed, make short notes, then test yourself on those topics before taking full tests.',
  weeklyRhythm:
    'Keep a weekly rhythm: topic tests on weekdays, one full-length mock at the weekend, and a review of every wrong answer.',
} as const;
export type ResultInsightCode = keyof typeof RESULT_INSIGHT_MESSAGES;
export const RESULT_INSIGHT_CODES = Object.keys(RESULT_INSIGHT_MESSAGES) as [
  ResultInsightCode,
  ...ResultInsightCode[],
];

export interface ResultInsightSentence {
  code: ResultInsightCode;
  params: MessageParams;
}

/** Each field's sentences; `nextSteps` one sentence per step. */
export interface ResultInsightMessages {
  performanceAnalysis: ResultInsightSentence[];
  subjectFocus: ResultInsightSentence[];
  timeManagement: ResultInsightSentence[];
  nextSteps: ResultInsightSentence[];
  studyStrategy: ResultInsightSentence[];
}
