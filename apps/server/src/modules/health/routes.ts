import { health } from '@aspirant/contract/health.ts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';

/** `ping` throws when the database does not answer. */
export function healthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  route(app, health, async () => {
    try {
      await ping();
    } catch (error) {
      app.log.error({ err: error }, 'Health check: database does not answer');
      throw new AppError('UNAVAILABLE', 'The database is not available.');
    }
    return { status: 'ok' as const };
  });
}
