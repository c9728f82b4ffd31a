// The assistant's limits and messages without zod (see performance-messages.ts), so the web's message
// catalogue can read the English of the server's refusals (issue 15 point 9).
/** Issue 5 limits, enforced by the server. */
export const AI_MAX_MESSAGE_CHARS = 4000;
export const AI_MAX_MESSAGES = 30;
/**
 * Issue 15: the conversation kept on the server per student. The newest CONVERSATION_KEPT messages stay (a
 * question and its reply are two); older ones are pruned as new ones arrive. History is read a page at a time.
 */
export const CONVERSATION_KEPT = 200;
export const CONVERSATION_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE_MAX = 100;

export const AI_MESSAGES = {
  tooLong: `Each message may be at most ${AI_MAX_MESSAGE_CHARS} characters.`,
  tooMany: `A conversation may carry at most ${AI_MAX_MESSAGES} messages; start a new one.`,
  empty: 'Send a message with some text.',
  lastNotUser: 'The last message must be yours.',
  badRole: 'role must be system, user or assistant.',
  upstreamTimeout: 'The AI service did not answer in time. Please try again.',
  upstreamError: 'The AI service is not available right now. Please try again later.',
  dailyQuota: (limit: number) =>
    `You have used today's ${limit} AI messages. The quota renews at midnight (UTC).`,
  badBefore: 'before must be the id of a message of this conversation (a positive whole number).',
  badLimit: `limit must be a whole number from 1 to ${CONVERSATION_PAGE_SIZE_MAX}.`,
} as const;
