import {
  AnswerBodySchema,
  AnswerResponseSchema,
  DebriefSchema,
  EXPLANATION_ERRORS,
  NoQuerySchema,
  QUIZ_ERRORS,
  QuestionParamsSchema,
  QuizParamsSchema,
  QuizResponseSchema,
} from '@leafwise/contract';
import { quizzesDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordCheckpoint, recordPractice } from '../course/course-repository.ts';
import { HttpError } from '../http-error.ts';
import { answerQuestion } from '../quizzes/answer-question.ts';
import { AnswerQueue } from '../quizzes/answer-queue.ts';
import { debriefOf, isRunningChallenge } from '../quizzes/explain.ts';
import { findQuiz, finishQuiz } from '../quizzes/quizzes-repository.ts';
import { toApiQuiz } from '../quizzes/to-api-quiz.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403, 404);

/** Answering a quiz's questions, finishing it (a checkpoint's or a practice's result with it), and its debrief. */
export const quizAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answers = new AnswerQueue(db);

  app.post(
    '/quizzes/:quizId/questions/:index/answer',
    {
      schema: {
        ...quizzesDocs['POST /quizzes/:quizId/questions/:index/answer'],
        tags: ['quizzes'],
        params: QuestionParamsSchema,
        querystring: NoQuerySchema,
        body: AnswerBodySchema,
        response: { 200: AnswerResponseSchema, ...errors, ...errorsOf(409, 429) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return answerQuestion(db, answers, app.trees, {
        quizId: request.params.quizId,
        userId: caller.id,
        position: request.params.index,
        treeId: request.body.tree_id ?? null,
        option: request.body.option ?? null,
        answeredAt: app.clock(),
      });
    },
  );

  app.post(
    '/quizzes/:quizId/finish',
    {
      schema: {
        ...quizzesDocs['POST /quizzes/:quizId/finish'],
        tags: ['quizzes'],
        params: QuizParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: QuizResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const now = app.clock();
      const quiz = await finishQuiz(db, request.params.quizId, caller.id, async (tx, finished) => {
        if (finished.mode === 'checkpoint') await recordCheckpoint(tx, finished, now);
        if (finished.mode === 'practice') await recordPractice(tx, finished, now);
      });
      if (!quiz) throw new HttpError(404, QUIZ_ERRORS.notFound);
      const found = await findQuiz(db, quiz.quiz_id, caller.id);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.notFound);
      return { quiz: toApiQuiz(app.trees, found.quiz, found.questions, app.clock()) };
    },
  );

  app.get(
    '/quizzes/:quizId/debrief',
    {
      schema: {
        ...quizzesDocs['GET /quizzes/:quizId/debrief'],
        tags: ['quizzes'],
        params: QuizParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: DebriefSchema, ...errors, ...errorsOf(409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const found = await findQuiz(db, request.params.quizId, caller.id);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.notFound);
      if (isRunningChallenge(found.quiz, app.clock())) throw new HttpError(409, EXPLANATION_ERRORS.challengeRunning);
      return debriefOf(app.trees, found.questions);
    },
  );
};
