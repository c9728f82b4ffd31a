import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The Progress Tracker (issue 7): how many weeks the weekly table covers, oldest first, this week last. */
export const PROGRESS_WEEKS = 12;
/** How many days back (today included) the active days reach: the heat map's year. */
export const ACTIVE_DAYS_WINDOW = 365;
/** The current score is the mean percentage of this many latest results. */
export const CURRENT_SCORE_RESULTS = 5;
export { PROGRESS_MESSAGES, TARGET_SCORE_MAX, TARGET_SCORE_MIN } from './progress-messages.ts';

import { PROGRESS_MESSAGES, TARGET_SCORE_MAX, TARGET_SCORE_MIN } from './progress-messages.ts';

/** A calendar day in India (IST), as YYYY-MM-DD. */
const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One Monday-start IST week. The figures are null in a week without a result (or without an attempted question). */
export const ProgressWeekSchema = z.object({
  /** The Monday the week starts on (IST). */
  weekStart: DaySchema,
  testsTaken: z.number().int(),
  /** Mean percentage score of the week's results. */
  averageScore: z.number().nullable(),
  /** Correct answers over attempted questions of the whole week, in percent. */
  accuracy: z.number().nullable(),
  /** Seconds spent over attempted questions of the whole week. */
  timePerQuestion: z.number().nullable(),
});
export type ProgressWeek = z.infer<typeof ProgressWeekSchema>;

/** A day the student was active: results submitted and practice answers given that IST day. */
export const ActiveDaySchema = z.object({
  date: DaySchema,
  tests: z.number().int(),
  /** Practice answers count for streaks and the heat map, never for scores. */
  practice: z.number().int(),
});
export type ActiveDay = z.infer<typeof ActiveDaySchema>;

/**
 * The one target score (issue 15): the dashboard's 'Average Score' target and the Progress Tracker's are this
 * one. The student's own (users.target_score) when set, else `defaultTargetScore`.
 */
export const TargetSchema = z.object({
  /** The percentage score the student set; null when none is set (the default is in force). */
  targetScore: z.number().nullable(),
  /**
   * The target in force while the student has set none: SPEC §9's average score target (85), the same for every
   * exam, since an exam carries no target of its own (domain/figures.ts DEFAULT_TARGET_SCORE).
   */
  defaultTargetScore: z.number(),
  /** The mean percentage of the latest CURRENT_SCORE_RESULTS results; null before the first result. */
  currentScore: z.number().nullable(),
  /**
   * The target in force (own, else the default) − currentScore in points; null before the first result; 0 or
   * less means the target is reached.
   */
  distance: z.number().nullable(),
});
export type Target = z.infer<typeof TargetSchema>;

export const ProgressSchema = z.object({
  /** Today in India (the server's clock), so the heat map ends where the server counts. */
  today: DaySchema,
  /** The last PROGRESS_WEEKS weeks, oldest first, this week last; empty weeks included. */
  weeks: z.array(ProgressWeekSchema),
  /** The active days among the last ACTIVE_DAYS_WINDOW days, oldest first. */
  activeDays: z.array(ActiveDaySchema),
  /** Consecutive active days ending today, or ending yesterday while today has no activity yet. */
  currentStreak: z.number().int(),
  /** The longest run of consecutive active days ever. */
  longestStreak: z.number().int(),
  target: TargetSchema,
});
export type Progress = z.infer<typeof ProgressSchema>;

export const getProgress = endpoint({
  method: 'GET',
  path: '/api/progress',
  response: z.object({ success: z.literal(true), progress: ProgressSchema }),
});

/** The target alone, for the dashboard: one small read instead of the whole tracker. */
export const getTarget = endpoint({
  method: 'GET',
  path: '/api/progress/target',
  response: z.object({ success: z.literal(true), target: TargetSchema }),
});

/** 1–100 with at most one decimal (85, 72.5), or null to clear the target. */
export const TargetScoreSchema = z
  .number({ error: PROGRESS_MESSAGES.badTarget })
  .min(TARGET_SCORE_MIN, PROGRESS_MESSAGES.badTarget)
  .max(TARGET_SCORE_MAX, PROGRESS_MESSAGES.badTarget)
  .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, PROGRESS_MESSAGES.targetDecimals)
  .nullable();

export const updateTarget = endpoint({
  method: 'PUT',
  path: '/api/progress/target',
  body: z.strictObject({ targetScore: TargetScoreSchema }),
  response: z.object({ success: z.literal(true), target: TargetSchema }),
});
export type UpdateTargetInput = z.input<NonNullable<typeof updateTarget.body>>;
