import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, NAME_MAX_LENGTH } from './fields.ts';
import { TestIdParamsSchema } from './tests.ts';

/** DESIGN.md: saves later than the deadline plus this grace are refused. */
export const SAVE_GRACE_SECONDS = 30;
/** The server submits an expired attempt within this long, browser or not. */
export const AUTO_SUBMIT_WITHIN_SECONDS = 60;
export const MAX_ANSWERS_PER_SUBMIT = 500;
/**
 * Issue 16: a question has 2 to 6 options (question-bank.ts OPTIONS_MAX, not imported: this module loads with
 * every signed-in page), so an answer is 0 to 5; the server then holds it to the question's own options.
 */
export const MAX_OPTION_INDEX = 5;

export const ATTEMPT_MESSAGES = {
  badSession: 'sessionUuid must be the id of a test session.',
  badAnswer: `selectedAnswer must be an option index from 0 to ${MAX_OPTION_INDEX}, or null to clear the answer.`,
  answerOutOfRange: (options: number) =>
    `selectedAnswer must be the index of one of this question's options (0 to ${options - 1}), or null to clear the answer.`,
  badTime: 'timeSpentSeconds must be a whole number of seconds from 0 to 86400.',
  badAnswerType: 'Only single_choice answers are accepted.',
  attemptNotFound: 'This test session was not found. Please start the test again.',
  attemptClosed: 'This test has already been submitted.',
  deadlinePassed: 'Time is up for this test: answers can no longer be changed.',
  questionNotInTest: 'This question is not part of the test.',
  noQuestions: 'Test data is corrupted',
  tooManyAnswers: `At most ${MAX_ANSWERS_PER_SUBMIT} answers may be sent at once.`,
  badAttemptId: 'attemptId must be the id of a test attempt.',
  badTimings: `questionTimings must list at most ${MAX_ANSWERS_PER_SUBMIT} questions, each a questionId with its timeSpent in seconds.`,
  badQuestionIndex: 'questionIndex must be the position of a question in the test, counted from 0.',
  badLanguage: "language must be 'en' or 'hi'.",
  /** Issue 17: a scheduled test outside its window; `when` is India time ('Sun, 29 Nov, 10:00 AM IST'). */
  notOpenYet: (when: string) => `This test opens on ${when}.`,
  closed: (when: string) => `This test closed on ${when}.`,
  /** Issue 17: every attempt allowed is used (resuming one in progress is never refused). */
  noAttemptsLeft: (allowed: number) =>
    allowed === 1
      ? 'You have used your 1 attempt of this test.'
      : `You have used all ${allowed} attempts of this test.`,
} as const;

export const SavedAnswerSchema = z.object({
  questionId: z.number().int(),
  selectedAnswer: z.number().int().nullable(),
  markedForReview: z.boolean(),
  timeSpent: z.number().int(),
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

/** A running attempt as the browser needs it: the server's clock decides the time left. */
export const AttemptSessionSchema = z.object({
  id: z.number().int(),
  sessionUuid: z.string(),
  testId: z.number().int(),
  startTime: z.string(),
  deadline: z.string(),
  serverTime: z.string(),
  remainingSeconds: z.number().int(),
  lastActivity: z.string(),
  /** The question the student last had open (0-based), kept on the server so any device resumes there. */
  lastQuestionIndex: z.number().int(),
});
export type AttemptSession = z.infer<typeof AttemptSessionSchema>;

export const getInProgressAttempt = endpoint({
  method: 'GET',
  path: '/api/v2/tests/:id/in-progress-attempt',
  params: TestIdParamsSchema,
  response: z.object({
    success: z.literal(true),
    attempt: AttemptSessionSchema.nullable(),
    session: z.object({ startTime: z.string() }).nullable(),
    savedAnswers: z.array(SavedAnswerSchema),
  }),
});

export const startAttempt = endpoint({
  method: 'POST',
  path: '/api/v2/tests/:id/start-enhanced',
  params: TestIdParamsSchema,
  body: z.strictObject({}),
  response: z.object({
    success: z.literal(true),
    sessionUuid: z.string(),
    resumed: z.boolean(),
    attempt: AttemptSessionSchema,
  }),
});

const SessionUuidSchema = z.uuid({ error: ATTEMPT_MESSAGES.badSession });
const QuestionIdSchema = idSchema('questionId must be a question id.');
const SelectedAnswerSchema = z
  .number({ error: ATTEMPT_MESSAGES.badAnswer })
  .int(ATTEMPT_MESSAGES.badAnswer)
  .min(0, ATTEMPT_MESSAGES.badAnswer)
  .max(MAX_OPTION_INDEX, ATTEMPT_MESSAGES.badAnswer)
  .nullable();

export const saveAnswer = endpoint({
  method: 'POST',
  path: '/api/v2/tests/save-answer',
  body: z.strictObject({
    sessionUuid: SessionUuidSchema,
    questionId: QuestionIdSchema,
    selectedAnswer: SelectedAnswerSchema,
    answerType: z
      .literal('single_choice', { error: ATTEMPT_MESSAGES.badAnswerType })
      .default('single_choice'),
    timeSpentSeconds: z
      .number({ error: ATTEMPT_MESSAGES.badTime })
      .int(ATTEMPT_MESSAGES.badTime)
      .min(0, ATTEMPT_MESSAGES.badTime)
      .max(86_400, ATTEMPT_MESSAGES.badTime)
      .default(0),
    isMarkedForReview: z.boolean().default(false),
    /**
     * The browser's own counter of changes in this attempt. A save whose seq is not newer than the stored
     * one (a stale retry, a replay) changes nothing.
     */
    seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  response: z.object({
    success: z.literal(true),
    saved: z.boolean(),
    seq: z.number().int(),
    /** The attempt's deadline when the save was written: staff may have extended it (issue 17). */
    deadline: z.string().optional(),
  }),
});

/**
 * Issue 15: where the student is, so that resuming on another day or device opens that question. Sent apart
 * from the answers (a move changes no answer), after the student has stayed on a question a moment.
 */
export const savePosition = endpoint({
  method: 'POST',
  path: '/api/v2/tests/save-position',
  body: z.strictObject({
    sessionUuid: SessionUuidSchema,
    questionIndex: z
      .number({ error: ATTEMPT_MESSAGES.badQuestionIndex })
      .int(ATTEMPT_MESSAGES.badQuestionIndex)
      .min(0, ATTEMPT_MESSAGES.badQuestionIndex)
      .max(MAX_ANSWERS_PER_SUBMIT - 1, ATTEMPT_MESSAGES.badQuestionIndex),
    /** The language the questions are shown in: the solutions open in it. */
    language: z.enum(['en', 'hi'], { error: ATTEMPT_MESSAGES.badLanguage }).optional(),
  }),
  response: z.object({ success: z.literal(true) }),
});

export const completeAttempt = endpoint({
  method: 'POST',
  path: '/api/test-attempts/complete',
  body: z.strictObject({ attemptId: idSchema(ATTEMPT_MESSAGES.badAttemptId) }),
  response: z.object({ success: z.literal(true), resultId: z.number().int() }),
});

export const submitResult = endpoint({
  method: 'POST',
  path: '/api/results',
  body: z.strictObject({
    testId: idSchema('testId must be a test id.'),
    sessionUuid: SessionUuidSchema.optional(),
    answers: z
      .array(
        z.strictObject({ questionId: QuestionIdSchema, selectedAnswer: SelectedAnswerSchema.optional() }),
      )
      .max(MAX_ANSWERS_PER_SUBMIT, ATTEMPT_MESSAGES.tooManyAnswers)
      .default([]),
    // Sent by the client of SPEC §7; the server keeps its own records of who, when and how long, so these are
    // only bounded (issue 13: no unbounded input), never read.
    userId: idSchema('userId must be a user id.').nullable().optional(),
    userName: z.string().max(NAME_MAX_LENGTH).nullable().optional(),
    startTime: z.string().max(64).nullable().optional(),
    endTime: z.string().max(64).nullable().optional(),
    questionTimings: z
      .array(
        z.object({ questionId: QuestionIdSchema, timeSpent: z.number().min(0) }, ATTEMPT_MESSAGES.badTimings),
        ATTEMPT_MESSAGES.badTimings,
      )
      .max(MAX_ANSWERS_PER_SUBMIT, ATTEMPT_MESSAGES.badTimings)
      .optional(),
  }),
  response: z.object({ success: z.literal(true), result: z.object({ id: z.number().int() }) }),
});
