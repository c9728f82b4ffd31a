import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The subject page (/subjects/{subject name}, issue 7): one student's analytics of one subject. */
/** Below Fastify's 100-character limit of a path parameter (longer ones are refused with 414 before this). */
export const SUBJECT_NAME_MAX_LENGTH = 80;
/** How many of the most-missed questions are listed at most. */
export const MOST_MISSED_LIMIT = 10;
/** How many of a topic's latest results make the recent window of its trend (and the window before it). */
export const TREND_WINDOW = 3;
/** How many percentage points the recent window must be above (below) the one before to count as up (down). */
export const TREND_THRESHOLD_POINTS = 5;

export const SUBJECT_MESSAGES = {
  notFound: 'Subject not found.',
  badName: `Give a subject name of 1 to ${SUBJECT_NAME_MAX_LENGTH} characters.`,
} as const;

export const TrendSchema = z.enum(['up', 'down', 'flat']);
export type Trend = z.infer<typeof TrendSchema>;

/**
 * One topic of the subject. Every figure comes from the student's submitted attempts (their final answers):
 * - `attempts`: answers the student gave (an option chosen) to questions of this topic, over all attempts;
 * - `correct`: those that were right; `accuracy`: correct / attempts x 100, rounded to 2 decimals (null at 0);
 * - `trend`: a topic's "results" are the submitted attempts with at least one answer of the topic, oldest
 *   first (by submission, then id). With fewer than 2 it is null. Otherwise the recent window is the last
 *   k = min(TREND_WINDOW, ceil(n / 2)) results and the previous window the up to TREND_WINDOW results before
 *   them; each window's accuracy is its correct answers over its answers (pooled). 'up' when the recent
 *   accuracy is at least TREND_THRESHOLD_POINTS points higher, 'down' when at least that much lower, else 'flat'.
 * - `lastPracticed`: when the latest of those results was submitted (absent when there is none).
 */
export const TopicAnalyticsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  attempts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().nullable(),
  trend: TrendSchema.nullable(),
  lastPracticed: z.string().optional(),
});
export type TopicAnalytics = z.infer<typeof TopicAnalyticsSchema>;

/**
 * A question of the subject the student got wrong in submitted attempts. `timesWrong`: answers with a wrong
 * option; `timesSeen`: submitted attempts whose test held the question (answered, skipped or never opened).
 * Questions of a test the student has an attempt in progress for are never listed (no answer key leaks).
 */
export const MissedQuestionSchema = z.object({
  questionId: z.number().int(),
  text: z.string(),
  topic: z.string(),
  timesWrong: z.number().int(),
  timesSeen: z.number().int(),
  correctAnswer: z.string(),
  explanation: z.string(),
});
export type MissedQuestion = z.infer<typeof MissedQuestionSchema>;

/**
 * Time per answered question of one difficulty against SPEC §9's pace target. `questions`: answers given
 * (an option chosen) in submitted attempts; `averageSeconds`: their mean time, rounded to 1 decimal (null at 0).
 */
export const DifficultyPaceSchema = z.object({
  difficulty: z.enum(['easy', 'medium', 'hard']),
  questions: z.number().int(),
  averageSeconds: z.number().nullable(),
  targetSeconds: z.number(),
});
export type DifficultyPace = z.infer<typeof DifficultyPaceSchema>;

export const SubjectAnalyticsSchema = z.object({
  subject: z.object({ id: z.number().int(), name: z.string() }),
  /** Every topic of the subject, in content order, attempted or not. */
  topics: z.array(TopicAnalyticsSchema),
  /** Most wrong answers first; then the smaller timesSeen (the higher miss rate); then question id. */
  mostMissed: z.array(MissedQuestionSchema).max(MOST_MISSED_LIMIT),
  /** Always easy, medium, hard, in that order. */
  timeByDifficulty: z.array(DifficultyPaceSchema),
});
export type SubjectAnalytics = z.infer<typeof SubjectAnalyticsSchema>;

/** The subject is matched to its name case-insensitively; an unknown one is 404 SUBJECT_MESSAGES.notFound. */
export const getSubjectAnalytics = endpoint({
  method: 'GET',
  path: '/api/subjects/:name/analytics',
  params: z.object({
    name: z
      .string({ error: SUBJECT_MESSAGES.badName })
      .trim()
      .min(1, SUBJECT_MESSAGES.badName)
      .max(SUBJECT_NAME_MAX_LENGTH, SUBJECT_MESSAGES.badName),
  }),
  response: z.object({ success: z.literal(true) }).extend(SubjectAnalyticsSchema.shape),
});
