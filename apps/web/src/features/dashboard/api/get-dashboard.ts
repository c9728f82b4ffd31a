import { type Dashboard, getDashboard } from '@aspirant/contract/results.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** SPEC §8: the dashboard's fetch failure, when the server sent no text of its own. */
export const DASHBOARD_LOAD_FAILED = 'Failed to load dashboard data';

/** GET /api/results/enhanced-dashboard: SPEC §7 reads `data.data`. */
export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return unwrap(await callEndpoint(getDashboard, { signal })).data.data;
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => fetchDashboard(signal),
  });
}

/** The student's dashboard. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
