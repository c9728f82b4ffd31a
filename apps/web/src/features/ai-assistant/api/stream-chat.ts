import { type ChatMessage, chat } from '@aspirant/contract/ai.ts';
import { z } from 'zod';
import { API_TIMEOUT_MS } from '../../../lib/api-client.ts';
import { clearStoredSession, readToken } from '../../../lib/session-storage.ts';
import type { ChatProvider } from '../lib/conversation.ts';
import { createServerSentEventParser, type ServerSentEvent } from '../lib/server-sent-events.ts';

/** SPEC §8: the chat's failure text. */
export const CHAT_FAILED = 'Sorry, I encountered an error. Please try again later.';

export type ChatOutcome =
  | { kind: 'done'; provider: ChatProvider }
  /** The student pressed Stop (or left the page): what arrived is kept. */
  | { kind: 'stopped' }
  /** The server rejected the token; the stored session is already cleared. */
  | { kind: 'unauthorized' }
  /** `message` is what the student reads. */
  | { kind: 'failed'; message: string };

const ProviderSchema = z.enum(['builtin', 'openai']);
const DeltaEvent = z.object({ delta: z.string() });
const DoneEvent = z.object({ done: z.literal(true), provider: ProviderSchema });
const ErrorEvent = z.object({ message: z.string() });

/**
 * POST /api/ai/chat asking for server-sent events, so the reply shows as it is written (issue 5). It is the one
 * call of the app that does not go through the api-client, because that wrapper reads whole responses; it keeps
 * the wrapper's rules (same origin, credentials, bearer token, a 401 clears the session), and its 10 s time-out
 * covers only the wait for the first byte, since a model may write for longer than that. Never throws.
 */
export async function streamChat(
  messages: ChatMessage[],
  options: { signal: AbortSignal; onDelta: (delta: string) => void },
): Promise<ChatOutcome> {
  const token = readToken();
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timeoutReason = new DOMException('Request timed out', 'TimeoutError');
  const firstByteTimer = window.setTimeout(() => controller.abort(timeoutReason), API_TIMEOUT_MS);
  const { signal } = options;
  const forwardAbort = () => controller.abort(signal.reason);
  if (signal.aborted) forwardAbort();
  else signal.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(chat.path, {
      method: chat.method,
      headers,
      body: JSON.stringify({ messages }),
      credentials: 'include',
      signal: controller.signal,
    });

    if (!response.ok) {
      const payload = await readJson(response);
      if (response.status === 401 && token) {
        clearStoredSession();
        return { kind: 'unauthorized' };
      }
      // A refusal the student can act on (a limit, a message too long) reads as the server wrote it;
      // a fault of the server reads as SPEC §8's failure text.
      const message = response.status < 500 ? messageOf(payload) : undefined;
      return { kind: 'failed', message: message ?? CHAT_FAILED };
    }

    // A proxy that does not pass the Accept header on gets the whole answer as JSON.
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const answer = chat.response.safeParse(await readJson(response));
      if (!answer.success) return { kind: 'failed', message: CHAT_FAILED };
      options.onDelta(answer.data.content);
      return { kind: 'done', provider: answer.data.provider };
    }

    if (!response.body) return { kind: 'failed', message: CHAT_FAILED };
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let outcome: ChatOutcome | null = null;
    const parser = createServerSentEventParser((event) => {
      if (outcome === null) outcome = readEvent(event, options.onDelta);
    });
    try {
      while (outcome === null) {
        const { value, done } = await reader.read();
        window.clearTimeout(firstByteTimer);
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
    // The stream ended without its closing event: the connection broke off.
    return outcome ?? { kind: 'failed', message: CHAT_FAILED };
  } catch {
    if (controller.signal.reason === timeoutReason) return { kind: 'failed', message: CHAT_FAILED };
    if (signal.aborted) return { kind: 'stopped' };
    return { kind: 'failed', message: CHAT_FAILED };
  } finally {
    window.clearTimeout(firstByteTimer);
    signal.removeEventListener('abort', forwardAbort);
  }
}

/** Passes a delta on and returns null, or returns how the reply ended. */
function readEvent(event: ServerSentEvent, onDelta: (delta: string) => void): ChatOutcome | null {
  const payload = parseJson(event.data);
  if (event.event === 'error') {
    const error = ErrorEvent.safeParse(payload);
    const message = error.success && error.data.message.trim() !== '' ? error.data.message : CHAT_FAILED;
    return { kind: 'failed', message };
  }
  const delta = DeltaEvent.safeParse(payload);
  if (delta.success) {
    onDelta(delta.data.delta);
    return null;
  }
  const done = DoneEvent.safeParse(payload);
  return done.success ? { kind: 'done', provider: done.data.provider } : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return parseJson(await response.text());
  } catch {
    return null;
  }
}

function messageOf(payload: unknown): string | undefined {
  const parsed = ErrorEvent.safeParse(payload);
  return parsed.success && parsed.data.message.trim() !== '' ? parsed.data.message : undefined;
}
