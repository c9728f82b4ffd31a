import * as contract from '@aspirant/contract/subjects.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import { subjectsRepository } from './repository.ts';
import { type SubjectsService, subjectsService } from './service.ts';

export function subjectsRoutes(app: FastifyInstance, subjects: SubjectsService, guard: Guards): void {
  route(app, contract.getSubjectAnalytics, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, ...(await subjects.analytics(user, params.name)) };
  });
}

/** The subject page's module on a database (one line in app.ts). */
export function registerSubjects(app: FastifyInstance, db: Db, guard: Guards): void {
  subjectsRoutes(app, subjectsService({ subjects: subjectsRepository(db) }), guard);
}
