import { starterPrompts } from '@aspirant/contract/ai.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/ai/starters: questions to start with, built from the student's weak topics. */
export function starterPromptsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.aiStarters,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(starterPrompts, { signal })).prompts,
    // They change only when the student finishes a test.
    staleTime: 5 * 60_000,
  });
}

/** The starter prompts, fetched only while they are shown (an empty conversation). */
export function useStarterPrompts(isEnabled: boolean) {
  return useQuery({ ...starterPromptsQueryOptions(), enabled: isEnabled });
}
