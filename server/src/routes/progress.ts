import {
  ConfusionsSchema,
  DueListSchema,
  NoQuerySchema,
  ProgressQuerySchema,
  ProgressSchema,
  type Tree,
} from '@leafwise/contract';
import { progressDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextDueAt } from '../progress/due.ts';
import { atLevel, dueTrees } from '../progress/summarise.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403);

export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = app.progress;

  app.get(
    '/progress',
    {
      schema: {
        ...progressDocs['GET /progress'],
        tags: ['progress'],
        querystring: ProgressQuerySchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const json = await data.summaryJson(caller.id, request.query.tz, app.clock());
      // Already JSON (progress-data.ts): sent as it is, past the Zod serialiser.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/progress/due',
    {
      schema: {
        ...progressDocs['GET /progress/due'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: DueListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [cards, { level }] = await Promise.all([data.cards(caller.id), data.level(caller.id)]);
      const now = app.clock();
      return {
        trees: dueTrees(app.trees, cards, now, level),
        next_due_at: nextDueAt(atLevel(app.trees, cards, level), now)?.toISOString() ?? null,
      };
    },
  );

  app.get(
    '/progress/confusions',
    {
      schema: {
        ...progressDocs['GET /progress/confusions'],
        tags: ['progress'],
        querystring: NoQuerySchema,
        response: { 200: ConfusionsSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const confusions = await data.confusions(caller.id);
      const ids = new Set(confusions.flatMap((pair) => [pair.shown_tree_id, pair.chosen_tree_id]));
      const trees = [...ids]
        .map((id) => app.trees.get(id))
        .filter((tree): tree is Tree => tree !== undefined)
        .map((tree) => app.trees.withPictures(tree));
      return { confusions, trees };
    },
  );
};
