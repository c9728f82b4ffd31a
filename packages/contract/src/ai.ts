import { z } from 'zod';
import { STARTER_CODES } from './assistant-messages.ts';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { RESULT_INSIGHT_CODES } from './result-insight-messages.ts';
import { InsightSchema } from './results.ts';

export {
  AI_MAX_MESSAGE_CHARS,
  AI_MAX_MESSAGES,
  AI_MESSAGES,
  CONVERSATION_KEPT,
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE_MAX,
} from './ai-messages.ts';

import {
  AI_MAX_MESSAGE_CHARS,
  AI_MAX_MESSAGES,
  AI_MESSAGES,
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE_MAX,
} from './ai-messages.ts';

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
const ResultInsightSentencesSchema = z.array(
  z.object({
    code: z.enum(RESULT_INSIGHT_CODES),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
);

/** The built-in insight's sentences as codes (result-insight-messages.ts), for the interface language. */
export const ResultInsightMessagesSchema = z.object({
  performanceAnalysis: ResultInsightSentencesSchema,
  subjectFocus: ResultInsightSentencesSchema,
  timeManagement: ResultInsightSentencesSchema,
  nextSteps: ResultInsightSentencesSchema,
  studyStrategy: ResultInsightSentencesSchema,
});

export const AiInsightSchema = z.object({
  performanceAnalysis: z.string(),
  subjectFocus: z.string(),
  timeManagement: z.string(),
  nextSteps: z.array(z.string()),
  studyStrategy: z.string(),
  /** Issue 15 point 9: the built-in provider's sentences as codes; none when a model wrote the insight. */
  messages: ResultInsightMessagesSchema.optional(),
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
  response: z.object({
    success: z.literal(true),
    prompts: z.array(z.string()),
    /** The same prompts as codes (assistant-messages.ts), for the web to write in the interface language. */
    starters: z.array(
      z.object({
        code: z.enum(STARTER_CODES),
        params: z.record(z.string(), z.union([z.string(), z.number()])),
      }),
    ),
  }),
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

/** One stored message of the conversation (issue 15). */
export const StoredChatMessageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
});
export type StoredChatMessage = z.infer<typeof StoredChatMessageSchema>;

/**
 * The student's conversation, newest page first: `messages` in the order they were written (oldest of the page
 * first); `before` = the id of the oldest message shown gives the page before it; `hasMore` says one exists.
 * `provider` is who answers now (the page's 'Built-in assistant' / 'AI model' chip).
 */
export const getConversation = endpoint({
  method: 'GET',
  path: '/api/ai/conversation',
  query: z.object({
    before: z.coerce
      .number({ error: AI_MESSAGES.badBefore })
      .int(AI_MESSAGES.badBefore)
      .positive(AI_MESSAGES.badBefore)
      .max(Number.MAX_SAFE_INTEGER, AI_MESSAGES.badBefore)
      .optional(),
    limit: z.coerce
      .number({ error: AI_MESSAGES.badLimit })
      .int(AI_MESSAGES.badLimit)
      .min(1, AI_MESSAGES.badLimit)
      .max(CONVERSATION_PAGE_SIZE_MAX, AI_MESSAGES.badLimit)
      .default(CONVERSATION_PAGE_SIZE),
  }),
  response: z.object({
    success: z.literal(true),
    messages: z.array(StoredChatMessageSchema),
    hasMore: z.boolean(),
    provider: z.enum(['builtin', 'openai']),
  }),
});

/** 'Clear conversation': deletes every stored message of the student. */
export const clearConversation = endpoint({
  method: 'DELETE',
  path: '/api/ai/conversation',
  response: z.object({ success: z.literal(true), deleted: z.number().int() }),
});
