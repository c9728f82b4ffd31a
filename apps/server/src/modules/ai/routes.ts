import * as contract from '@aspirant/contract/ai.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';
import type { AiService } from './service.ts';

export function aiRoutes(app: FastifyInstance, ai: AiService, guard: Guards): void {
  route(app, contract.chat, async ({ req, reply, body }) => {
    const { user } = await guard.requireUser(req);
    const prepared = await ai.prepareChat(user, body.messages);
    const wantsStream = (req.headers.accept ?? '').includes('text/event-stream');
    if (!wantsStream) {
      const answer = await ai.chat(prepared, body.messages);
      return { success: true as const, ...answer };
    }

    // Server-sent events: the reply shows as it is written; closing the request stops the model.
    const controller = new AbortController();
    // The request body is already read, so watch the response: closed before it finished means the student
    // pressed Stop or left, and the model is stopped too.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    // Headers now, so the browser's time-out covers reaching the server, not a slow model's first word.
    reply.raw.flushHeaders();
    const send = (data: unknown, event?: string) =>
      reply.raw.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
    try {
      const answer = await ai.chat(prepared, body.messages, {
        signal: controller.signal,
        onDelta: (delta) => send({ delta }),
      });
      send({ done: true, provider: answer.provider });
    } catch (error) {
      if (!controller.signal.aborted) {
        const message =
          error instanceof AppError
            ? error.message
            : 'Sorry, I encountered an error. Please try again later.';
        if (!(error instanceof AppError)) req.log.error({ err: error }, 'AI chat failed');
        send({ message }, 'error');
      }
    } finally {
      reply.raw.end();
    }
    return undefined as never;
  });

  route(app, contract.getResultInsights, async ({ req, params, body }) => {
    const { user } = await guard.requireUser(req);
    return ai.resultInsights(user, params.id, body.regenerate ?? false);
  });

  route(app, contract.regenerateDashboardInsights, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return ai.regenerateDashboardInsights(user);
  });

  route(app, contract.getConversation, async ({ req, query }) => {
    const { user } = await guard.requireUser(req);
    const page = await ai.conversation(user, query.before ?? null, query.limit);
    return { success: true as const, ...page, provider: ai.provider };
  });

  route(app, contract.clearConversation, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, deleted: await ai.clearConversation(user) };
  });

  route(app, contract.starterPrompts, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, ...(await ai.starters(user)) };
  });
}
