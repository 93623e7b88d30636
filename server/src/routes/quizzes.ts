import {
  AnswerBodySchema,
  AnswerResponseSchema,
  CHALLENGE,
  CHOICES_PER_QUESTION,
  ChallengeAllowanceSchema,
  DebriefSchema,
  DRAWING_DETAILS,
  EXPLANATION_ERRORS,
  NoQuerySchema,
  OpenQuizResponseSchema,
  QUIZ_ERRORS,
  QuestionParamsSchema,
  QuizParamsSchema,
  QuizResponseSchema,
  StartQuizBodySchema,
  strictParams,
  TREE_ERRORS,
  TREE_SLOTS,
  type TreeSlot,
  waitText,
} from '@leafwise/contract';
import { quizzesDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordCheckpoint, recordPractice } from '../course/course-repository.ts';
import { HttpError } from '../http-error.ts';
import { answerQuestion } from '../quizzes/answer-question.ts';
import { AnswerQueue } from '../quizzes/answer-queue.ts';
import { drawChallenge } from '../quizzes/draw-challenge.ts';
import { drawQuiz } from '../quizzes/draw-quiz.ts';
import { debriefOf, isRunningChallenge } from '../quizzes/explain.ts';
import { findOpenQuiz } from '../quizzes/open-quiz.ts';
import { PictureSeeds, photoVariant } from '../quizzes/picture-variants.ts';
import { PICTURE_FILE_NAME, type PictureFile, pictureFile } from '../quizzes/pictures.ts';
import { findQuestion, findQuiz, finishQuiz, insertQuiz } from '../quizzes/quizzes-repository.ts';
import { challengeAllowance, startChallenge } from '../quizzes/start-challenge.ts';
import { drawReviewFor } from '../quizzes/start-review.ts';
import { drawUnitQuizFor } from '../quizzes/start-unit-quiz.ts';
import { toApiQuiz } from '../quizzes/to-api-quiz.ts';
import { errorsOf } from './error-responses.ts';
import { callerOf } from './signed-in-guard.ts';

const errors = errorsOf(400, 401, 403, 404);

const PictureParamsSchema = QuestionParamsSchema.extend({
  picture: z.string().regex(PICTURE_FILE_NAME, {
    error: `picture must be a file name like ${TREE_SLOTS.map((slot) => `${slot}.svg`).join(', ')}`,
  }),
});

/** A drawing may be asked for in high detail, for the enlarged view; a photo has no such thing and ignores it. */
const PictureQuerySchema = strictParams({
  detail: z.enum(DRAWING_DETAILS, { error: `detail must be one of: ${DRAWING_DETAILS.join(', ')}` }).optional(),
});

const OptionPictureParamsSchema = PictureParamsSchema.extend({
  option: z.coerce
    .number({ error: `option must be 0 to ${CHOICES_PER_QUESTION - 1}` })
    .int({ error: `option must be 0 to ${CHOICES_PER_QUESTION - 1}` })
    .min(0, { error: `option must be 0 to ${CHOICES_PER_QUESTION - 1}` })
    .max(CHOICES_PER_QUESTION - 1, { error: `option must be 0 to ${CHOICES_PER_QUESTION - 1}` }),
});

const A_DAY_PRIVATE = 'private, max-age=86400';
const NO_SUCH_PICTURE = 'No such picture in this question.';

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answers = new AnswerQueue(db);
  const seeds = new PictureSeeds(app.auth.options.secret as string);

  /** A question's picture: a drawing's text, or a photo cut for it from `seed`. */
  const sendPicture = async (reply: FastifyReply, file: PictureFile | undefined, seed: string) => {
    if (!file) throw new HttpError(404, NO_SUCH_PICTURE);
    if ('body' in file) return reply.type(file.contentType).header('cache-control', A_DAY_PRIVATE).send(file.body);
    const { fileBase, widest, width, format } = file.photo;
    const bytes = await photoVariant(app.media, fileBase, widest, width, format, seed).catch(() => {
      throw new HttpError(404, NO_SUCH_PICTURE);
    });
    return reply.type(`image/${format}`).header('cache-control', A_DAY_PRIVATE).send(bytes);
  };

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
    '/quizzes/:quizId/questions/:index/:picture',
    {
      schema: {
        ...quizzesDocs['GET /quizzes/:quizId/questions/:index/:picture'],
        tags: ['quizzes'],
        params: PictureParamsSchema,
        querystring: PictureQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { quizId, index, picture } = request.params;
      const { detail } = request.query;
      const found = await findQuestion(db, quizId, caller.id, index);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.noSuchQuestion);
      const slot = picture.split(/[-.]/)[0] as TreeSlot;
      const choice = found.question.pictures[slot];
      const seed = seeds.seedFor(quizId, index, slot);
      return sendPicture(
        reply,
        choice &&
          pictureFile(
            app.trees,
            found.question.tree_id,
            slot,
            choice,
            picture,
            seed,
            found.question.option_ids,
            detail,
          ),
        seed,
      );
    },
  );

  app.get(
    '/quizzes/:quizId/questions/:index/options/:option/:picture',
    {
      schema: {
        ...quizzesDocs['GET /quizzes/:quizId/questions/:index/options/:option/:picture'],
        tags: ['quizzes'],
        params: OptionPictureParamsSchema,
        querystring: PictureQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { quizId, index, option, picture } = request.params;
      const { detail } = request.query;
      const found = await findQuestion(db, quizId, caller.id, index);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.noSuchQuestion);
      const slot = picture.split(/[-.]/)[0] as TreeSlot;
      const choice = found.question.option_pictures?.[option]?.[slot];
      const treeId = found.question.option_ids[option];
      const seed = seeds.seedForOption(quizId, index, option, slot);
      const file =
        choice && treeId !== undefined
          ? pictureFile(app.trees, treeId, slot, choice, picture, seed, found.question.option_ids, detail)
          : undefined;
      return sendPicture(reply, file, seed);
    },
  );
};
