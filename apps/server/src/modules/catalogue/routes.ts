import * as contract from '@aspirant/contract/tests.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { CatalogueService } from './service.ts';

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService, guard: Guards): void {
  route(app, contract.listTests, async ({ req, query }) => {
    const { user } = await guard.requireUser(req);
    return catalogue.list(user, query);
  });

  route(app, contract.getTest, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return catalogue.get(user, params.id);
  });

  route(app, contract.getQuestionIds, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return catalogue.questionIds(user, params.id);
  });

  route(app, contract.getQuestion, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return catalogue.question(user, params.id, params.questionId);
  });
}
