import { ROLE } from '@aspirant/contract/roles.ts';
import * as contract from '@aspirant/contract/test-studio.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { TestStudioService } from './service.ts';

/** Issue 17 point 1: teachers, coaching admins and the super admin compose tests; students never do. */
const STAFF = [ROLE.COACHING_ADMIN, ROLE.TEACHER, ROLE.SUPER_ADMIN] as const;
const M = contract.TEST_STUDIO_MESSAGES;

export function testStudioRoutes(app: FastifyInstance, studio: TestStudioService, guard: Guards): void {
  route(app, contract.listStudioTests, async ({ req, query }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await studio.list(user, query)) };
  });

  route(app, contract.getStudioMeta, async ({ req }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await studio.meta(user)) };
  });

  route(app, contract.createStudioTest, async ({ req, body, reply }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const test = await studio.create(user, body);
    reply.code(201);
    return { success: true as const, test };
  });

  route(app, contract.getStudioTest, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.get(user, params.id) };
  });

  route(app, contract.updateStudioTest, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.update(user, params.id, body) };
  });

  route(app, contract.setPaper, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.setPaper(user, params.id, body.questionIds) };
  });

  route(app, contract.drawPaper, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.draw(user, params.id, body) };
  });

  route(app, contract.previewStudioTest, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, ...(await studio.preview(user, params.id)) };
  });

  route(app, contract.publishStudioTest, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.publish(user, params.id), message: M.published };
  });

  route(app, contract.archiveStudioTest, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.archive(user, params.id), message: M.archived };
  });

  route(app, contract.cloneStudioTest, async ({ req, params, reply }) => {
    const { user } = await guard.requireRole(req, STAFF);
    const test = await studio.clone(user, params.id);
    reply.code(201);
    return { success: true as const, test, message: M.cloned };
  });

  route(app, contract.setSchedule, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, STAFF);
    return { success: true as const, test: await studio.schedule(user, params.id, body) };
  });
}
