import {
  ErrorSchema,
  IncorrectOptionsQuerySchema,
  TREE_ERRORS,
  TreeListSchema,
  TreesQuerySchema,
} from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const treeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trees',
    {
      schema: {
        summary: 'A random sample of trees at or below a level',
        description: 'Each tree appears at most once. Omit `type` for all trees.',
        tags: ['trees'],
        querystring: TreesQuerySchema,
        response: { 200: TreeListSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const sample = app.trees.sample(request.query);
      if (sample.length === 0) return reply.code(404).send({ msg: TREE_ERRORS.noneFound });
      return { trees: sample.map((entry) => entry.tree) };
    },
  );

  app.get(
    '/trees/incorrect-options',
    {
      schema: {
        summary: 'Random trees to use as wrong answers',
        description: 'Trees of any level whose ids are not in `exclude_ids`; fewer than `limit` when too few remain.',
        tags: ['trees'],
        querystring: IncorrectOptionsQuerySchema,
        response: { 200: TreeListSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ trees: app.trees.incorrectOptions(request.query).map((entry) => entry.tree) }),
  );
};
