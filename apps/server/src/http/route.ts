import { Readable } from 'node:stream';
import type { Endpoint } from '@aspirant/contract/endpoint.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../lib/errors.ts';

type Out<S> = [NonNullable<S>] extends [z.ZodType] ? z.output<NonNullable<S>> : undefined;

export interface RouteContext<E extends Endpoint> {
  body: Out<E['body']>;
  params: Out<E['params']>;
  query: Out<E['query']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

function parseInput<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (where === 'body' ? {} : value));
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw new AppError(
      'VALIDATION',
      `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`,
    );
  }
  throw new AppError('VALIDATION', issue.message);
}

/** A list longer than this is parsed and written item by item (see `streamed`). */
const STREAMED_ITEMS = 1000;
/** Items per chunk of a streamed answer. */
const CHUNK_ITEMS = 250;

/**
 * A long `items` list (an import's accounting of 20,000 questions) is parsed by the item's schema and written
 * in chunks, instead of copied whole by the response's parse and then turned into one string of megabytes: the
 * server's peak memory stays near the list itself (issue 16 point 9). The rest of the answer is parsed as usual,
 * with an empty list in its place, so the contract still decides every field that leaves.
 */
function streamed(schema: z.ZodType, result: unknown, reply: FastifyReply): FastifyReply | null {
  const items = (result as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length <= STREAMED_ITEMS) return null;
  if (!(schema instanceof z.ZodObject)) return null;
  const list = schema.shape.items;
  if (!(list instanceof z.ZodArray)) return null;
  const item = list.element as z.ZodType;
  // The parsed envelope keeps the contract's key order; the list is written where it stands.
  const envelope = Object.entries(schema.parse({ ...(result as object), items: [] }) as object);
  const all: unknown[] = items;
  function* chunks() {
    for (const [index, [key, value]] of envelope.entries()) {
      const head = `${index === 0 ? '{' : ','}${JSON.stringify(key)}:`;
      if (key !== 'items') {
        yield head + JSON.stringify(value);
        continue;
      }
      yield `${head}[`;
      for (let start = 0; start < all.length; start += CHUNK_ITEMS) {
        const part = all.slice(start, start + CHUNK_ITEMS).map((i) => JSON.stringify(item.parse(i)));
        yield (start > 0 ? ',' : '') + part.join(',');
      }
      yield ']';
    }
    yield '}';
  }
  return reply.type('application/json; charset=utf-8').send(Readable.from(chunks()));
}

/**
 * Declares one endpoint of the contract: input is validated against its schemas before the handler runs,
 * and the output is parsed by the response schema, so a field the contract does not name never leaves.
 */
export function route<B extends z.ZodType, R extends z.ZodType, P extends z.ZodType, Q extends z.ZodType>(
  app: FastifyInstance,
  e: Endpoint<B, R, P, Q>,
  handler: (ctx: RouteContext<NoInfer<Endpoint<B, R, P, Q>>>) => Promise<z.input<NoInfer<R>>>,
): void {
  app.route({
    method: e.method,
    url: e.path,
    handler: async (req, reply) => {
      const ctx = {
        body: parseInput(e.body, req.body, 'body'),
        params: parseInput(e.params, req.params, 'params'),
        query: parseInput(e.query, req.query, 'query'),
        req,
        reply,
      } as RouteContext<Endpoint<B, R, P, Q>>;
      const result = await handler(ctx);
      if (reply.sent) return reply;
      return streamed(e.response, result, reply) ?? e.response.parse(result);
    },
  });
}
