import {
  LeaderboardResponseSchema,
  NoQuerySchema,
  SubmitScoreBodySchema,
  SubmitScoreResponseSchema,
} from '@leafwise/contract';
import { leaderboardsDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitScore } from '../leaderboards/submit-score.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

/**
 * Sends JSON built from the same typed entries the 200 schema describes, skipping the serializer:
 * the list is encoded once per change of the board, not once per request (docs/decisions/005-caching.md).
 */
const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json);

const errors = errorsOf(400, 401, 403, 404);

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/leaderboards/ancient',
    {
      schema: {
        ...leaderboardsDocs['GET /leaderboards/ancient'],
        tags: ['leaderboards'],
        querystring: NoQuerySchema,
        response: { 200: LeaderboardResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return sendJson(reply, await app.leaderboards.read('ancient', caller.id));
    },
  );

  app.post(
    '/leaderboards/ancient/entries',
    {
      schema: {
        ...leaderboardsDocs['POST /leaderboards/ancient/entries'],
        tags: ['leaderboards'],
        querystring: NoQuerySchema,
        body: SubmitScoreBodySchema,
        response: { 201: SubmitScoreResponseSchema, ...errors, ...errorsOf(409) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const submitted = await submitScore(db, {
        board: 'ancient',
        quizId: request.body.quiz_id,
        userId: caller.id,
        now: app.clock(),
      });
      return reply.code(201).send(submitted);
    },
  );
};
