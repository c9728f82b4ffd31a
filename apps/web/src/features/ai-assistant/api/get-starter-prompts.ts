import { starterPrompts } from '@aspirant/contract/ai.ts';
import type { Starter, StarterCode } from '@aspirant/contract/assistant-messages.ts';
import type { MessageParams } from '@aspirant/contract/message-codes.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/ai/starters: questions to start with, built from the student's weak topics. */
export function starterPromptsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.aiStarters,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(starterPrompts, { signal })).starters,
    // They change only when the student finishes a test.
    staleTime: 5 * 60_000,
  });
}

/** The starter prompts, fetched only while they are shown (an empty conversation). */
export function useStarterPrompts(isEnabled: boolean) {
  return useQuery({ ...starterPromptsQueryOptions(), enabled: isEnabled });
}

const STARTER_KEYS = {
  plan: 'aiAssistant.starterPlan',
  explain: 'aiAssistant.starterExplain',
  trend: 'aiAssistant.starterTrend',
  pacing: 'aiAssistant.starterPacing',
} as const satisfies Record<StarterCode, MessageKey>;

/**
 * The starter prompts in the interface language (issue 15 point 9): shown, and sent when picked, as the
 * student would have typed them; the built-in assistant understands the Hindi as it does the English.
 */
export function starterTexts(starters: Starter[], t: Translate): string[] {
  // The key is chosen at run time; every placeholder of its message is a parameter the server sends.
  const say = t as unknown as (key: MessageKey, params: MessageParams) => string;
  return starters.map((starter) => say(STARTER_KEYS[starter.code], starter.params));
}
