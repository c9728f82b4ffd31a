import type { Limit } from '../../lib/rate-limit.ts';

/** Opens of public scorecards per client address (issue 15): generous for a chat group, dull for a crawler. */
export const SCORECARD_VIEW_LIMIT: Limit = { max: 60, windowSeconds: 60 };
/** New scorecard links per student per day: each revoke-and-share makes one. */
export const SCORECARD_SHARE_LIMIT: Limit = { max: 30, windowSeconds: 86_400 };
/**
 * Per-question statistics of a test are kept this long once it has this many takers: a few more submissions
 * barely move them, and the read is the heavy one of the page. A smaller test is recomputed on every new taker.
 */
export const STATS_MAX_AGE_MS = 60_000;
export const STATS_CACHE_FROM_TAKERS = 200;
export const STATS_CACHE_TESTS = 200;
