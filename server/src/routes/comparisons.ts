import { ComparisonSchema, EXPLANATION_ERRORS, strictParams, TREE_ERRORS } from '@leafwise/contract';
import { comparisonsDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { comparisonOf } from '../quizzes/explain.ts';
import { errorsOf } from './error-responses.ts';

const IDS_ERROR = 'ids must be two tree ids, like 3,17';

const ComparisonQuerySchema = strictParams({
  ids: z
    .string({ error: IDS_ERROR })
    .regex(/^\d{1,9},\d{1,9}$/, { error: IDS_ERROR })
    .transform((ids) => ids.split(',').map(Number) as [number, number])
    .refine(([a, b]) => a !== b, { error: EXPLANATION_ERRORS.sameTree }),
});

/** Two trees side by side with what tells them apart: the same comparison a missed answer shows. */
export const comparisonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trees/compare',
    {
      schema: {
        ...comparisonsDocs['GET /trees/compare'],
        tags: ['trees'],
        querystring: ComparisonQuerySchema,
        response: { 200: ComparisonSchema, ...errorsOf(400, 404) },
      },
    },
    async (request) => {
      const [a, b] = request.query.ids;
      const comparison = comparisonOf(app.trees, a, b);
      if (!comparison) throw new HttpError(404, TREE_ERRORS.noneFound);
      return comparison;
    },
  );
};
