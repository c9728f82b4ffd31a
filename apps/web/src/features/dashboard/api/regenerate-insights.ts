import { regenerateDashboardInsights } from '@aspirant/contract/ai.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { refreshAfter } from '../../../lib/query-keys.ts';

/**
 * 'Generate New Insights' (issue 5): the server makes them again, rewritten by the AI provider when configured.
 * Answers the call's result; on success the dashboard has been fetched again by the time it does.
 */
export function useRegenerateInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    // The provider may take up to 30 s; the server gives it that long.
    mutationFn: () => callEndpoint(regenerateDashboardInsights, { body: {}, timeoutMs: 35_000 }),
    onSuccess: async (outcome) => {
      if (outcome.success) await refreshAfter(queryClient, 'dashboardInsights');
    },
  });
}
