import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { STUDENT_MESSAGES } from './students.ts';
import { LANGUAGES, type Language } from './ui-language.ts';

/**
 * Issue 18 point 4: reports to take away. A test's results for a batch or the whole centre as CSV or XLSX, and
 * a one-page PDF result card per student. Staff of the owning centre (roles 1, 2, 4) read their centre's tests;
 * the super admin the global tests (the rule of the item analysis); any other test answers 404 like an unknown
 * one. A student reads the card of their own result only (another's answers 404).
 *
 * The answers are files, not JSON: the response schemas are `z.unknown()` like the question export's.
 */

export const RESULTS_REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ResultsReportFormat = (typeof RESULTS_REPORT_FORMATS)[number];

export const TEST_REPORT_MESSAGES = {
  badTestId: 'The test id must be a positive whole number.',
  badResultId: 'The result id must be a positive whole number.',
  badBatchId: 'batchId must be the id of one of your batches.',
  badFormat: "format must be 'csv' or 'xlsx'.",
  badLanguage: "lang must be 'en' or 'hi'.",
  testNotFound: 'Test not found.',
  batchNotFound: 'Batch not found.',
  resultNotFound: 'Result not found.',
} as const;
const M = TEST_REPORT_MESSAGES;

/**
 * The columns before the per-subject marks, in order: the file's header row in the reader's interface language
 * (`lang`; English by default). The Hindi is the result card's. File names stay ASCII in either.
 */
export const RESULTS_REPORT_COLUMNS = {
  en: ['Rank', 'Name', 'Email', 'Score', 'Percent', 'Correct', 'Wrong', 'Unattempted', 'Time (mm:ss)'],
  hi: ['रैंक', 'नाम', 'ईमेल', 'स्कोर', 'प्रतिशत', 'सही', 'गलत', 'अनुत्तरित', 'लगा समय (मि:से)'],
} as const satisfies Record<Language, readonly string[]>;

/** The header of a subject's column of marks. */
export const subjectMarksColumn = (subject: string, lang: Language = 'en') =>
  lang === 'hi' ? `${subject} के अंक` : `${subject} marks`;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A file's words: 'en' (the default) or 'hi'. */
const languageSchema = z.preprocess(emptyToUndefined, z.enum(LANGUAGES, { error: M.badLanguage }).optional());

/**
 * GET: the first attempts of the test by the students of the caller's centre (the super admin: everyone), or of
 * one batch, ranked within that group by percent (ties share a rank), with each subject's marks as the exam's
 * scheme gives them under the test's key as fixed now (regrades included).
 */
export const getResultsReport = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests/:id/results-report',
  params: z.object({ id: positiveIdSchema(M.badTestId) }),
  query: z.object({
    format: z.enum(RESULTS_REPORT_FORMATS, { error: M.badFormat }),
    batchId: z.preprocess(emptyToUndefined, positiveIdSchema(M.badBatchId).optional()),
    lang: languageSchema,
  }),
  response: z.unknown(),
});

/** The card's words: English, or Hindi (the reader's interface language; names and numbers stay as they are). */
const CardQuery = z.object({ lang: languageSchema });

/** GET: the PDF result card of the caller's own result (SPEC §2's Download Report and Print Report). */
export const getResultCard = endpoint({
  method: 'GET',
  path: '/api/results/:id/card.pdf',
  params: z.object({ id: positiveIdSchema(M.badResultId) }),
  query: CardQuery,
  response: z.unknown(),
});

/** GET: the same card, for staff of the student's centre (the super admin: of a global test). */
export const getStaffResultCard = endpoint({
  method: 'GET',
  path: '/api/test-studio/tests/:id/results/:resultId/card.pdf',
  params: z.object({ id: positiveIdSchema(M.badTestId), resultId: positiveIdSchema(M.badResultId) }),
  query: CardQuery,
  response: z.unknown(),
});

/**
 * GET: the same card, for the staff who read the student's pages (issue 18 point 3's drill-down: the student's
 * centre's admin and teachers, the super admin), whatever test it is of.
 */
export const getStudentResultCard = endpoint({
  method: 'GET',
  path: '/api/students/:id/results/:resultId/card.pdf',
  params: z.object({
    id: positiveIdSchema(STUDENT_MESSAGES.badStudentId),
    resultId: positiveIdSchema(M.badResultId),
  }),
  query: CardQuery,
  response: z.unknown(),
});
