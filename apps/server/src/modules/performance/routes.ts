import * as contract from '@aspirant/contract/performance.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { PerformanceService } from './service.ts';

/** Detailed Analytics: every signed-in user reads their own results only. */
export function performanceRoutes(
  app: FastifyInstance,
  performance: PerformanceService,
  guard: Guards,
): void {
  route(app, contract.getPerformanceResults, async ({ req, query }) => {
    const { user } = await guard.requireUser(req);
    return performance.results(user, query);
  });

  route(app, contract.getPerformanceOverview, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return performance.overview(user);
  });
}
