import { AI_MESSAGES } from '@aspirant/contract/ai-messages.ts';
import type { KnownServerMessages } from '../../../lib/i18n/server-text.ts';

/** The assistant's fixed refusals the interface writes in its own language (lib/i18n/server-text.ts). */
export const AI_SERVER_MESSAGES: KnownServerMessages = new Map([
  [AI_MESSAGES.tooLong, 'aiAssistant.errorTooLong'],
  [AI_MESSAGES.tooMany, 'aiAssistant.errorTooMany'],
  [AI_MESSAGES.empty, 'aiAssistant.errorEmpty'],
  [AI_MESSAGES.upstreamTimeout, 'aiAssistant.errorUpstreamTimeout'],
  [AI_MESSAGES.upstreamError, 'aiAssistant.errorUpstreamError'],
]);
