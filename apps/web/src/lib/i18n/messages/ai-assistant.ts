import { AI_MESSAGES } from '@aspirant/contract/ai-messages.ts';
import { STARTER_MESSAGES } from '@aspirant/contract/assistant-messages.ts';
import { defineEnglish } from '../define.ts';

/** /ai-assistant (SPEC §2 AI Study Assistant, §8; issue 15 for the conversation kept on the server). */
export const aiAssistantMessages = defineEnglish({
  title: 'AI Study Assistant',
  loadingConversation: 'Loading the conversation',
  greeting:
    "Hello! I'm your AI study assistant. Ask me for a study plan for the week, how your scores are trending, how your pace compares with the targets, or to explain a topic from the syllabus.",
  providerBuiltin: 'Built-in assistant',
  providerOpenai: 'AI model',
  providerBuiltinTitle: 'Answers from your own results and the question bank, without an AI model',
  providerOpenaiTitle: 'Answers from the AI model connected to Aspirant',
  historyFailed: 'Your earlier conversation could not be loaded. New messages are still kept.',
  earlierFailed: 'The earlier messages could not be loaded. Please try again.',
  conversationCleared: 'Conversation cleared',
  earlierShown: 'Earlier messages shown',
  clearConversation: 'Clear conversation',
  conversation: 'Conversation',
  showEarlier: 'Show earlier messages',
  speakerUser: 'You said: ',
  speakerAssistant: 'Assistant: ',
  waitingReply: 'Waiting for the reply',
  stopped: 'Stopped',
  chatFailed: 'Sorry, I encountered an error. Please try again later.',
  clearTitle: 'Clear conversation?',
  clearText:
    'This deletes your whole conversation with the assistant, on every device you use. It cannot be undone.',
  clearFailed: 'The conversation could not be cleared. Please try again.',
  cancel: 'Cancel',
  tryAsking: 'Try asking',
  inputLabel: 'Ask the AI study assistant',
  hint: 'Enter to send, Shift+Enter for a new line',
  tooLong: 'Each message may be at most {max} characters.',
  stop: 'Stop',
  send: 'Send',
  // Issue 15 point 9: the starter prompts by code (contract assistant-messages.ts), English as the server sends it.
  starterPlan: STARTER_MESSAGES.plan,
  starterExplain: STARTER_MESSAGES.explain,
  starterTrend: STARTER_MESSAGES.trend,
  starterPacing: STARTER_MESSAGES.pacing,
  // The server's fixed refusals (contract AI_MESSAGES), shown in the interface language.
  errorTooLong: AI_MESSAGES.tooLong,
  errorTooMany: AI_MESSAGES.tooMany,
  errorEmpty: AI_MESSAGES.empty,
  errorUpstreamTimeout: AI_MESSAGES.upstreamTimeout,
  errorUpstreamError: AI_MESSAGES.upstreamError,
});
