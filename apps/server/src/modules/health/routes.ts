import { health } from '@aspirant/contract/health.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { AppError } from '../../lib/errors.ts';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  route(app, health, async () => {
    try {
      await database.ping();
    } catch (error) {
      app.log.error({ err: error }, 'Health check: database does not answer');
      throw new AppError('UNAVAILABLE', 'The database is not available.');
    }
    return { status: 'ok' as const };
  });
}
