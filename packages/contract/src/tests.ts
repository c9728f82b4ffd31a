import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';

/** SPEC §9: the test list's page size; the server caps what a client may ask for. */
export const TEST_PAGE_SIZE = 9;
export const TEST_PAGE_SIZE_MAX = 50;
export const SEARCH_MAX_LENGTH = 200;

export const TEST_TYPES = ['Full Syllabus', 'Subject Wise', 'Topic Wise'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const TEST_MESSAGES = {
  badId: 'The test id must be a positive whole number.',
  badQuestionId: 'The question id must be a positive whole number.',
  badPage: 'page must be a whole number from 1.',
  badLimit: `limit must be a whole number from 1 to ${TEST_PAGE_SIZE_MAX}.`,
  badType: `type must be one of: ${TEST_TYPES.join(', ')}.`,
  badFilterId: (name: string) => `${name} must be a positive whole number.`,
  searchTooLong: `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`,
  testNotFound: "The test you're looking for doesn't exist or has been removed.",
  questionNotFound: 'This question is not part of the test.',
} as const;

/** An empty form field means "no filter". */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const optionalFilterId = (name: string) =>
  z.preprocess(emptyAsUndefined, positiveIdSchema(TEST_MESSAGES.badFilterId(name)).optional());

export const TestIdParamsSchema = z.object({ id: positiveIdSchema(TEST_MESSAGES.badId) });

export const ListTestsQuerySchema = z.object({
  exam: optionalFilterId('exam'),
  subject: optionalFilterId('subject'),
  topic: optionalFilterId('topic'),
  type: z.preprocess(emptyAsUndefined, z.enum(TEST_TYPES, TEST_MESSAGES.badType).optional()),
  search: z.string().max(SEARCH_MAX_LENGTH, TEST_MESSAGES.searchTooLong).optional(),
  page: z.coerce
    .number({ error: TEST_MESSAGES.badPage })
    .int(TEST_MESSAGES.badPage)
    .min(1, TEST_MESSAGES.badPage)
    // A bound, so the offset stays a small integer in SQL (issue 13: no unbounded input).
    .max(1_000_000, TEST_MESSAGES.badPage)
    .default(1),
  limit: z.coerce
    .number({ error: TEST_MESSAGES.badLimit })
    .int(TEST_MESSAGES.badLimit)
    .min(1, TEST_MESSAGES.badLimit)
    .max(TEST_PAGE_SIZE_MAX, TEST_MESSAGES.badLimit)
    .default(TEST_PAGE_SIZE),
});
export type ListTestsQuery = z.input<typeof ListTestsQuerySchema>;

const NamedSchema = z.object({ id: z.number().int(), name: z.string() });

export const MarkingSchemeSchema = z.object({ corr: z.number(), incorr: z.number(), unatt: z.number() });
export type MarkingScheme = z.infer<typeof MarkingSchemeSchema>;

/** SPEC §3 "Test (list item)". */
export const TestListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  duration: z.number().int(),
  code: z.string(),
  type: z.enum(TEST_TYPES),
  subjects: z.array(z.string()),
  questions: z.number().int(),
  exam_master: z.object({ name: z.string() }),
  subject_master: z.object({ name: z.string() }).nullable(),
  topic_master: z.object({ name: z.string() }).nullable(),
  isBilingual: z.boolean(),
  /**
   * Issue 17: the test's window as instants (ISO), null when open-ended: before `opensAt` it shows when it opens,
   * from `closesAt` on it is closed (the start refuses both; `opensAt` itself is open, `closesAt` itself closed).
   */
  opensAt: z.string().nullable().optional(),
  closesAt: z.string().nullable().optional(),
  /** Issue 17: for a student, the attempts used and allowed when they are limited (null: unlimited). */
  attempts: z.object({ used: z.number().int(), allowed: z.number().int() }).nullable().optional(),
});
export type TestListItem = z.infer<typeof TestListItemSchema>;

export const listTests = endpoint({
  method: 'GET',
  path: '/api/tests',
  query: ListTestsQuerySchema,
  response: z.object({
    success: z.literal(true),
    tests: z.array(TestListItemSchema),
    filters: z.object({
      exams: z.array(NamedSchema),
      subjects: z.array(NamedSchema),
      topics: z.array(NamedSchema),
    }),
    pagination: z.object({
      totalPages: z.number().int(),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
      hasMore: z.boolean(),
    }),
  }),
});

export const TestDetailSchema = TestListItemSchema.extend({
  exam_master: z.object({ name: z.string(), marking_scheme: MarkingSchemeSchema }),
  /**
   * Issue 17: the reader's own accommodation in percent (0 without one; never its reason). The intro page's
   * 'Your time' is the duration stretched by it; the server applies it to the deadline at start.
   */
  extraTimePercent: z.number().int().optional(),
});
export type TestDetail = z.infer<typeof TestDetailSchema>;

export const getTest = endpoint({
  method: 'GET',
  path: '/api/tests/:id',
  params: TestIdParamsSchema,
  response: z.object({ success: z.literal(true), test: TestDetailSchema }),
});

export const getQuestionIds = endpoint({
  method: 'GET',
  path: '/api/tests/:id/question-ids',
  params: TestIdParamsSchema,
  response: z.object({ success: z.literal(true), questionIds: z.array(z.number().int()) }),
});

/**
 * SPEC §3 "Test question". Deliberately without the correct option or the explanation: the response
 * schema strips anything else, so neither can leave the server during an attempt.
 */
export const QuestionSchema = z.object({
  id: z.number().int(),
  QuestionMaster: z.object({
    question: z.object({
      question: z.string(),
      image: z.string().nullable(),
      options: z.array(z.string()),
    }),
  }),
  hi: z.object({ question: z.string(), options: z.array(z.string()) }).nullable(),
  /** Issue 15: the question's subject, for the submit summary per section (absent in papers kept before). */
  subject: z.string().nullable().optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const getQuestion = endpoint({
  method: 'GET',
  path: '/api/tests/:id/questions/:questionId',
  params: z.object({
    id: positiveIdSchema(TEST_MESSAGES.badId),
    questionId: positiveIdSchema(TEST_MESSAGES.badQuestionId),
  }),
  response: z.object({ success: z.literal(true), question: QuestionSchema }),
});
