import type { Endpoint } from '@aspirant/contract/endpoint.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
      return e.response.parse(result);
    },
  });
}
