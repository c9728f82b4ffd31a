import { shouldRetry } from '../../../lib/query-client.ts';

/**
 * Reads of a test in progress run even while the browser reports no network (TanStack would pause them
 * forever), and fail at once offline, so the page falls back to the copy kept on this device.
 */
export const ATTEMPT_QUERY_DEFAULTS = {
  networkMode: 'always',
  retry: (failureCount: number, error: unknown) => navigator.onLine && shouldRetry(failureCount, error),
} as const;
