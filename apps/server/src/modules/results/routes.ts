import * as contract from '@aspirant/contract/results.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { ResultsService } from './service.ts';

export function resultsRoutes(app: FastifyInstance, results: ResultsService, guard: Guards): void {
  route(app, contract.getStatsOverview, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return results.statsOverview(user);
  });

  route(app, contract.getDashboard, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return results.dashboard(user);
  });

  route(app, contract.getResult, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return results.result(user, params.id);
  });
}
