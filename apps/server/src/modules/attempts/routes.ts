import * as contract from '@aspirant/contract/attempts.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { AttemptsService } from './service.ts';

export function attemptsRoutes(app: FastifyInstance, attempts: AttemptsService, guard: Guards): void {
  route(app, contract.getInProgressAttempt, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return attempts.inProgress(user, params.id);
  });

  route(app, contract.startAttempt, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return attempts.start(user, params.id);
  });

  route(app, contract.saveAnswer, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return attempts.save(user, body);
  });

  route(app, contract.savePosition, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return attempts.savePosition(user, body);
  });

  route(app, contract.completeAttempt, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return attempts.complete(user, body.attemptId);
  });

  route(app, contract.submitResult, async ({ req, body, reply }) => {
    const { user } = await guard.requireUser(req);
    const outcome = await attempts.submit(user, body);
    reply.code(201);
    return outcome;
  });
}
