import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Practice mode (issue 7): untimed sets that never count in results, ranks or the dashboard. */
export const PRACTICE_DEFAULT_COUNT = 10;
export const PRACTICE_MAX_COUNT = 30;

export const PRACTICE_MESSAGES = {
  topicNotFound: 'Topic not found.',
  subjectNotFound: 'Subject not found.',
  nothingToPractise: 'There are no questions to practise yet.',
  badCount: `Choose between 1 and ${PRACTICE_MAX_COUNT} questions.`,
  badId: 'The id must be a positive whole number.',
} as const;

const id = z.coerce
  .number({ error: PRACTICE_MESSAGES.badId })
  .int(PRACTICE_MESSAGES.badId)
  .positive(PRACTICE_MESSAGES.badId)
  .max(2_147_483_647, PRACTICE_MESSAGES.badId);

const count = z
  .number({ error: PRACTICE_MESSAGES.badCount })
  .int(PRACTICE_MESSAGES.badCount)
  .min(1, PRACTICE_MESSAGES.badCount)
  .max(PRACTICE_MAX_COUNT, PRACTICE_MESSAGES.badCount)
  .optional();

/** Where a set's questions come from: the student's wrong answers, one topic, or one subject. */
export const CreatePracticeBodySchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('incorrect'), count }),
  z.strictObject({ source: z.literal('topic'), topicId: id, count }),
  z.strictObject({ source: z.literal('subject'), subjectId: id, count }),
]);
export type CreatePracticeBody = z.infer<typeof CreatePracticeBodySchema>;

export const PracticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  source: z.enum(['incorrect', 'topic', 'subject']),
  questionCount: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PracticeSummary = z.infer<typeof PracticeSummarySchema>;

export const createPractice = endpoint({
  method: 'POST',
  path: '/api/practice',
  body: CreatePracticeBodySchema,
  response: z.object({ success: z.literal(true), practice: PracticeSummarySchema }),
});

export const PracticeIdParamsSchema = z.object({ id });
