import type { Limit } from '../../lib/rate-limit.ts';

/**
 * New study plans per student (decision 0011). A plan covers a week or the days to the exam and is made
 * again after a test or a change of exam date: a handful a day at most. Each one replaces up to
 * STUDY_PLAN_MAX_DAYS days of stored items and may call the model, so 20 a day keeps a loop from churning
 * the database while trying several exam dates in one sitting stays well inside.
 */
export const STUDY_PLAN_QUOTA: Limit = { max: 20, windowSeconds: 24 * 60 * 60 };
