import { getItemAnalysis, type RegradeBody, startRegrade } from '@aspirant/contract/insights.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys, refreshAfter } from '../../../lib/query-keys.ts';

/** How often the page asks again while a regrade runs. */
export const REGRADE_POLL_MS = 1000;

/**
 * GET /api/test-studio/tests/:id/analysis: the figures, the questions and the regrade log. While a regrade is
 * running (a log row without `finishedAt`) it is asked again every second, until the row says it has finished.
 */
export function useTestAnalysis(testId: number) {
  return useQuery({
    queryKey: queryKeys.testStudio.analysis(testId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getItemAnalysis, { params: { id: testId }, signal })).analysis,
    refetchInterval: (query) =>
      query.state.data?.regrades.some((r) => r.finishedAt === null) ? REGRADE_POLL_MS : false,
  });
}

/** POST /api/test-studio/tests/:id/regrades (202: logged, running in the background). */
export function useStartRegrade(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegradeBody) =>
      unwrap(await callEndpoint(startRegrade, { params: { id: testId }, body })),
    onSuccess: () => refreshAfter(queryClient, 'regrade'),
  });
}
