import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';

/** Practice mode (issue 7): untimed sets that never count in results, ranks or the dashboard. */
export const PRACTICE_DEFAULT_COUNT = 10;
export const PRACTICE_MAX_COUNT = 30;

export const PRACTICE_MESSAGES = {
  topicNotFound: 'Topic not found.',
  subjectNotFound: 'Subject not found.',
  nothingToPractise: 'There are no questions to practise yet.',
  badCount: `Choose between 1 and ${PRACTICE_MAX_COUNT} questions.`,
  badId: 'The id must be a positive whole number.',
  notFound: 'Practice set not found.',
  alreadyAnswered: 'You have already answered this question.',
  badPosition: `position must be a whole number from 1 to ${PRACTICE_MAX_COUNT}.`,
  noSuchPosition: 'This practice set has no question at that position.',
  badAnswer: 'selectedAnswer must be the index of one of the options (0, 1, 2, ...).',
  answerOutOfRange: (options: number) =>
    `selectedAnswer must be the index of one of the options (0 to ${options - 1}).`,
  badSource: 'source must be one of: incorrect, topic, subject, saved.',
  nothingSaved: 'You have no saved questions to practise yet.',
  tooMany: 'You have started too many practice sets in the last hour. Try again later.',
  withheld:
    'This question belongs to a test you have not submitted yet: it stays hidden until you submit that test.',
} as const;

const id = positiveIdSchema(PRACTICE_MESSAGES.badId);

const count = z
  .number({ error: PRACTICE_MESSAGES.badCount })
  .int(PRACTICE_MESSAGES.badCount)
  .min(1, PRACTICE_MESSAGES.badCount)
  .max(PRACTICE_MAX_COUNT, PRACTICE_MESSAGES.badCount)
  .optional();

/** Where a set's questions come from: the student's wrong answers, one topic, or one subject. */
export const CreatePracticeBodySchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({ source: z.literal('incorrect'), count }),
    z.strictObject({ source: z.literal('topic'), topicId: id, count }),
    z.strictObject({ source: z.literal('subject'), subjectId: id, count }),
    // Issue 15: the student's saved questions (bookmarks).
    z.strictObject({ source: z.literal('saved'), count }),
  ],
  { error: PRACTICE_MESSAGES.badSource },
);
export type CreatePracticeBody = z.infer<typeof CreatePracticeBodySchema>;

export const PracticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The topic's or subject's name in the title (practice-titles.ts), for the interface language; else null. */
  titleName: z.string().nullable(),
  source: z.enum(['incorrect', 'topic', 'subject', 'saved']),
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

/** How many recent sets GET /api/practice lists, and how many sets a student may start per hour. */
export const PRACTICE_RECENT_LIMIT = 20;
export const PRACTICE_MAX_PER_HOUR = 50;

export const listPractice = endpoint({
  method: 'GET',
  path: '/api/practice',
  response: z.object({ success: z.literal(true), sets: z.array(PracticeSummarySchema) }),
});

/** One question of a set: the answer key and explanation only once the student has answered it. */
export const PracticeItemSchema = z.object({
  position: z.number().int(),
  questionId: z.number().int(),
  text: z.string(),
  options: z.array(z.string()),
  /**
   * The question's image (issue 16), as a test shows it: a bank image's signed link, an older seed path as it
   * is; null without one, and for a withheld item.
   */
  image: z.string().nullable(),
  textHi: z.string().nullable(),
  optionsHi: z.array(z.string()).nullable(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  selectedAnswer: z.number().int().nullable(),
  isCorrect: z.boolean().nullable(),
  correctIndex: z.number().int().nullable(),
  explanation: z.string().nullable(),
  /** The Hindi explanation of a bilingual question, like `explanation` only once answered; null otherwise. */
  explanationHi: z.string().nullable(),
  /**
   * True while the student may not see the question's key (decision 0008: it belongs to a test they have an
   * attempt in progress for, or to no submitted test and is not reserved for practice): its text, options and
   * key are withheld (empty) and it cannot be answered until that test is submitted.
   */
  withheld: z.boolean(),
  /** Whether the student saved it (issue 15: saved questions). */
  isBookmarked: z.boolean(),
});
export type PracticeItem = z.infer<typeof PracticeItemSchema>;

export const PracticeSetSchema = PracticeSummarySchema.extend({ items: z.array(PracticeItemSchema) });
export type PracticeSet = z.infer<typeof PracticeSetSchema>;

export const getPractice = endpoint({
  method: 'GET',
  path: '/api/practice/:id',
  params: PracticeIdParamsSchema,
  response: z.object({ success: z.literal(true), practice: PracticeSetSchema }),
});

export const AnswerPracticeBodySchema = z.strictObject({
  position: z
    .number({ error: PRACTICE_MESSAGES.badPosition })
    .int(PRACTICE_MESSAGES.badPosition)
    .min(1, PRACTICE_MESSAGES.badPosition)
    .max(PRACTICE_MAX_COUNT, PRACTICE_MESSAGES.badPosition),
  selectedAnswer: z
    .number({ error: PRACTICE_MESSAGES.badAnswer })
    .int(PRACTICE_MESSAGES.badAnswer)
    .min(0, PRACTICE_MESSAGES.badAnswer)
    .max(25, PRACTICE_MESSAGES.badAnswer),
});
export type AnswerPracticeBody = z.infer<typeof AnswerPracticeBodySchema>;

export const answerPractice = endpoint({
  method: 'POST',
  path: '/api/practice/:id/answers',
  params: PracticeIdParamsSchema,
  body: AnswerPracticeBodySchema,
  response: z.object({
    success: z.literal(true),
    isCorrect: z.boolean(),
    correctIndex: z.number().int(),
    explanation: z.string(),
    explanationHi: z.string().nullable(),
    summary: PracticeSummarySchema,
  }),
});

/** What a set can be built from: every subject with its topics, by name. */
export const PracticeOptionsSchema = z.object({
  subjects: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type PracticeOptions = z.infer<typeof PracticeOptionsSchema>;

export const getPracticeOptions = endpoint({
  method: 'GET',
  path: '/api/practice/options',
  response: z.object({ success: z.literal(true) }).extend(PracticeOptionsSchema.shape),
});
