import type { Limit } from '../../lib/rate-limit.ts';

/**
 * New attempts per student (decision 0011). A student working through the catalogue may start 30 tests an
 * hour (short sectional tests, some abandoned and started afresh); 60 leaves twice that, while a script
 * creating attempts (rows, deadlines, sweeps) is stopped. Resuming an attempt in progress never counts.
 */
export const ATTEMPT_START_QUOTA: Limit = { max: 60, windowSeconds: 60 * 60 };
