import { AI_MESSAGES } from '@aspirant/contract/ai.ts';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';

export interface AiLimits {
  perMinute: Limit;
  perDay: Limit;
  /** An upstream model that does not answer (or stops streaming) for this long has timed out. */
  timeoutMs: number;
}

export const AI_LIMITS: AiLimits = {
  perMinute: { max: 10, windowSeconds: 60 },
  perDay: { max: 200, windowSeconds: 86_400 },
  timeoutMs: 30_000,
};

/**
 * Counts one AI request of the user against the per-minute quota and, within it, the per-day one (every AI
 * feature shares them); null when within both, else the quota used up.
 */
export async function hitAiQuota(
  limiter: RateLimiter,
  limits: AiLimits,
  userId: number,
): Promise<{ quota: 'minute' | 'day'; retryAfterSeconds: number } | null> {
  const minute = await limiter.hit(`ai:minute:${userId}`, limits.perMinute);
  if (!minute.allowed) return { quota: 'minute', retryAfterSeconds: minute.retryAfterSeconds };
  const day = await limiter.hit(`ai:day:${userId}`, limits.perDay);
  return day.allowed ? null : { quota: 'day', retryAfterSeconds: day.retryAfterSeconds };
}

export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompleteOptions {
  /** Called with each piece of the answer as it arrives (streaming). */
  onDelta?: (delta: string) => void;
  /** Ends the upstream request (the student pressed Stop or went away). */
  signal?: AbortSignal;
  /** Ask for a JSON object (OpenAI's response_format), for insights. */
  json?: boolean;
}

/** An OpenAI Chat Completions endpoint: OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server, LM Studio. */
export interface OpenAiProviderConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** No answer (or no next piece of a stream) within this long is a time-out. */
  timeoutMs: number;
}

/** The OpenAI-compatible provider the configuration names, or null when none is set (the built-in one answers). */
export function openAiProviderConfig(config: Config, timeoutMs: number): OpenAiProviderConfig | null {
  return config.ai.baseUrl
    ? {
        baseUrl: config.ai.baseUrl,
        apiKey: config.ai.apiKey,
        model: config.ai.model ?? 'llama3.1',
        timeoutMs,
      }
    : null;
}

/** The upstream's words never reach the student or the log as they are: they may echo the key. */
function upstreamError(status: number): AppError {
  return new AppError('UNAVAILABLE', `${AI_MESSAGES.upstreamError} (status ${status})`);
}

export async function openAiComplete(
  config: OpenAiProviderConfig,
  messages: ProviderMessage[],
  options: CompleteOptions = {},
): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  let timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
  };
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  const isStreaming = Boolean(options.onDelta);
  try {
    const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        accept: isStreaming ? 'text/event-stream' : 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        stream: isStreaming,
        ...(options.json ? { response_format: { type: 'json_object' } } : {}),
      }),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw upstreamError(response.status);
    }
    if (!isStreaming) {
      const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw upstreamError(response.status);
      return content;
    }
    // Server-sent events: "data: {json}" lines, ending with "data: [DONE]".
    let text = '';
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      rearm();
      buffer += decoder.decode(chunk, { stream: true });
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        newline = buffer.indexOf('\n');
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return text;
        try {
          const event = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
          const delta = event.choices?.[0]?.delta?.content;
          if (delta) {
            text += delta;
            options.onDelta!(delta);
          }
        } catch {
          // a line that is not JSON: skip it
        }
      }
    }
    return text;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (timedOut) throw new AppError('UNAVAILABLE', AI_MESSAGES.upstreamTimeout);
    if (options.signal?.aborted) throw new AppError('UNAVAILABLE', 'Stopped.');
    throw new AppError('UNAVAILABLE', AI_MESSAGES.upstreamError);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/** Finds the JSON object in a model's reply (bare, fenced in ```json, or inside prose); null when none parses. */
export function extractJsonObject(reply: string): Record<string, unknown> | null {
  const candidates: string[] = [];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply);
  if (fenced) candidates.push(fenced[1]!);
  candidates.push(reply);
  const first = reply.indexOf('{');
  const last = reply.lastIndexOf('}');
  if (first >= 0 && last > first) candidates.push(reply.slice(first, last + 1));
  for (const candidate of candidates) {
    try {
      const value = JSON.parse(candidate.trim()) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/**
 * Issue 15 point 9: what a model writes for a candidate is in their interface language. For Hindi, a line
 * added to the prompt; for English (or no choice), nothing, so the English prompts stay as they were.
 */
export function languageInstruction(language: 'en' | 'hi' | null): string | null {
  return language === 'hi'
    ? 'Write all text for the student in Hindi (Devanagari script), in the standard Hindi of Hindi-medium UPSC coaching. Keep the names of tests, subjects and topics, numbers and JSON keys exactly as given.'
    : null;
}
