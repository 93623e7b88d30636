import {
  CHALLENGE,
  LEADERBOARD_ERRORS,
  LEADERBOARD_SIZE,
  LeaderboardResponseSchema,
  NoQuerySchema,
  QUIZ_ERRORS,
  SubmitScoreBodySchema,
  SubmitScoreResponseSchema,
} from '@leafwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NOT_AUTHENTICATED } from '../auth/guards.ts';
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
        summary: 'The Ancient leaderboard: the best leaderboard-challenge score of each user',
        description: [
          `The best ${LEADERBOARD_SIZE} entries, rank 1 first, and the caller's own entry (\`own_entry\`) `,
          'wherever it ranks, also below those listed; null when they have none. Ranks never repeat: of ',
          'two equal scores, the one reached first (the earlier run) ranks higher. Banned users are never ',
          `listed. Signed-in users only (401 \`${NOT_AUTHENTICATED}\`).`,
        ].join(''),
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
        summary: "Put a leaderboard challenge's score on the Ancient leaderboard",
        description: [
          'Scores the run (`max(0, correct - incorrect) * 14`) from the answers the server accepted by its ',
          `deadline plus ${CHALLENGE.graceSeconds} seconds, marks it submitted and finished, and keeps the `,
          "caller's best score on the board. Answers with this run's `score` and the caller's `entry` (their ",
          'best, with its rank).\n\n',
          `Refused: someone else's or an unknown quiz, 404 \`${QUIZ_ERRORS.notFound}\`; a quiz that is not a `,
          `challenge, 400; a score of 0, 400 \`${LEADERBOARD_ERRORS.zeroScore}\` (the run stays unsubmitted); `,
          `a second submission, 409 \`${LEADERBOARD_ERRORS.alreadySubmitted}\`; more than `,
          `${CHALLENGE.submitWindowMinutes} minutes after the deadline, 409 \`${LEADERBOARD_ERRORS.tooLate}\`; `,
          `a banned user, 403 \`${LEADERBOARD_ERRORS.banned}\`.`,
        ].join(''),
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
