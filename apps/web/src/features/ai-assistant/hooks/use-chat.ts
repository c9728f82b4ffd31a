import { AI_MAX_MESSAGE_CHARS } from '@aspirant/contract/ai.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_FAILED, type ChatOutcome, streamChat } from '../api/stream-chat.ts';
import {
  type ChatEntry,
  newEntryId,
  readConversation,
  requestMessages,
  saveConversation,
} from '../lib/conversation.ts';

/** 'waiting': sent, nothing back yet (the spinner shows); 'streaming': the reply is arriving. */
export type ChatStatus = 'idle' | 'waiting' | 'streaming';

export interface Chat {
  entries: ChatEntry[];
  status: ChatStatus;
  /** Sends a question; blank text (SPEC §5), text over the limit or a second question while busy is ignored. */
  send: (text: string) => void;
  /** Stops the reply that is arriving; what arrived stays. */
  stop: () => void;
  /** Starts a new conversation: stops a reply and forgets the stored one. */
  clear: () => void;
}

/** Can this text be sent? SPEC §5: blank or whitespace-only input is not; issue 5: at most 4000 characters. */
export function isSendable(text: string): boolean {
  const content = text.trim();
  return content !== '' && content.length <= AI_MAX_MESSAGE_CHARS;
}

/**
 * The conversation of SPEC §4 "Chat": sending adds the question, the reply streams in, and a failure appends
 * SPEC §8's text (or the server's refusal). It is kept in local storage per user (null: kept only in memory)
 * after every question and every finished reply.
 */
export function useChat(userId: number | null, onUnauthorized: () => void): Chat {
  const [entries, setEntries] = useState<ChatEntry[]>(() =>
    userId === null ? [] : readConversation(userId),
  );
  const [status, setStatus] = useState<ChatStatus>('idle');
  const entriesRef = useRef(entries);
  const controllerRef = useRef<AbortController | null>(null);
  const onUnauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    onUnauthorizedRef.current = onUnauthorized;
  }, [onUnauthorized]);

  const commit = useCallback(
    (next: ChatEntry[], shouldPersist: boolean) => {
      entriesRef.current = next;
      setEntries(next);
      if (shouldPersist && userId !== null) saveConversation(userId, next);
    },
    [userId],
  );

  // Leaving the page stops the reply; the part that arrived is still stored (the request settles as 'stopped').
  useEffect(() => () => controllerRef.current?.abort(), []);

  const ask = useCallback(
    async (text: string) => {
      if (!isSendable(text) || controllerRef.current) return;
      const question: ChatEntry = { id: newEntryId(), role: 'user', content: text.trim() };
      const asked = [...entriesRef.current, question];
      commit(asked, true);

      const controller = new AbortController();
      controllerRef.current = controller;
      setStatus('waiting');
      const replyId = newEntryId();
      let reply = '';
      /** Puts the reply (or nothing) after the other messages, whatever else happened meanwhile. */
      const withReply = (entry: Omit<ChatEntry, 'id' | 'role' | 'content'> | null, content = reply) => {
        const others = entriesRef.current.filter((e) => e.id !== replyId);
        return entry ? [...others, { id: replyId, role: 'assistant' as const, content, ...entry }] : others;
      };

      const result = await streamChat(requestMessages(asked), {
        signal: controller.signal,
        onDelta: (delta) => {
          if (controllerRef.current !== controller) return;
          reply += delta;
          setStatus('streaming');
          // Stored only when the reply ends: local storage is not written on every word.
          commit(withReply({}), false);
        },
      });
      // 'New conversation' while the reply was arriving: it is gone with the rest.
      if (controllerRef.current !== controller) return;
      // SPEC §7: an answer without content is an error.
      const outcome: ChatOutcome =
        result.kind === 'done' && reply.trim() === '' ? { kind: 'failed', message: CHAT_FAILED } : result;
      controllerRef.current = null;
      setStatus('idle');

      switch (outcome.kind) {
        case 'done':
          commit(withReply({ provider: outcome.provider }), true);
          break;
        case 'stopped':
          commit(withReply(reply === '' ? null : { status: 'stopped' }), true);
          break;
        case 'failed': {
          const partial = withReply(reply === '' ? null : { status: 'stopped' });
          const failure: ChatEntry = {
            id: newEntryId(),
            role: 'assistant',
            content: outcome.message,
            status: 'error',
          };
          commit([...partial, failure], true);
          break;
        }
        case 'unauthorized':
          commit(withReply(null), false);
          onUnauthorizedRef.current();
          break;
      }
    },
    [commit],
  );

  const send = useCallback(
    (text: string) => {
      void ask(text);
    },
    [ask],
  );

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  const clear = useCallback(() => {
    const controller = controllerRef.current;
    controllerRef.current = null;
    controller?.abort();
    setStatus('idle');
    commit([], true);
  }, [commit]);

  return { entries, status, send, stop, clear };
}
