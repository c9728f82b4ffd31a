import { getPublicScorecard } from '@aspirant/contract/results.ts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/scorecards/{token}: a public scorecard; 404 once its owner stops sharing it. */
export function usePublicScorecard(token: string) {
  return useQuery({
    queryKey: queryKeys.scorecard(token),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getPublicScorecard, { params: { token }, signal })).scorecard,
    retry: false,
  });
}
