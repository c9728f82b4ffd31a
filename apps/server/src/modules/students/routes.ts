import { ROLE } from '@aspirant/contract/roles.ts';
import * as contract from '@aspirant/contract/students.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { StudentsService } from './service.ts';

/** Issue 18 point 3: the staff read a student's pages (the service checks whose student it is). Reads only. */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

export function studentsRoutes(app: FastifyInstance, students: StudentsService, guard: Guards): void {
  route(app, contract.getStudentOverview, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return students.overview(user, params.id);
  });

  route(app, contract.getStudentResults, async ({ req, params, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return students.results(user, params.id, query);
  });

  route(app, contract.getStudentResult, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return students.result(user, params.id, params.resultId);
  });

  route(app, contract.getStudentSolutions, async ({ req, params, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return students.solutions(user, params.id, params.resultId, query);
  });
}
