import { getStatsOverview, type StatsOverview } from '@aspirant/contract/results.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/results/stats/overview: the student's totals over every submitted test. */
export async function getStats(signal?: AbortSignal): Promise<StatsOverview> {
  const { success: _, ...stats } = unwrap(await callEndpoint(getStatsOverview, { signal }));
  return stats;
}

export function statsOverviewQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.results.statsOverview,
    queryFn: ({ signal }) => getStats(signal),
  });
}

export function useStatsOverview() {
  return useQuery(statsOverviewQueryOptions());
}
