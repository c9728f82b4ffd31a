import { AI_MAX_MESSAGE_CHARS } from '@aspirant/contract/ai.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchEarlierMessages } from '../api/conversation.ts';
import { CHAT_FAILED, type ChatOutcome, streamChat } from '../api/stream-chat.ts';
import {
  type ChatEntry,
  type ConversationPage,
  entriesOf,
  newEntryId,
  requestMessages,
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
  /** Empties the conversation on screen (after the server deleted it): stops a reply first. */
  clear: () => void;
  /** Is there an older page of the conversation on the server? */
  hasEarlier: boolean;
  /** Puts the older page before the messages shown; resolves false when it could not be read. */
  loadEarlier: () => Promise<boolean>;
}

/** Can this text be sent? SPEC §5: blank or whitespace-only input is not; issue 5: at most 4000 characters. */
export function isSendable(text: string): boolean {
  const content = text.trim();
  return content !== '' && content.length <= AI_MAX_MESSAGE_CHARS;
}

/**
 * The conversation of SPEC §4 "Chat": sending adds the question, the reply streams in, and a failure appends
 * SPEC §8's text (or the server's refusal). It starts from the page the server keeps (issue 15), which stores
 * every question and reply itself; a failure text stays on this screen only.
 */
export function useChat(initial: ConversationPage, onUnauthorized: () => void): Chat {
  const [entries, setEntries] = useState<ChatEntry[]>(() => entriesOf(initial));
  const [hasEarlier, setHasEarlier] = useState(initial.hasMore);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const entriesRef = useRef(entries);
  const controllerRef = useRef<AbortController | null>(null);
  const onUnauthorizedRef = useRef(onUnauthorized);
  useEffect(() => {
    onUnauthorizedRef.current = onUnauthorized;
  }, [onUnauthorized]);

  const commit = useCallback((next: ChatEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

  // Leaving the page stops the reply; the server keeps the part that arrived.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const ask = useCallback(
    async (text: string) => {
      if (!isSendable(text) || controllerRef.current) return;
      const question: ChatEntry = { id: newEntryId(), role: 'user', content: text.trim() };
      const asked = [...entriesRef.current, question];
      commit(asked);

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
          commit(withReply({}));
        },
      });
      // 'Clear conversation' while the reply was arriving: it is gone with the rest.
      if (controllerRef.current !== controller) return;
      // SPEC §7: an answer without content is an error.
      const outcome: ChatOutcome =
        result.kind === 'done' && reply.trim() === '' ? { kind: 'failed', message: CHAT_FAILED } : result;
      controllerRef.current = null;
      setStatus('idle');

      switch (outcome.kind) {
        case 'done':
          commit(withReply({ provider: outcome.provider }));
          break;
        case 'stopped':
          commit(withReply(reply === '' ? null : { status: 'stopped' }));
          break;
        case 'failed': {
          const partial = withReply(reply === '' ? null : { status: 'stopped' });
          const failure: ChatEntry = {
            id: newEntryId(),
            role: 'assistant',
            content: outcome.message,
            status: 'error',
          };
          commit([...partial, failure]);
          break;
        }
        case 'unauthorized':
          commit(withReply(null));
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
    commit([]);
  }, [commit]);

  const loadEarlier = useCallback(async () => {
    const oldest = entriesRef.current.find((entry) => entry.storedId !== undefined)?.storedId;
    if (oldest === undefined) return false;
    try {
      const page = await fetchEarlierMessages(oldest);
      commit([...entriesOf(page), ...entriesRef.current]);
      setHasEarlier(page.hasMore);
      return true;
    } catch {
      return false;
    }
  }, [commit]);

  const clearAll = useCallback(() => {
    clear();
    setHasEarlier(false);
  }, [clear]);

  return { entries, status, send, stop, clear: clearAll, hasEarlier, loadEarlier };
}
