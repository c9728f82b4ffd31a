import { type Endpoint, type HttpMethod, pathOf } from '@aspirant/contract/endpoint.ts';
import type { ErrorBody } from '@aspirant/contract/fields.ts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { TestContext } from './app.ts';

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Scalar = string | number | boolean;

/** What a test sends to one endpoint of the contract. */
export interface CallOptions<E extends Endpoint> {
  /** The `:name` segments of the path; any value, so a test can send a malformed id. */
  params?: { [K in keyof InputOf<E['params']>]: Scalar };
  /** The query string; the keys are the contract's, the values anything a URL can carry. */
  query?: { [K in keyof InputOf<E['query']>]?: Scalar | undefined };
  /** A body the contract accepts (typed). */
  body?: InputOf<E['body']>;
  /** A body the contract would refuse, sent as it is (a string is sent verbatim). */
  rawBody?: unknown;
  /** The bearer token of the signed-in user. */
  token?: string;
  headers?: Record<string, string>;
}

/** The reply: `data` is the JSON as the contract types a success, `error` the same JSON as a refusal. */
export type Called<E extends Endpoint> = LightMyRequestResponse & {
  data: z.output<E['response']>;
  error: ErrorBody;
};

/** The reply to a hand-written request: its JSON is unknown until the test says what it expects. */
export type RawReply = LightMyRequestResponse & { data: unknown; error: ErrorBody };

type Injector = Pick<TestContext, 'app'>;

/** The URL of an endpoint with its path parameters and query filled in. */
export function urlOf<E extends Endpoint>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query'> = {},
): string {
  const path = pathOf(endpoint.path, (options.params ?? {}) as Record<string, string | number>);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, Scalar | undefined>)) {
    if (value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls one endpoint of the contract in process: no URL is written by hand. */
export async function call<E extends Endpoint>(
  t: Injector,
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<Called<E>> {
  const reply = await rawRequest(t, endpoint.method, urlOf(endpoint, options), {
    body: 'rawBody' in options ? options.rawBody : options.body,
    token: options.token,
    headers: options.headers,
  });
  return reply as Called<E>;
}

/**
 * A request by method and URL, for what the contract does not declare (static files, unknown routes, paths
 * no endpoint matches). Endpoints go through `call`.
 */
export async function rawRequest(
  t: Injector,
  method: HttpMethod | 'HEAD' | 'OPTIONS',
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<RawReply> {
  const response = await t.app.inject({
    method,
    url,
    payload: options.body === undefined ? undefined : (options.body as InjectOptions['payload']),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  let data: unknown;
  try {
    data = response.json();
  } catch {
    data = undefined;
  }
  return Object.assign(response, { data, error: data as ErrorBody });
}
