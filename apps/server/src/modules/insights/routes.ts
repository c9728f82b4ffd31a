import * as contract from '@aspirant/contract/insights.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { InsightsService } from './service.ts';

/** Issue 18: teachers, coaching admins and the super admin read a test's item analysis; students never do. */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;

export function insightsRoutes(app: FastifyInstance, insights: InsightsService, guard: Guards): void {
  route(app, contract.getItemAnalysis, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, analysis: await insights.getItemAnalysis(user, params.id) };
  });
}
