import { regenerateDashboardInsights } from '@aspirant/contract/ai.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** 'Generate New Insights' (issue 5): the server makes them again, rewritten by the AI provider when configured. */
export function regenerateInsights() {
  // The provider may take up to 30 s; the server gives it that long.
  return callEndpoint(regenerateDashboardInsights, { body: {}, timeoutMs: 35_000 });
}
