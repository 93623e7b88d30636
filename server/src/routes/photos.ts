import { ErrorSchema, NoQuerySchema, PhotoCreditsSchema } from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCredits } from '../photos/photos-repository.ts';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/photos/credits',
    {
      schema: {
        summary: "Every photo's author, licence and source, for the credits page",
        description:
          'Ordered by common name, then slot. Photos added while the server runs are listed at once; ' +
          'trees show them after the next start.',
        tags: ['pictures'],
        querystring: NoQuerySchema,
        response: { 200: PhotoCreditsSchema, 400: ErrorSchema },
      },
    },
    async () => ({ photos: await listCredits(app.database.db) }),
  );
};
