import * as contract from '@aspirant/contract/tests.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { TestsService } from './service.ts';

export function testsRoutes(app: FastifyInstance, tests: TestsService, guard: Guards): void {
  route(app, contract.listTests, async ({ req, query }) => {
    await guard.requireUser(req);
    return tests.list(query);
  });

  route(app, contract.getTest, async ({ req, params }) => {
    await guard.requireUser(req);
    return tests.get(params.id);
  });

  route(app, contract.getQuestionIds, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return tests.questionIds(user, params.id);
  });

  route(app, contract.getQuestion, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return tests.question(user, params.id, params.questionId);
  });
}
