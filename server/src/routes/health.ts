import { HealthSchema, NoQuerySchema } from '@leafwise/contract';
import { healthDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';
import { countActiveTrees } from '../trees/trees-repository.ts';
import { errorsOf } from './error-responses.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        ...healthDocs['GET /health'],
        tags: ['health'],
        querystring: NoQuerySchema,
        response: { 200: HealthSchema, ...errorsOf(503) },
      },
    },
    async (request) => {
      try {
        const trees = await countActiveTrees(app.database.db);
        return { status: 'ok' as const, database: app.database.kind, trees };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is not reachable.');
      }
    },
  );
};
