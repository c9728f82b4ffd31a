import {
  getPerformanceOverview,
  getPerformanceResults,
  type PerformanceResultsQuery,
} from '@aspirant/contract/performance.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Shown when a load fails and the server sent no text of its own. */
export const PERFORMANCE_LOAD_FAILED = 'Failed to load your results. Please try again.';

/** GET /api/performance/results: one filtered, sorted page of the student's results. */
export function performanceResultsQueryOptions(query: PerformanceResultsQuery) {
  return queryOptions({
    queryKey: queryKeys.performance.results(query),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getPerformanceResults, { query: { ...query }, signal })),
  });
}

export function usePerformanceResults(query: PerformanceResultsQuery, enabled = true) {
  return useQuery({
    ...performanceResultsQueryOptions(query),
    // Sorting or paging keeps the old rows on screen until the new ones arrive: no layout jump.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/performance/overview: the subject trends, accuracy against speed and topper comparison. */
export function performanceOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.performance.overview,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getPerformanceOverview, { signal })),
  });
}

export function usePerformanceOverview() {
  return useQuery(performanceOverviewQueryOptions());
}
