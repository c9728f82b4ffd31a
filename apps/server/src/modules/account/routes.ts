import * as contract from '@aspirant/contract/account.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { AccountService } from './service.ts';

export function accountRoutes(app: FastifyInstance, account: AccountService, guard: Guards): void {
  route(app, contract.changePassword, async ({ req, body }) => {
    const context = await guard.requireUser(req);
    await account.changePassword(context, body);
    return { success: true as const, message: contract.ACCOUNT_MESSAGES.passwordChanged };
  });
}
