import {
  ADMIN_ERRORS,
  AdminBoardResponseSchema,
  BoardEntryParamsSchema,
  ChallengeRunsResponseSchema,
  NoQuerySchema,
} from '@leafwise/contract';
import { adminBoardDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listChallengeRuns, readAdminBoard, removeEntry } from '../../admin/board-repository.ts';
import { HttpError } from '../../http-error.ts';
import { errorsOf } from '../error-responses.ts';
import { actorOf } from './admin-guard.ts';

const errors = errorsOf(400, 401, 403, 404);

export const adminBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/board',
    {
      schema: {
        ...adminBoardDocs['GET /board'],
        tags: ['admin'],
        querystring: NoQuerySchema,
        response: { 200: AdminBoardResponseSchema, ...errors },
      },
    },
    async () => ({ entries: await readAdminBoard(db, 'ancient') }),
  );

  app.delete(
    '/board/entries/:entryId',
    {
      schema: {
        ...adminBoardDocs['DELETE /board/entries/:entryId'],
        tags: ['admin'],
        params: BoardEntryParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await removeEntry(db, request.params.entryId, actorOf(request)))) {
        throw new HttpError(404, ADMIN_ERRORS.noSuchEntry);
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/challenge-runs',
    {
      schema: {
        ...adminBoardDocs['GET /challenge-runs'],
        tags: ['admin'],
        querystring: NoQuerySchema,
        response: { 200: ChallengeRunsResponseSchema, ...errors },
      },
    },
    async () => ({ runs: await listChallengeRuns(db) }),
  );
};
