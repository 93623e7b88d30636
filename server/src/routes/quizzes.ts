import {
  AnswerBodySchema,
  AnswerResponseSchema,
  CHALLENGE,
  ChallengeAllowanceSchema,
  ErrorSchema,
  NoQuerySchema,
  PICTURE_SLOTS,
  type PictureSlot,
  PROGRESS_ERRORS,
  QUIZ_ERRORS,
  QuestionParamsSchema,
  QuizParamsSchema,
  QuizResponseSchema,
  REVIEW,
  StartQuizBodySchema,
  TRAINING,
  TREE_ERRORS,
} from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { HttpError } from '../http-error.ts';
import { answerQuestion } from '../quizzes/answer-question.ts';
import { AnswerQueue } from '../quizzes/answer-queue.ts';
import { drawChallenge } from '../quizzes/draw-challenge.ts';
import { drawQuiz } from '../quizzes/draw-quiz.ts';
import { PictureSeeds, photoVariant } from '../quizzes/picture-variants.ts';
import { PICTURE_FILE_NAME, pictureFile } from '../quizzes/pictures.ts';
import { findQuestion, findQuiz, finishQuiz, insertQuiz } from '../quizzes/quizzes-repository.ts';
import { challengeAllowance, startChallenge, waitText } from '../quizzes/start-challenge.ts';
import { drawReviewFor } from '../quizzes/start-review.ts';
import { toApiQuiz } from '../quizzes/to-api-quiz.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const SIGNED_IN = 'Signed-in users only; a quiz belongs to the user who started it, and is 404 to anyone else.';

const PictureParamsSchema = QuestionParamsSchema.extend({
  picture: z.string().regex(PICTURE_FILE_NAME, {
    error: `picture must be a file name like ${PICTURE_SLOTS.map((slot) => `${slot}.svg`).join(', ')}`,
  }),
});

const A_DAY_PRIVATE = 'private, max-age=86400';

export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answers = new AnswerQueue(db);
  const seeds = new PictureSeeds(app.auth.options.secret as string);

  app.post(
    '/quizzes',
    {
      schema: {
        summary: 'Start a training session, a test, a review or a leaderboard challenge',
        description: [
          'A test draws `tree_count` trees at random at or below `level`, of `type` (omit it for all trees). ',
          `Training takes no settings: ${TRAINING.treesLoaded} trees at level ${TRAINING.level}, all types, `,
          `returned in \`study\`; its questions are ${TRAINING.quizzedPerGroup} of each group of `,
          `${TRAINING.treesPerGroup} studied trees, showing the leaf only.\n\n`,
          'Each question offers four distinct trees in random order: the right one and three wrong ones ',
          'drawn from a pool of 3 × the tree count of trees not in the quiz, of the same type. ',
          'At Veteran (2) and Ancient (3), training included, at least one wrong option is a look-alike of the ',
          'right tree (same genus, else same family, else the same leaf form) whenever the pool holds one; ',
          'at Sapling (1) all three are random.\n\n',
          `Review takes the caller's due trees (a tree is due when FSRS says so or its last answer was wrong), `,
          `most urgent first, at most ${REVIEW.maxTrees}: studied in groups of ${REVIEW.treesPerGroup}, then each `,
          `asked once, showing every picture; 404 \`${PROGRESS_ERRORS.nothingDue}\` when none is due. `,
          `With \`tree_ids\` (two trees the caller mixes up) it is a drill: both studied, then `,
          `${REVIEW.drillQuestions} questions between them, each offering the other tree as an option.\n\n`,
          `A leaderboard challenge (\`{ "mode": "challenge" }\`) takes no settings either: ${CHALLENGE.questions} `,
          `questions at level ${CHALLENGE.level}, all types, each drawn on its own (its four options first, then which `,
          `of them is right, so a tree may come up twice), and a \`deadline_at\` ${CHALLENGE.seconds} `,
          'seconds away. Answers reaching the server more than ',
          `${CHALLENGE.graceSeconds} seconds after it are refused; then the score can go on the leaderboard `,
          '(`POST /api/leaderboards/ancient/entries`). One challenge is open at a time: starting another while ',
          'one is open answers 200 with that one. At most ',
          `${CHALLENGE.perDay} challenges may be started in any 24 hours; over that, 429 with Retry-After. `,
          `In a challenge, an answer sooner than ${CHALLENGE.minAnswerMs} ms after the previous one (or the start) is `,
          'refused with 429.\n\n',
          `404 \`${TREE_ERRORS.noneFound}\` when no tree matches. ${SIGNED_IN}`,
        ].join(''),
        tags: ['quizzes'],
        querystring: NoQuerySchema,
        body: StartQuizBodySchema,
        response: { 200: QuizResponseSchema, 201: QuizResponseSchema, ...errors, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
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
        summary: "The caller's leaderboard challenges: how many are left today, and the one under way",
        description: [
          `At most ${CHALLENGE.perDay} challenges may be started in any 24 hours. \`left\` says how many the caller `,
          'still may, `next_at` when the next opens once none is left, and `open_quiz_id` the run still under way, ',
          `which a start would resume. ${SIGNED_IN}`,
        ].join(''),
        tags: ['quizzes'],
        querystring: NoQuerySchema,
        response: { 200: ChallengeAllowanceSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return challengeAllowance(db, caller.id, app.clock());
    },
  );

  app.get(
    '/quizzes/:quizId',
    {
      schema: {
        summary: 'A quiz as it stands, to resume it after a reload',
        description: `Answered questions carry their answer; the others do not. ${SIGNED_IN}`,
        tags: ['quizzes'],
        params: QuizParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: QuizResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const found = await findQuiz(db, request.params.quizId, caller.id);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.notFound);
      return { quiz: toApiQuiz(app.trees, found.quiz, found.questions, app.clock()) };
    },
  );

  app.post(
    '/quizzes/:quizId/questions/:index/answer',
    {
      schema: {
        summary: 'Answer a question, once',
        description: [
          'Records the chosen tree and answers with the question, now showing which tree was right, ',
          'and the running score (`max(0, correct - incorrect) * 14`). ',
          `A second answer is 409 \`${QUIZ_ERRORS.alreadyAnswered}\` and changes nothing, even when both are `,
          `sent at once; an answer to a finished quiz is 409 \`${QUIZ_ERRORS.finished}\`, and to a challenge more than `,
          `${CHALLENGE.graceSeconds} seconds past its deadline 409 \`${QUIZ_ERRORS.timeUp}\`; and to a challenge `,
          `question sooner than ${CHALLENGE.minAnswerMs} ms after the quiz's previous answer (or its start) 429 `,
          `\`${QUIZ_ERRORS.tooQuick}\`, recording nothing. `,
          `A tree that is not one of the options is 400; an index past the end is 404. ${SIGNED_IN}`,
        ].join(''),
        tags: ['quizzes'],
        params: QuestionParamsSchema,
        querystring: NoQuerySchema,
        body: AnswerBodySchema,
        response: { 200: AnswerResponseSchema, ...errors, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      return answerQuestion(db, answers, app.trees, {
        quizId: request.params.quizId,
        userId: caller.id,
        position: request.params.index,
        treeId: request.body.tree_id,
        answeredAt: app.clock(),
      });
    },
  );

  app.post(
    '/quizzes/:quizId/finish',
    {
      schema: {
        summary: 'Finish a quiz and get its result',
        description: `Sets \`finished_at\` (the first time only: calling it again changes nothing). Unanswered questions count neither way. ${SIGNED_IN}`,
        tags: ['quizzes'],
        params: QuizParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: QuizResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireUser(request);
      const quiz = await finishQuiz(db, request.params.quizId, caller.id);
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
        summary: "A question's picture",
        description: [
          "The picture chosen for the question's slot (`leaf.svg` and so on: the names the question's ",
          '`pictures` give). The URL names the quiz and the question, never the tree, and the picture is never ',
          "the catalog's own: a drawing is this question's own specimen of the species, a photo is cut anew for ",
          `it, both from a seed only the server knows, so no picture can be matched to a public one. ${SIGNED_IN}`,
        ].join(''),
        tags: ['quizzes'],
        params: PictureParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await requireUser(request);
      const { quizId, index, picture } = request.params;
      const found = await findQuestion(db, quizId, caller.id, index);
      if (!found) throw new HttpError(404, QUIZ_ERRORS.noSuchQuestion);
      const slot = picture.split(/[-.]/)[0] as PictureSlot;
      const choice = found.question.pictures[slot];
      const seed = seeds.seedFor(quizId, index, slot);
      const file = choice && pictureFile(app.trees, found.question.tree_id, slot, choice, picture, seed);
      if (!file) throw new HttpError(404, 'No such picture in this question.');
      if ('body' in file) return reply.type(file.contentType).header('cache-control', A_DAY_PRIVATE).send(file.body);
      const { fileBase, widest, width, format } = file.photo;
      const bytes = await photoVariant(app.media, fileBase, widest, width, format, seed).catch(() => {
        throw new HttpError(404, 'No such picture in this question.');
      });
      return reply.type(`image/${format}`).header('cache-control', A_DAY_PRIVATE).send(bytes);
    },
  );
};
