import * as contract from '@aspirant/contract/batches.ts';
import { ROLE } from '@aspirant/contract/roles.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { BatchesService } from './service.ts';

/** SPEC §2 route table: /batch-management is for roles 1 and 4. */
const ADMINS = [ROLE.COACHING_ADMIN, ROLE.SUPER_ADMIN] as const;

export function batchesRoutes(app: FastifyInstance, batches: BatchesService, guard: Guards): void {
  route(app, contract.listBatches, async ({ req, query }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, batches: await batches.list(user, query.customer_id) };
  });

  route(app, contract.createBatch, async ({ req, body, reply }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    const batch = await batches.create(user, body);
    reply.code(201);
    return { success: true as const, batch };
  });

  route(app, contract.updateBatch, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, batch: await batches.update(user, params.id, body) };
  });

  route(app, contract.deleteBatch, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    await batches.remove(user, params.id);
    return { success: true as const, message: contract.BATCH_MESSAGES.batchDeleted };
  });

  route(app, contract.listBatchStudents, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, students: await batches.students(user, params.id) };
  });

  route(app, contract.addBatchStudents, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, students: await batches.addStudents(user, params.id, body.user_ids) };
  });

  route(app, contract.removeBatchStudent, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    await batches.removeStudent(user, params.id, params.userId);
    return { success: true as const, message: contract.BATCH_MESSAGES.studentRemoved };
  });
}
