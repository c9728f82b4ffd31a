import { getResultInsights } from '@aspirant/contract/ai.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type ResultInsights = Omit<z.output<typeof getResultInsights.response>, 'success'>;

// The server waits up to 30 s for the AI provider; the usual 10 s would give up on a slow model first.
const AI_INSIGHTS_TIMEOUT_MS = 35_000;

/**
 * POST /api/results/{id}/ai-insights: the stored insights of a result, generated on the first request;
 * `regenerate` asks the provider again.
 */
export async function fetchAiInsights(id: number, regenerate: boolean): Promise<ResultInsights> {
  const { success: _, ...insights } = unwrap(
    await callEndpoint(getResultInsights, {
      params: { id },
      body: { regenerate },
      timeoutMs: AI_INSIGHTS_TIMEOUT_MS,
    }),
  );
  return insights;
}

export function aiInsightsQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.results.insights(id),
    queryFn: () => fetchAiInsights(id, false),
    // Stored on the server: once here they stay for the session. A failure is the student's to retry
    // (each generation counts against the AI quota), so nothing is retried on its own.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The insights of a result, asked for only once the student has requested them. */
export function useAiInsights(id: number, isRequested: boolean) {
  return useQuery({ ...aiInsightsQueryOptions(id), enabled: isRequested });
}

/** Asks the provider for new insights and keeps them in place of the old ones. */
export function useRegenerateAiInsights(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchAiInsights(id, true),
    onSuccess: (insights) => queryClient.setQueryData(aiInsightsQueryOptions(id).queryKey, insights),
  });
}
