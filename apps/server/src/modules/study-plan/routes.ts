import * as contract from '@aspirant/contract/study-plan.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { StudyPlanService } from './service.ts';

/** Each signed-in user has their own plan; nobody reads or checks off another's. */
export function studyPlanRoutes(app: FastifyInstance, plans: StudyPlanService, guard: Guards): void {
  route(app, contract.getStudyPlan, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, plan: await plans.get(user) };
  });

  route(app, contract.generateStudyPlan, async ({ req, body, reply }) => {
    const { user } = await guard.requireUser(req);
    const plan = await plans.generate(user, body.examDate);
    reply.code(201);
    return { success: true as const, plan };
  });

  route(app, contract.updateStudyPlanItem, async ({ req, params, body }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, item: await plans.setDone(user, params.id, body.done) };
  });
}
