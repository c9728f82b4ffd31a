import * as contract from '@aspirant/contract/progress.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { ProgressService } from './service.ts';

/** The Progress Tracker: always the signed-in user's own figures and target; there is no id to ask for. */
export function progressRoutes(app: FastifyInstance, progress: ProgressService, guard: Guards): void {
  route(app, contract.getProgress, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return progress.progress(user);
  });

  route(app, contract.getTarget, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return progress.target(user);
  });

  route(app, contract.updateTarget, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return progress.setTarget(user, body.targetScore);
  });
}
