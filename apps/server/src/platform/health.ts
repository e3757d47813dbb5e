import { ZErrorBody, ZHealth } from '@portico/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import type { DatabaseHandle } from './database/open-database';

/** `/healthz`: the process is up. `/readyz`: it can reach its database, so it may take traffic. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: ZHealth } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { hide: true, response: { 200: ZHealth, 503: ZErrorBody } } },
    async (request) => {
      try {
        await database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database is not reachable');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
