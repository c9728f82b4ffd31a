// The dashboard's rule insights (apps/server/src/modules/results/insights.ts) as codes and parameters, without
// zod (see performance-messages.ts). The server writes the English below into `title` and `description` as it
// always has, and sends `code` and `params` with them; the web writes the insight in the interface language
// from its catalogue (messages/dashboard.ts reads this English; hindi/dashboard.ts has the Hindi). Insights
// the AI provider rewrote have no code: they are shown as written.

export { fillMessage, type MessageParams } from './message-codes.ts';

export const INSIGHT_CODES = [
  'strongSubject',
  'weakSubject',
  /** The same as weakSubject for a subject read with 'an' ('an Economy subject test'). */
  'weakSubjectAn',
  'scoresRising',
  'scoresDipped',
  'pace',
  'guessing',
  'accurate',
] as const;
export type InsightCode = (typeof INSIGHT_CODES)[number];

/** Each code's title and description, with `{name}` placeholders filled from `params`. */
export const INSIGHT_MESSAGES = {
  strongSubjectTitle: 'Strong in {subject}',
  strongSubjectText:
    'You answer {accuracy}% of {subject} questions correctly ({correct} of {attempted}). Keep it warm with a short revision test each week.',
  weakSubjectTitle: '{subject} needs attention',
  weakSubjectText:
    'Only {accuracy}% of your {subject} answers are correct ({correct} of {attempted}). Read the explanations of the questions you missed, then take a {subject} subject test.',
  weakSubjectAnTitle: '{subject} needs attention',
  weakSubjectAnText:
    'Only {accuracy}% of your {subject} answers are correct ({correct} of {attempted}). Read the explanations of the questions you missed, then take an {subject} subject test.',
  scoresRisingTitle: 'Your scores are rising',
  scoresRisingText:
    'Your last {tests} tests average {points} points more than the {tests} before them. Keep the routine that got you here.',
  scoresDippedTitle: 'Your scores have dipped',
  scoresDippedText:
    'Your last {tests} tests average {points} points less than the {tests} before them. Slow down, and review the questions you got wrong before the next test.',
  paceTitle: 'Work on your pace',
  paceText:
    'You use more time than the targets allow (easy 30 s, medium 60 s, hard 90 s): your time efficiency is {efficiency}%. Skip a question that stalls you and come back to it.',
  guessingTitle: 'Guessing costs marks',
  guessingText:
    'Your accuracy is {accuracy}%. With negative marking, leave a question you cannot narrow down to two options.',
  accurateTitle: 'Accurate answering',
  accurateText:
    '{accuracy}% of the questions you attempt are right. You can afford to attempt a few more of the questions you are unsure about.',
} as const satisfies Record<`${InsightCode}${'Title' | 'Text'}`, string>;
