import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { QuestionTextSchema, REPORT_KINDS } from './results.ts';

/** Saved questions (issue 15): a student's bookmarks, and 'Report a question'. */
export const BOOKMARKS_MAX = 500;
export const REPORT_COMMENT_MAX = 500;
/** Reports a student may send per day (they reach the centre's staff, issue 16). */
export const REPORTS_PER_DAY = 30;

export const SAVED_MESSAGES = {
  badId: 'The question id must be a positive whole number.',
  /** Unknown, and not seen by the student in a submitted test or practice, alike (404). */
  notFound: 'Question not found.',
  tooMany: `You can save at most ${BOOKMARKS_MAX} questions. Remove some saved questions first.`,
  removed: 'Removed from saved questions.',
  badKind: `kind must be one of: ${REPORT_KINDS.join(', ')}.`,
  commentTooLong: `The comment must be at most ${REPORT_COMMENT_MAX} characters.`,
  alreadyReported: 'You have already reported this problem with this question; it is waiting for review.',
} as const;

export const REPORT_KIND_LABELS = {
  wrong_key: 'Wrong answer key',
  typo: 'Typo or error in the text',
  translation: 'Translation problem',
} as const;

const questionParams = z.object({ questionId: positiveIdSchema(SAVED_MESSAGES.badId) });

export const SavedQuestionSchema = z.object({
  questionId: z.number().int(),
  subject: z.string(),
  topic: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  /** The question's image (issue 16), as a test shows it: a bank image's signed link, a seed path; or null. */
  image: z.string().nullable(),
  en: QuestionTextSchema,
  hi: QuestionTextSchema.nullable(),
  /** The key: null while the student may not see it (decision 0008). */
  correctAnswerIndex: z.number().int().nullable(),
  savedAt: z.string(),
});
export type SavedQuestion = z.infer<typeof SavedQuestionSchema>;

export const listBookmarks = endpoint({
  method: 'GET',
  path: '/api/bookmarks',
  response: z.object({ success: z.literal(true), questions: z.array(SavedQuestionSchema) }),
});

export const addBookmark = endpoint({
  method: 'PUT',
  path: '/api/bookmarks/:questionId',
  params: questionParams,
  response: z.object({
    success: z.literal(true),
    questionId: z.number().int(),
    isBookmarked: z.literal(true),
  }),
});

export const removeBookmark = endpoint({
  method: 'DELETE',
  path: '/api/bookmarks/:questionId',
  params: questionParams,
  response: z.object({
    success: z.literal(true),
    questionId: z.number().int(),
    isBookmarked: z.literal(false),
  }),
});

export const ReportBodySchema = z.strictObject({
  kind: z.enum(REPORT_KINDS, { error: SAVED_MESSAGES.badKind }),
  comment: z
    .string({ error: SAVED_MESSAGES.commentTooLong })
    .trim()
    .max(REPORT_COMMENT_MAX, SAVED_MESSAGES.commentTooLong)
    .optional(),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

export const reportQuestion = endpoint({
  method: 'POST',
  path: '/api/questions/:questionId/reports',
  params: questionParams,
  body: ReportBodySchema,
  response: z.object({
    success: z.literal(true),
    report: z.object({ id: z.number().int(), kind: z.enum(REPORT_KINDS), createdAt: z.string() }),
  }),
});
