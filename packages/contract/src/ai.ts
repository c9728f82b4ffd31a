import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { InsightSchema } from './results.ts';

/** Issue 5 limits, enforced by the server. */
export const AI_MAX_MESSAGE_CHARS = 4000;
export const AI_MAX_MESSAGES = 30;

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
} as const;

export const ChatMessageSchema = z.strictObject({
  role: z.enum(['system', 'user', 'assistant'], AI_MESSAGES.badRole),
  content: z.string().max(AI_MAX_MESSAGE_CHARS, AI_MESSAGES.tooLong),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * SPEC §7: messages in, `content` out. With `Accept: text/event-stream` the answer streams as server-sent
 * events: `data: {"delta":"..."}` pieces, then `data: {"done":true,"provider":"..."}`, or an `error` event.
 */
export const chat = endpoint({
  method: 'POST',
  path: '/api/ai/chat',
  body: z.strictObject({
    messages: z.array(ChatMessageSchema).min(1, AI_MESSAGES.empty).max(AI_MAX_MESSAGES, AI_MESSAGES.tooMany),
  }),
  response: z.object({
    success: z.literal(true),
    content: z.string(),
    provider: z.enum(['builtin', 'openai']),
  }),
});

/** SPEC §3 "AI insight (result)". */
export const AiInsightSchema = z.object({
  performanceAnalysis: z.string(),
  subjectFocus: z.string(),
  timeManagement: z.string(),
  nextSteps: z.array(z.string()),
  studyStrategy: z.string(),
});
export type AiInsight = z.infer<typeof AiInsightSchema>;

const ResultIdParams = z.object({
  id: positiveIdSchema('The result id must be a positive whole number.'),
});

/** The stored insights of a result, generated on first request and kept (a revisit does not ask again). */
export const getResultInsights = endpoint({
  method: 'POST',
  path: '/api/results/:id/ai-insights',
  params: ResultIdParams,
  body: z.strictObject({ regenerate: z.boolean().optional() }),
  response: z.object({
    success: z.literal(true),
    insights: AiInsightSchema,
    provider: z.enum(['builtin', 'openai']),
    generatedAt: z.string(),
  }),
});

export const starterPrompts = endpoint({
  method: 'GET',
  path: '/api/ai/starters',
  response: z.object({ success: z.literal(true), prompts: z.array(z.string()) }),
});

/** 'Generate New Insights': the dashboard's insights made again, rewritten by the AI provider when there is one. */
export const regenerateDashboardInsights = endpoint({
  method: 'POST',
  path: '/api/results/insights/regenerate',
  body: z.strictObject({}),
  response: z.object({
    success: z.literal(true),
    insights: z.array(InsightSchema),
    provider: z.enum(['builtin', 'openai']),
  }),
});
