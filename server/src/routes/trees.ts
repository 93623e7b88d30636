import {
  IncorrectOptionsQuerySchema,
  LEVELS,
  NoQuerySchema,
  TREE_ERRORS,
  TREE_TYPES,
  type TreeCount,
  TreeCountsSchema,
  TreeListSchema,
  TreesQuerySchema,
} from '@leafwise/contract';
import { treesDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';
import { errorsOf } from './error-responses.ts';

/**
 * Sends a `{ trees }` body the store has already encoded: Fastify passes a Buffer through as it
 * is, with no serializer and no UTF-8 encoding. The bytes match the 200 schema, which still
 * documents the answer.
 */
const sendTreeList = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

export const treeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trees',
    {
      schema: {
        ...treesDocs['GET /trees'],
        tags: ['trees'],
        querystring: TreesQuerySchema,
        response: { 200: TreeListSchema, ...errorsOf(400, 404) },
      },
    },
    async (request, reply) => {
      const trees = app.trees.sample(request.query);
      if (trees.length === 0) throw new HttpError(404, TREE_ERRORS.noneFound);
      return sendTreeList(reply, app.trees.toJson(trees));
    },
  );

  app.get(
    '/trees/incorrect-options',
    {
      schema: {
        ...treesDocs['GET /trees/incorrect-options'],
        tags: ['trees'],
        querystring: IncorrectOptionsQuerySchema,
        response: { 200: TreeListSchema, ...errorsOf(400) },
      },
    },
    async (request, reply) => sendTreeList(reply, app.trees.toJson(app.trees.incorrectOptions(request.query))),
  );

  app.get(
    '/trees/counts',
    {
      schema: {
        ...treesDocs['GET /trees/counts'],
        tags: ['trees'],
        querystring: NoQuerySchema,
        response: { 200: TreeCountsSchema, ...errorsOf(400) },
      },
    },
    async () => ({
      counts: LEVELS.flatMap(({ value: level }) =>
        [null, ...TREE_TYPES].map(
          (type): TreeCount => ({ level, type, trees: app.trees.matching({ level, type: type ?? undefined }).length }),
        ),
      ),
    }),
  );
};
