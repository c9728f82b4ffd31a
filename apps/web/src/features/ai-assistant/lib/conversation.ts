import {
  AI_MAX_MESSAGE_CHARS,
  AI_MAX_MESSAGES,
  type ChatMessage,
  type getConversation,
} from '@aspirant/contract/ai.ts';
import type { z } from 'zod';

export type ChatProvider = 'builtin' | 'openai';

export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Who wrote an assistant reply. */
  provider?: ChatProvider;
  /** 'stopped': the student stopped the reply, or it broke off; 'error': the failure text, never sent back. */
  status?: 'stopped' | 'error';
  /** The id the server keeps the message under (absent for what was added on this screen). */
  storedId?: number;
}

/** A page of the conversation kept on the server (issue 15). */
export type ConversationPage = z.output<typeof getConversation.response>;

/** The entries of a page of the kept conversation: its replies are credited to the provider answering now. */
export function entriesOf(page: ConversationPage): ChatEntry[] {
  return page.messages.map((m) => ({
    id: `stored-${m.id}`,
    storedId: m.id,
    role: m.role,
    content: m.content,
    ...(m.role === 'assistant' ? { provider: page.provider } : {}),
  }));
}

/**
 * The messages sent with a question (issue 5 limits): the failure texts are left out, a long reply of a model is
 * cut to the per-message limit, and only the last AI_MAX_MESSAGES go.
 */
export function requestMessages(entries: ChatEntry[]): ChatMessage[] {
  return entries
    .filter((entry) => entry.status !== 'error' && entry.content.trim() !== '')
    .map((entry) => ({ role: entry.role, content: entry.content.slice(0, AI_MAX_MESSAGE_CHARS) }))
    .slice(-AI_MAX_MESSAGES);
}

let lastId = 0;

/** An id unique in this page (crypto.randomUUID needs a secure context, which a LAN address is not). */
export function newEntryId(): string {
  lastId++;
  return `${Date.now().toString(36)}-${lastId.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
