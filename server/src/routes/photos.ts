import { ErrorSchema, NoQuerySchema, PhotoCreditsSchema } from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCredits } from '../photos/photos-repository.ts';
import { errorsOf } from './error-responses.ts';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/credits',
    {
      schema: {
        summary: "Every photo's author, licence and source, for the credits page",
        description:
          'Ordered by common name, then slot. Photos added or removed while the server runs, on any ' +
          'instance or by `npm run photos`, are listed and shown in the trees at once.',
        tags: ['pictures'],
        querystring: NoQuerySchema,
        response: { 200: PhotoCreditsSchema, ...errorsOf(400) },
      },
    },
    async () => ({ photos: await listCredits(app.database.db) }),
  );
};
