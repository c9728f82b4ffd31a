import * as contract from '@aspirant/contract/notifications.ts';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../../http/guards.ts';
import { route } from '../../http/route.ts';
import type { NotificationsService } from './service.ts';

/** The bell (issue 17 point 6): every signed-in user, on their own notices only. */
export function notificationsRoutes(
  app: FastifyInstance,
  notifications: NotificationsService,
  guard: Guards,
): void {
  route(app, contract.listNotifications, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return notifications.list(user.id);
  });

  route(app, contract.markAllNotificationsRead, async ({ req }) => {
    const { user } = await guard.requireUser(req);
    return notifications.readAll(user.id);
  });

  route(app, contract.markNotificationRead, async ({ req, params }) => {
    const { user } = await guard.requireUser(req);
    return notifications.read(user.id, params.id);
  });
}
