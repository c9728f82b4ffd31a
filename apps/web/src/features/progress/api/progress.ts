import { getProgress, type Progress, type Target, updateTarget } from '@aspirant/contract/progress.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/progress: the signed-in student's weeks, active days, streaks and target. */
async function fetchProgress(signal?: AbortSignal): Promise<Progress> {
  return unwrap(await callEndpoint(getProgress, { signal })).progress;
}

export function progressQueryOptions() {
  return queryOptions({ queryKey: queryKeys.progress, queryFn: ({ signal }) => fetchProgress(signal) });
}

export function useProgress() {
  return useQuery(progressQueryOptions());
}

/** PUT /api/progress/target: sets (or, with null, clears) the target; the page shows the new distance at once. */
export function useUpdateTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (targetScore: number | null): Promise<Target> =>
      unwrap(await callEndpoint(updateTarget, { body: { targetScore } })).target,
    onSuccess: (target) => {
      queryClient.setQueryData<Progress>(queryKeys.progress, (old) => (old ? { ...old, target } : old));
      // The dashboard's target is this one (issue 15).
      queryClient.setQueryData<Target>(queryKeys.progressTarget, target);
    },
  });
}
