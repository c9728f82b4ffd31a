import * as contract from '@aspirant/contract/progress.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { Clock } from '../../lib/clock.ts';
import { progressRepository } from './repository.ts';
import { type ProgressService, progressService } from './service.ts';

/** The Progress Tracker: always the signed-in user's own figures and target; there is no id to ask for. */
export function progressRoutes(app: FastifyInstance, progress: ProgressService, guard: Guards): void {
  route(app, contract.getProgress, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return progress.progress(user);
  });

  route(app, contract.updateTarget, async ({ req, body }) => {
    const { user } = await guard.requireUser(req);
    return progress.setTarget(user, body.targetScore);
  });
}

/** Builds the module and declares its routes (one line in app.ts). */
export function registerProgress(app: FastifyInstance, db: Db, clock: Clock, guard: Guards): void {
  progressRoutes(app, progressService({ progress: progressRepository(db), clock }), guard);
}
