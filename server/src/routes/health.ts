import { ErrorSchema, HealthSchema, NoQuerySchema } from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countActiveTrees } from '../trees/trees-repository.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Is the server up and its database reachable?',
        tags: ['health'],
        querystring: NoQuerySchema,
        response: { 200: HealthSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const trees = await countActiveTrees(app.database.db);
        return { status: 'ok' as const, database: app.database.kind, trees };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ msg: 'The database is not reachable.' });
      }
    },
  );
};
