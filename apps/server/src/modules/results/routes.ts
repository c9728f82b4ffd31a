import * as contract from '@aspirant/contract/results.ts';
import type { FastifyInstance } from 'fastify';
import { type Guards, requestMeta } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { ScorecardsService } from './scorecards.ts';
import type { ResultsService } from './service.ts';
import type { SolutionsService } from './solutions.ts';

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

/** Issue 15: the solutions of a result and its public scorecard. */
export function solutionsRoutes(
  app: FastifyInstance,
  deps: { solutions: SolutionsService; scorecards: ScorecardsService },
  guard: Guards,
): void {
  route(app, contract.getSolutions, async ({ req, params, query }) => {
    const { user } = await guard.requireUser(req);
    return deps.solutions.solutions(user.id, params.id, query);
  });

  route(app, contract.getScorecardLink, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, scorecard: await deps.scorecards.link(user, params.id) };
  });

  route(app, contract.shareScorecard, async ({ req, params, reply }) => {
    const { user } = await guard.requireUser(req);
    const { link, isNew } = await deps.scorecards.share(user, params.id);
    reply.code(isNew ? 201 : 200);
    return { success: true as const, scorecard: link };
  });

  route(app, contract.revokeScorecard, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    await deps.scorecards.revoke(user, params.id);
    return { success: true as const, message: contract.SCORECARD_MESSAGES.revoked };
  });

  // Public: anyone with the link, signed in or not.
  route(app, contract.getPublicScorecard, async ({ req, params }) => {
    const scorecard = await deps.scorecards.open(params.token, requestMeta(req).clientKey);
    return { success: true as const, scorecard };
  });
}
