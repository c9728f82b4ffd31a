import type { Limit } from '../../lib/rate-limit.ts';

/**
 * 'Generate New Insights' (dashboard) and a result's 'Regenerate' (decision 0011), per student, counted
 * together: each may call the model and rewrites a stored row. The dashboard's insights change only when a new
 * result arrives, so a student who regenerates after each of a few tests and tries a result's insights again
 * stays far below 10 an hour; a script looping on the button meets it at once.
 */
export const INSIGHTS_QUOTA: Limit = { max: 10, windowSeconds: 60 * 60 };
