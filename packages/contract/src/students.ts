import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { getPerformanceResults, PerformanceResultsQuerySchema } from './performance.ts';
import {
  DashboardSchema,
  getSolutions,
  RESULT_MESSAGES,
  ResultSchema,
  SolutionsQuerySchema,
} from './results.ts';

/**
 * Issue 18 point 3: a student as the staff of their centre see them, read-only: the dashboard's figures, the
 * results list, each result page and its solutions exactly as the student's own endpoints give them, and the
 * attempts in progress (counts only: never a chosen answer, never a key). The staff of the student's centre
 * (coaching admin, teachers) and the super admin; anyone else, or a student of another centre, 404.
 */
export const STUDENT_MESSAGES = {
  badStudentId: 'The student id must be a positive whole number.',
  notFound: 'No student found.',
} as const;

const studentParams = z.object({ id: positiveIdSchema(STUDENT_MESSAGES.badStudentId) });
const studentResultParams = studentParams.extend({ resultId: positiveIdSchema(RESULT_MESSAGES.badId) });

/** Who the page is about: name, email, centre and batches. */
export const StudentHeaderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  batches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StudentHeader = z.infer<typeof StudentHeaderSchema>;

/** An attempt the student has not submitted: how far along it is, never what was chosen. */
export const AttemptInProgressSchema = z.object({
  attemptId: z.number().int(),
  testId: z.number().int(),
  testName: z.string(),
  startedAt: z.string(),
  deadline: z.string(),
  /** Questions with a chosen option so far. */
  answered: z.number().int(),
  totalQuestions: z.number().int(),
  /** Seconds to the deadline by the server's clock, 0 once it has passed (the sweeper submits it). */
  remainingSeconds: z.number().int(),
});
export type AttemptInProgress = z.infer<typeof AttemptInProgressSchema>;

export const getStudentOverview = endpoint({
  method: 'GET',
  path: '/api/students/:id/overview',
  params: studentParams,
  response: z.object({
    success: z.literal(true),
    student: StudentHeaderSchema,
    /** The student's dashboard as `GET /api/results/enhanced-dashboard` gives it to them. */
    dashboard: DashboardSchema,
    inProgress: z.array(AttemptInProgressSchema),
  }),
});

/** The student's results list: the query and answer of `GET /api/performance/results`. */
export const getStudentResults = endpoint({
  method: 'GET',
  path: '/api/students/:id/results',
  params: studentParams,
  query: PerformanceResultsQuerySchema,
  response: getPerformanceResults.response,
});

/** One result page, the same body as `GET /api/results/:id` gives the student. */
export const getStudentResult = endpoint({
  method: 'GET',
  path: '/api/students/:id/results/:resultId',
  params: studentResultParams,
  response: z.object({ success: z.literal(true), result: ResultSchema }),
});

/** The result's solutions, as `GET /api/results/:id/solutions` gives them to the student. */
export const getStudentSolutions = endpoint({
  method: 'GET',
  path: '/api/students/:id/results/:resultId/solutions',
  params: studentResultParams,
  query: SolutionsQuerySchema,
  response: getSolutions.response,
});

/** One page of solutions, as both solutions endpoints answer it. */
export type SolutionsPage = z.infer<typeof getSolutions.response>;
