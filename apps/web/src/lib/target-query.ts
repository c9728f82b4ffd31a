import { getTarget } from '@aspirant/contract/progress.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/progress/target: the one target score (issue 15). The dashboard reads it here; the Progress Tracker
 * sets it and puts the answer under the same key, so both screens show the same target.
 */
export function targetQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.progressTarget,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getTarget, { signal })).target,
  });
}

export function useTarget() {
  return useQuery(targetQueryOptions());
}
