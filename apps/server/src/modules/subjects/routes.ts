import * as contract from '@aspirant/contract/subjects.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { SubjectsService } from './service.ts';

/** A subject's analytics: always the signed-in user's own answers. */
export function subjectsRoutes(app: FastifyInstance, subjects: SubjectsService, guard: Guards): void {
  route(app, contract.getSubjectAnalytics, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, ...(await subjects.analytics(user, params.name)) };
  });
}
