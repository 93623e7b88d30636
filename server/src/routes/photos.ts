import { NoQuerySchema, PhotoCreditsSchema } from '@leafwise/contract';
import { photosDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCredits } from '../photos/photos-repository.ts';
import { errorsOf } from './error-responses.ts';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/credits',
    {
      schema: {
        ...photosDocs['GET /photos/credits'],
        tags: ['pictures'],
        querystring: NoQuerySchema,
        response: { 200: PhotoCreditsSchema, ...errorsOf(400) },
      },
    },
    async () => ({ photos: await listCredits(app.database.db) }),
  );
};
