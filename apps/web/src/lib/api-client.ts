// THE one wrapper around fetch (SPEC §7). Every call of the app goes through `callEndpoint` or `request`.
import type { Endpoint, HttpMethod } from '@aspirant/contract/endpoint.ts';
import { pathOf } from '@aspirant/contract/endpoint.ts';
import type { z } from 'zod';
import { paths } from '../config/paths.ts';
import { localServerText } from './i18n/server-text.ts';
import { clearStoredSession, readToken } from './session-storage.ts';

/** SPEC §9: API time-out. */
export const API_TIMEOUT_MS = 10_000;

/** `code` of a failure without a response: the time-out fired, or the network failed. */
export const TIMEOUT_CODE = 'TIMEOUT';
export const NETWORK_CODE = 'NETWORK';

/** SPEC §8: the generic failure text when neither the server nor the error has a message. */
export const REQUEST_FAILED = 'Request failed';

export interface ApiFailure {
  success: false;
  /** SPEC §8: the server's message if present, else the error's own message, else 'Request failed'. */
  error: string;
  /** HTTP status; 0 when no response arrived (network failure, time-out). */
  status: number;
  /** The server's own `message`, when it sent one; screens with their own fallbacks (SPEC §8) read this. */
  serverMessage?: string;
  /** The server's error `code`, or TIMEOUT_CODE / NETWORK_CODE when no response arrived. */
  code?: string;
}

export type ApiResult<T> = { success: true; data: T } | ApiFailure;

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Sent as it is instead of JSON (a lecture upload), with its own Content-Type; a FormData goes as multipart
   * (the browser writes the Content-Type with its boundary).
   */
  rawBody?: Blob | FormData;
  /** Overrides API_TIMEOUT_MS for a call that is meant to take long (an upload). */
  timeoutMs?: number;
  /** Appended as a query string; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Parses a successful response; a response that does not match is a failure. */
  schema?: z.ZodType<T>;
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
}

/** Thrown by `unwrap`, so query functions fail the TanStack way while keeping the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(failure: ApiFailure) {
    // The message a page shows: the server's fixed messages in the interface language (`serverMessage` keeps
    // the English the server sent).
    super(localServerText(failure.error));
    this.name = 'ApiError';
    this.status = failure.status;
    this.code = failure.code;
    this.serverMessage = failure.serverMessage;
  }
}

type UnauthorizedHandler = () => void;

const redirectToLogin: UnauthorizedHandler = () => {
  if (window.location.pathname !== paths.login) window.location.assign(paths.login);
};

let unauthorizedHandler: UnauthorizedHandler = redirectToLogin;

/**
 * Sets what happens after a 401 on a request that carried a token (the stored session is already cleared).
 * Returns a function restoring the default, a full-page redirect to /login.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = redirectToLogin;
  };
}

/** Calls one endpoint of the contract and parses its response with the endpoint's schema. */
export function callEndpoint<
  B extends z.ZodType,
  R extends z.ZodType,
  P extends z.ZodType,
  Q extends z.ZodType,
>(
  endpoint: Endpoint<B, R, P, Q>,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: z.input<B>;
    rawBody?: Blob | FormData;
    timeoutMs?: number;
    signal?: AbortSignal;
  } = {},
): Promise<ApiResult<z.output<R>>> {
  return request<z.output<R>>(endpoint.method, pathOf(endpoint.path, options.params), {
    body: options.body,
    rawBody: options.rawBody,
    timeoutMs: options.timeoutMs,
    query: options.query,
    schema: endpoint.response as z.ZodType<z.output<R>>,
    signal: options.signal,
  });
}

/** Sends one same-origin request (SPEC §7): credentials, bearer token, JSON, 10 s time-out. Never throws. */
export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (options.rawBody instanceof Blob) {
    headers['Content-Type'] = options.rawBody.type || 'application/octet-stream';
  }
  const body = options.rawBody ?? (hasBody ? JSON.stringify(options.body) : undefined);
  return exchange<T>(method, path, headers, body, options, async (response) => {
    const payload = await readJson(response);
    if (!options.schema) return { success: true, data: payload as T };
    const parsed = options.schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
      return { success: false, error: REQUEST_FAILED, status: response.status };
    }
    return { success: true, data: parsed.data };
  });
}

/** A file the server answered: its bytes and the name its Content-Disposition gives (else null). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * GETs a file with the bearer token (a plain link would carry none): the same time-out, 401 handling and error
 * reading as `request`, the body kept as bytes.
 */
export async function requestFile(
  path: string,
  options: { query?: Record<string, QueryValue>; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ApiResult<DownloadedFile>> {
  return exchange<DownloadedFile>('GET', path, {}, undefined, options, async (response) => ({
    success: true,
    data: { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) },
  }));
}

/**
 * What every call shares: the bearer token, the time-out (and the caller's abort), the failure of a non-2xx answer
 * read from its JSON (a 401 with a token ends the session), a network error or time-out as a code. `read` turns a
 * 2xx answer into the result.
 */
async function exchange<T>(
  method: HttpMethod,
  path: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  options: {
    query?: Record<string, QueryValue> | undefined;
    timeoutMs?: number | undefined;
    signal?: AbortSignal | undefined;
  },
  read: (response: Response) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  const timeoutReason = new DOMException('Request timed out', 'TimeoutError');
  const timer = window.setTimeout(() => controller.abort(timeoutReason), options.timeoutMs ?? API_TIMEOUT_MS);
  const { signal } = options;
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    if (response.ok) return await read(response);
    const payload = await readJson(response);
    // A 401 for a request without a token (a wrong password at /api/auth/login) is only an error to show.
    if (response.status === 401 && token) {
      clearStoredSession();
      unauthorizedHandler();
    }
    const serverMessage = stringField(payload, 'message');
    const code = stringField(payload, 'code');
    return {
      success: false,
      error: serverMessage ?? REQUEST_FAILED,
      status: response.status,
      ...(serverMessage === undefined ? {} : { serverMessage }),
      ...(code === undefined ? {} : { code }),
    };
  } catch (error) {
    const code = controller.signal.reason === timeoutReason ? TIMEOUT_CODE : NETWORK_CODE;
    return { success: false, error: messageOf(error) ?? REQUEST_FAILED, status: 0, code };
  } finally {
    window.clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*=UTF-8''…` first, else `filename="…"`). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name : null;
}

/**
 * SPEC §8: the text to show for a failed call: the server's own message when it sent one, else the screen's
 * fallback (never the bare 'Request failed', nor a network error's wording). Takes what the call left: the
 * ApiFailure `callEndpoint` answered, or what a query or mutation threw (an ApiError from `unwrap`). With a
 * null fallback it answers null when the server said nothing, for screens that add the reason to their own text.
 */
export function serverErrorText(failure: unknown, fallback: string): string;
export function serverErrorText(failure: unknown, fallback: null): string | null;
export function serverErrorText(failure: unknown, fallback: string | null): string | null {
  const isFailure = failure instanceof ApiError || isApiFailure(failure);
  const message = isFailure ? failure.serverMessage : undefined;
  // The server writes English; the interface shows its fixed messages in the interface language.
  return message !== undefined ? localServerText(message) : fallback;
}

function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === false;
}

/** Turns a failure into a thrown ApiError, for query functions. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data;
  throw new ApiError(result);
}

function withQuery(path: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (a proxy's HTML error page, say): there is no server message to read.
    return null;
  }
}

function stringField(payload: unknown, key: string): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
