import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint of the API: its method, path (Fastify syntax) and schemas, shared by server and web. */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  body?: Body;
  params?: Params;
  query?: Query;
  response: Response;
}

export function endpoint<
  Body extends z.ZodType,
  Response extends z.ZodType,
  Params extends z.ZodType,
  Query extends z.ZodType,
>(e: Endpoint<Body, Response, Params, Query>): Endpoint<Body, Response, Params, Query> {
  return e;
}

/** Fills `:name` segments of an endpoint path. */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
