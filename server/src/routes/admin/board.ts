import {
  ADMIN_ERRORS,
  AdminBoardResponseSchema,
  BoardEntryParamsSchema,
  CHALLENGE_RUNS_PAGE,
  ChallengeRunsResponseSchema,
  LEADERBOARD_SIZE,
  NoQuerySchema,
} from '@leafwise/contract';
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
        summary: `The Ancient board's best ${LEADERBOARD_SIZE} entries in rank order, with each owner's e-mail address`,
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
        summary: 'Remove one leaderboard entry (a suspect score) without banning its owner',
        description:
          'The owner keeps their account and may play and submit again; the board shows the change at ' +
          'once, on every instance. Recorded in the audit trail with the score removed.',
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
        summary: `The latest ${CHALLENGE_RUNS_PAGE} leaderboard challenge runs, newest first, with their answer times`,
        tags: ['admin'],
        querystring: NoQuerySchema,
        response: { 200: ChallengeRunsResponseSchema, ...errors },
      },
    },
    async () => ({ runs: await listChallengeRuns(db) }),
  );
};
