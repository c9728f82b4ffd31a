import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDateSchema } from './fields.ts';

/** Detailed Analytics (/performance, issue 7): every result of the student, and the trends over them. */
export {
  PERFORMANCE_DEFAULT_PAGE_SIZE,
  PERFORMANCE_MAX_PAGE_SIZE,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_SORTS,
  type PerformanceSort,
  SORT_ORDERS,
  type SortOrder,
} from './performance-messages.ts';

import {
  PERFORMANCE_DEFAULT_PAGE_SIZE,
  PERFORMANCE_MAX_PAGE_SIZE,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_SORTS,
  SORT_ORDERS,
} from './performance-messages.ts';

/** Query values arrive as strings; an empty one means "not given". */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const PerformanceResultsQuerySchema = z
  .strictObject({
    exam: z.preprocess(blankToUndefined, z.string().max(50, PERFORMANCE_MESSAGES.badExam).optional()),
    subject: z.preprocess(blankToUndefined, z.string().max(100, PERFORMANCE_MESSAGES.badSubject).optional()),
    /** India's calendar days (IST), both inclusive. */
    from: z.preprocess(blankToUndefined, calendarDateSchema(PERFORMANCE_MESSAGES.badFrom).optional()),
    to: z.preprocess(blankToUndefined, calendarDateSchema(PERFORMANCE_MESSAGES.badTo).optional()),
    sort: z.preprocess(
      blankToUndefined,
      z.enum(PERFORMANCE_SORTS, { error: PERFORMANCE_MESSAGES.badSort }).default('date'),
    ),
    order: z.preprocess(
      blankToUndefined,
      z.enum(SORT_ORDERS, { error: PERFORMANCE_MESSAGES.badOrder }).default('desc'),
    ),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PERFORMANCE_MESSAGES.badPage })
        .int(PERFORMANCE_MESSAGES.badPage)
        .min(1, PERFORMANCE_MESSAGES.badPage)
        .max(1_000_000, PERFORMANCE_MESSAGES.badPage)
        .default(1),
    ),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: PERFORMANCE_MESSAGES.badPageSize })
        .int(PERFORMANCE_MESSAGES.badPageSize)
        .min(1, PERFORMANCE_MESSAGES.badPageSize)
        .max(PERFORMANCE_MAX_PAGE_SIZE, PERFORMANCE_MESSAGES.badPageSize)
        .default(PERFORMANCE_DEFAULT_PAGE_SIZE),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: PERFORMANCE_MESSAGES.fromAfterTo });
export type PerformanceResultsQuery = z.output<typeof PerformanceResultsQuerySchema>;

export const PerformanceRowSchema = z.object({
  id: z.number().int(),
  testId: z.number().int(),
  testName: z.string(),
  examCode: z.string(),
  examName: z.string(),
  subjects: z.array(z.string()),
  completedAt: z.string(),
  score: z.number(),
  totalScore: z.number(),
  percScore: z.number(),
  accuracyRate: z.number(),
  speedScore: z.number(),
  timeSpentSeconds: z.number().int(),
  isFirstAttempt: z.boolean(),
  /** A later attempt of a test taken before (not `isFirstAttempt`): labelled 'Retake'. */
  isRetake: z.boolean(),
  /** Rank among the test's first attempts; null for a re-attempt (it is not ranked). */
  rank: z.number().int().nullable(),
  /** How many first attempts the test has. */
  takers: z.number().int(),
});
export type PerformanceRow = z.infer<typeof PerformanceRowSchema>;

export const getPerformanceResults = endpoint({
  method: 'GET',
  path: '/api/performance/results',
  query: PerformanceResultsQuerySchema,
  response: z.object({
    success: z.literal(true),
    rows: z.array(PerformanceRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The exams and subjects that appear in the student's results, for the filter bar. */
    filters: z.object({
      exams: z.array(z.object({ code: z.string(), name: z.string() })),
      subjects: z.array(z.string()),
    }),
  }),
});

export const PerformanceOverviewSchema = z.object({
  /** Per subject (by name), the student's percent in it per result that covers it, in date order. */
  subjectTrends: z.array(
    z.object({
      subject: z.string(),
      points: z.array(
        z.object({
          resultId: z.number().int(),
          testName: z.string(),
          completedAt: z.string(),
          percentage: z.number(),
        }),
      ),
    }),
  ),
  /** Accuracy (%) against speed (questions per minute) per result, in date order. */
  accuracySpeed: z.array(
    z.object({
      resultId: z.number().int(),
      testName: z.string(),
      completedAt: z.string(),
      accuracyRate: z.number(),
      speedScore: z.number(),
    }),
  ),
  /**
   * Per test taken, in the order of the student's latest result on it: that result's percent beside the
   * average of the test's first attempts and the percent needed to be in their top 10 %.
   */
  topperComparison: z.array(
    z.object({
      testId: z.number().int(),
      testName: z.string(),
      resultId: z.number().int(),
      completedAt: z.string(),
      /** The latest result is a retake: labelled 'Retake' (it is not among the first attempts compared). */
      isRetake: z.boolean(),
      you: z.number(),
      average: z.number().nullable(),
      topTenPercent: z.number().nullable(),
      takers: z.number().int(),
    }),
  ),
});
export type PerformanceOverview = z.infer<typeof PerformanceOverviewSchema>;

export const getPerformanceOverview = endpoint({
  method: 'GET',
  path: '/api/performance/overview',
  response: z.object({ success: z.literal(true) }).extend(PerformanceOverviewSchema.shape),
});
