import * as contract from '@aspirant/contract/practice.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { PracticeService } from './service.ts';

/** Practice mode: every signed-in user practises on their own sets only. */
export function practiceRoutes(app: FastifyInstance, practice: PracticeService, guard: Guards): void {
  route(app, contract.getPracticeOptions, async ({ req }) => {
    await guard.requireUser(req);
    return { success: true as const, subjects: await practice.options() };
  });

  route(app, contract.createPractice, async ({ req, body, reply }) => {
    const { user } = await guard.requireUser(req);
    const created = await practice.create(user.id, body);
    reply.code(201);
    return { success: true as const, practice: created };
  });

  route(app, contract.listPractice, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, sets: await practice.recent(user.id) };
  });

  route(app, contract.getPractice, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, practice: await practice.get(user.id, params.id) };
  });

  route(app, contract.answerPractice, async ({ req, params, body }) => {
    const { user } = await guard.requireUser(req);
    const outcome = await practice.answer(user.id, params.id, body.position, body.selectedAnswer);
    return { success: true as const, ...outcome };
  });
}
