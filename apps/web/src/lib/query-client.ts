import { QueryClient } from '@tanstack/react-query';
import { ApiError, TIMEOUT_CODE } from './api-client.ts';

const MAX_RETRIES = 2;

/**
 * Retries only what may succeed on a second try: a failed network or a server error. A time-out has already
 * made the user wait 10 s, so it is not repeated.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code !== TIMEOUT_CODE;
  return error.status >= 500;
}

/** One query client per page load. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
