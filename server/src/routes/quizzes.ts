import {
  CHALLENGE,
  ChallengeAllowanceSchema,
  NoQuerySchema,
  OpenQuizResponseSchema,
  QUIZ_ERRORS,
  QuizParamsSchema,
  QuizResponseSchema,
  StartQuizBodySchema,
  TREE_ERRORS,
  waitText,
} from '@leafwise/contract';
import { quizzesDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error.ts';
import { drawChallenge } from '../quizzes/draw-challenge.ts';
import { drawQuiz } from '../quizzes/draw-quiz.ts';
import { findOpenQuiz } from '../quizzes/open-quiz.ts';
import { findQuiz, insertQuiz } from '../quizzes/quizzes-repository.ts';
import { challengeAllowance, startChallenge } from '../quizzes/start-challenge.ts';
import { drawReviewFor } from '../quizzes/start-review.ts';
import { drawUnitQuizFor } from '../quizzes/start-unit-quiz.ts';
import { toApiQuiz } from '../quizzes/to-api-quiz.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403, 404);

/** Starting a quiz of any mode, the day's challenges, the quiz left half-way, and a quiz as it stands. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/quizzes',
    {
      schema: {
        ...quizzesDocs['POST /quizzes'],
        tags: ['quizzes'],
        querystring: NoQuerySchema,
        body: StartQuizBodySchema,
        response: { 200: QuizResponseSchema, 201: QuizResponseSchema, ...errors, ...errorsOf(429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { body } = request;
      const now = app.clock();
      if (body.mode === 'challenge') {
        const drawn = drawChallenge(app.trees, Math.random);
        if (!drawn) throw new HttpError(404, TREE_ERRORS.noneFound);
        const start = await startChallenge(db, caller.id, drawn, { now, seconds: app.challengeSeconds });
        if (start.kind === 'capped') {
          reply.header('retry-after', Math.ceil(start.waitMs / 1000));
          throw new HttpError(429, QUIZ_ERRORS.challengesUsed(CHALLENGE.perDay, waitText(start.waitMs)));
        }
        const { quiz, questions } = start.stored;
        return reply
          .code(start.kind === 'started' ? 201 : 200)
          .send({ quiz: toApiQuiz(app.trees, quiz, questions, now) });
      }
      const drawn =
        body.mode === 'review'
          ? await drawReviewFor(app.progress, app.trees, {
              userId: caller.id,
              treeIds: body.tree_ids,
              now,
              random: Math.random,
            })
          : body.mode === 'practice' || body.mode === 'checkpoint'
            ? await drawUnitQuizFor(app.course, app.progress, app.trees, {
                userId: caller.id,
                body,
                random: Math.random,
              })
            : drawQuiz(app.trees, body, Math.random);
      if (!drawn) throw new HttpError(404, TREE_ERRORS.noneFound);
      const { quiz, questions } = await insertQuiz(db, caller.id, drawn, { now });
      return reply.code(201).send({ quiz: toApiQuiz(app.trees, quiz, questions, now) });
    },
  );

  app.get(
    '/quizzes/challenges/today',
    {
      schema: {
        ...quizzesDocs['GET /quizzes/challenges/today'],
        tags: ['quizzes'],
        querystring: NoQuerySchema,
        response: { 200: ChallengeAllowanceSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return challengeAllowance(db, caller.id, app.clock());
    },
  );

  app.get(
    '/quizzes/open',
    {
      schema: {
        ...quizzesDocs['GET /quizzes/open'],
        tags: ['quizzes'],
        querystring: NoQuerySchema,
        response: { 200: OpenQuizResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { quiz: await findOpenQuiz(db, caller.id, app.clock()) };
    },
  );

  app.get(
    '/quizzes/:quizId',
    {
      schema: {
        ...quizzesDocs['GET /quizzes/:quizId'],
        tags: ['quizzes'],
        params: QuizParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: QuizResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const found = await findQuiz(db, request.params.quizId, caller.id);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.notFound);
      return { quiz: toApiQuiz(app.trees, found.quiz, found.questions, app.clock()) };
    },
  );
};
