import { AI_MAX_MESSAGE_CHARS, AI_MAX_MESSAGES, type ChatMessage } from '@aspirant/contract/ai.ts';
import { z } from 'zod';
import { readJsonStorage, removeJsonStorage, writeJsonStorage } from '../../../lib/json-storage.ts';

/** A conversation kept across a reload holds at most this many messages (the oldest go first). */
export const STORED_MESSAGES_MAX = 50;

const ChatProviderSchema = z.enum(['builtin', 'openai']);
export type ChatProvider = z.infer<typeof ChatProviderSchema>;

const ChatEntrySchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Who wrote an assistant reply. */
  provider: ChatProviderSchema.optional(),
  /** 'stopped': the student stopped the reply, or it broke off; 'error': the failure text, never sent back. */
  status: z.enum(['stopped', 'error']).optional(),
});
export type ChatEntry = z.infer<typeof ChatEntrySchema>;

/** One conversation per user on this device. */
export function conversationKey(userId: number): string {
  return `aspirant.chat.${userId}`;
}

/** The stored conversation of this user; empty when there is none or it is unreadable. */
export function readConversation(userId: number): ChatEntry[] {
  return readJsonStorage(conversationKey(userId), z.array(ChatEntrySchema)) ?? [];
}

/** Keeps the last STORED_MESSAGES_MAX messages; an empty conversation removes the entry. */
export function saveConversation(userId: number, entries: ChatEntry[]): void {
  if (entries.length === 0) removeJsonStorage(conversationKey(userId));
  else writeJsonStorage(conversationKey(userId), entries.slice(-STORED_MESSAGES_MAX));
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
