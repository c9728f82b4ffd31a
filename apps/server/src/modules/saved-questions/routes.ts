import * as contract from '@aspirant/contract/saved-questions.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { SavedQuestionsService } from './service.ts';

/** Saved questions and reports: every signed-in user, on their own bookmarks and the questions they met. */
export function savedQuestionsRoutes(
  app: FastifyInstance,
  saved: SavedQuestionsService,
  guard: Guards,
): void {
  route(app, contract.listBookmarks, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return { success: true as const, questions: await saved.list(user.id) };
  });

  route(app, contract.addBookmark, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    await saved.add(user.id, params.questionId);
    return { success: true as const, questionId: params.questionId, isBookmarked: true as const };
  });

  route(app, contract.removeBookmark, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    await saved.remove(user.id, params.questionId);
    return { success: true as const, questionId: params.questionId, isBookmarked: false as const };
  });

  route(app, contract.reportQuestion, async ({ req, params, body, reply }) => {
    const { user } = await guard.requireUser(req);
    const report = await saved.report(user.id, params.questionId, body);
    reply.code(201);
    return { success: true as const, report };
  });
}
