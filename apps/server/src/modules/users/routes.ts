import { ROLE } from '@aspirant/contract/roles.ts';
import * as contract from '@aspirant/contract/users.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { UserAdminService } from './admin-service.ts';

/** SPEC §6: role 1 manages its customer's users, role 4 everyone's. */
const ADMINS = [ROLE.COACHING_ADMIN, ROLE.SUPER_ADMIN] as const;

export function usersRoutes(app: FastifyInstance, admin: UserAdminService, guard: Guards): void {
  route(app, contract.listUsers, async ({ req }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, users: await admin.list(user) };
  });

  route(app, contract.listRoles, async ({ req }) => {
    await guard.requireRole(req, ADMINS);
    return { success: true as const, roles: await admin.listRoles() };
  });

  route(app, contract.listCustomers, async ({ req }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, customers: await admin.listCustomers(user) };
  });

  route(app, contract.listCustomerUsers, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, users: await admin.listOfCustomer(user, params.customerId) };
  });

  route(app, contract.createUser, async ({ req, body, reply }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    const created = await admin.create(user, body);
    reply.code(201);
    return { success: true as const, user: created };
  });

  route(app, contract.updateUserRole, async ({ req, params, body }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    return { success: true as const, user: await admin.changeRole(user, params.id, body.role_id) };
  });

  route(app, contract.deleteUser, async ({ req, params }) => {
    const { user } = await guard.requireRole(req, ADMINS);
    await admin.remove(user, params.id);
    return { success: true as const, message: contract.USER_MESSAGES.userDeleted };
  });
}
