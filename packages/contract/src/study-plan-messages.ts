// The study plan's limits and messages without zod (see performance-messages.ts).
import type { MessageParams } from './message-codes.ts';

/** Days of a plan without an exam date. */
export const STUDY_PLAN_WEEK_DAYS = 7;
/** A plan up to an exam date covers at most this many days (from today). */
export const STUDY_PLAN_MAX_DAYS = 120;
/** The exam date may be at most this many days after today. */
export const STUDY_PLAN_MAX_EXAM_DAYS = 365;
/** Every this-many-th day of a plan brings a review of the week and, when no other test fits, a full mock. */
export const STUDY_PLAN_REVIEW_EVERY = 7;

export const STUDY_PLAN_MESSAGES = {
  badExamDate: 'Enter the exam date as a real date (YYYY-MM-DD).',
  examNotAfterToday: 'The exam date must be after today.',
  examTooFar: `The exam date must be within ${STUDY_PLAN_MAX_EXAM_DAYS} days from today.`,
  itemNotFound: 'Plan item not found.',
  badItemId: 'The plan item id must be a positive whole number.',
  badDone: 'done must be true or false.',
  confirmReplace:
    'Regenerating replaces the current plan, and the items you have checked off will be cleared.',
  writtenByAi: 'Plan written with the AI assistant',
} as const;

/**
 * The rule plan's words (apps/server/src/modules/study-plan/rules.ts) by code (issue 15 point 9). The server
 * writes this English into the plan and stores each text's code and parameters with it; the web writes them
 * in the interface language from its catalogue. A plan the AI provider rewrote has no codes.
 */
export const PLAN_MESSAGES = {
  testTitle: 'Test: {test}',
  mockTitle: 'Full mock: {test}',
  diagnosticTitle: 'Diagnostic mock: {test}',
  practiseTitle: 'Practise {name}',
  watchTitle: 'Watch: {lecture}',
  reviewTitle: "Review the week's mistakes",
  mockDetail: 'A full-length mock: {questions} in {minutes}. Take it in one sitting, as in the exam.',
  testDetail: '{questions} in {minutes}. Afterwards, read the explanation of every question you missed.',
  diagnosticDetail:
    'A full-length mock ({questions}, {minutes}) that shows where you stand in every subject. Generate a new plan afterwards to aim at your weak topics.',
  subjectPracticeDetail:
    'A mixed set of {subject} questions, to find the topics that need work. Read each explanation.',
  topicPracticeDetail:
    'Your accuracy here is {accuracy}% ({correct} of {attempted}). Read the explanation of every answer, right or wrong.',
  lectureDetail: 'Note down the key facts as you watch, and revise the notes the next morning.',
  reviewDetail:
    'Go back over the questions you got wrong this week, in tests and practice, and write down why each right answer is right.',
  span: '{days}, {start} to {end}.',
  spanToExam: '{days}, {start} to {end}, up to your exam on {exam}.',
  starterSummary:
    'You have no results yet, so the plan starts with a full-length diagnostic mock test and then practises each subject in turn. Generate a new plan after the mock to aim at your weak topics.',
  weakSummary:
    'It starts with your weakest topics: {topics}. Practise one topic a day, take the tests listed, and check items off as you go.',
} as const;
export type PlanMessageCode = keyof typeof PLAN_MESSAGES;

/**
 * Parameters that are counts, written with their noun ('1 question', '50 questions'), and the English noun;
 * the web writes them through its own plural messages.
 */
export const PLAN_COUNT_PARAMS = { questions: 'question', minutes: 'minute', days: 'day' } as const;
/** Parameters that are calendar days (YYYY-MM-DD), written '23 Nov 2026'. */
export const PLAN_DATE_PARAMS = ['start', 'end', 'exam'] as const;

/** One coded text of a plan. A summary is a list of them, joined by a space. */
export interface PlanMessage {
  code: PlanMessageCode;
  params: MessageParams;
}
