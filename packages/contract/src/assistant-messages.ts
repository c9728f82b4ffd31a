// The assistant's starter prompts by code (issue 15 point 9), without zod (see performance-messages.ts). The
// server sends the English in `prompts`, as it always has, and the codes in `starters`; the web shows (and
// sends, when one is picked) the prompt in the interface language. The built-in assistant understands the
// Hindi of each as it does the English (apps/server/src/modules/ai/understanding.ts).
import type { MessageParams } from './message-codes.ts';

export const STARTER_CODES = ['plan', 'explain', 'trend', 'pacing'] as const;
export type StarterCode = (typeof STARTER_CODES)[number];

export const STARTER_MESSAGES = {
  plan: 'Make me a study plan for this week',
  explain: 'Explain the key ideas of {topic}',
  trend: 'How are my scores trending?',
  pacing: 'How is my pacing against the targets?',
} as const satisfies Record<StarterCode, string>;

export interface Starter {
  code: StarterCode;
  params: MessageParams;
}
