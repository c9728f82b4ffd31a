import * as contract from '@aspirant/contract/insights.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { RegradesService } from './service.ts';

/** Issue 18 point 2: the staff who compose tests fix their keys (the service checks whose test it is). */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

export function regradesRoutes(app: FastifyInstance, regrades: RegradesService, guard: Guards): void {
  route(app, contract.startRegrade, async ({ req, params, body, reply }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const regrade = await regrades.start(user, params.id, body);
    reply.code(202);
    return { success: true as const, message: contract.INSIGHT_MESSAGES.regradeStarted, regrade };
  });

  route(app, contract.listRegrades, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, regrades: await regrades.list(user, params.id) };
  });
}
