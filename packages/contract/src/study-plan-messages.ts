// The study plan's limits and messages without zod (see performance-messages.ts).
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
