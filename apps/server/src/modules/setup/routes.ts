import * as contract from '@aspirant/contract/setup.ts';
import type { FastifyInstance } from 'fastify';
import { signedIn } from '../../http/device-cookie.ts';
import { requestMeta } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { SetupService } from './service.ts';

/** Public by design: the setup link is the credential, and the demo flag is shown to every visitor. */
export function setupRoutes(app: FastifyInstance, setup: SetupService): void {
  route(app, contract.instanceMeta, async () => setup.meta());

  route(app, contract.createFirstSuperAdmin, async ({ body, req, reply }) => {
    const meta = requestMeta(req);
    const result = await setup.createFirstSuperAdmin(body, meta);
    reply.code(201);
    return signedIn(reply, meta, result);
  });
}
