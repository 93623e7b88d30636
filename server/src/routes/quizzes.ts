import {
  ABANDONED_QUIZ_HOURS,
  AnswerBodySchema,
  AnswerResponseSchema,
  CHALLENGE,
  CHOICES_PER_QUESTION,
  ChallengeAllowanceSchema,
  COURSE,
  DebriefSchema,
  DRAWING_DETAILS,
  EXPLANATION_ERRORS,
  NoQuerySchema,
  OpenQuizResponseSchema,
  PROGRESS_ERRORS,
  QUIZ_ERRORS,
  QuestionParamsSchema,
  QuizParamsSchema,
  QuizResponseSchema,
  REVIEW,
  StartQuizBodySchema,
  strictParams,
  TRAINING,
  TREE_ERRORS,
  TREE_SLOTS,
  type TreeSlot,
  waitText,
} from '@leafwise/contract';
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
const SIGNED_IN = 'Signed-in users only; a quiz belongs to the user who started it, and is 404 to anyone else.';

const PictureParamsSchema = QuestionParamsSchema.extend({
  picture: z.string().regex(PICTURE_FILE_NAME, {
    error: `picture must be a file name like ${TREE_SLOTS.map((slot) => `${slot}.svg`).join(', ')}`,
  }),
});

/** A drawing may be asked for in high detail, for the enlarged view; a photo has no such thing and ignores it. */
const PictureQuerySchema = strictParams({
  detail: z.enum(DRAWING_DETAILS, { error: `detail must be one of: ${DRAWING_DETAILS.join(', ')}` }).optional(),
});
const HIGH_DETAIL = ' `?detail=high` draws the same drawing with more detail, for an enlarged view.';

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
        summary:
          "Start a training session, a test, a review, a leaderboard challenge, or a course unit's practice or checkpoint",
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
          `With \`tree_ids\` of two trees (a pair the caller mixes up) it is a drill: both studied, then `,
          `${REVIEW.drillQuestions} questions between them, each offering the other tree as an option; with any other `,
          `number (1 to ${REVIEW.chosenMaxTrees}, such as the trees a quiz's debrief lists as missed) it reviews exactly `,
          'those trees, each asked once.\n\n',
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
          `A course unit's practice (\`{ "mode": "practice", "unit_id" }\`, ${COURSE.practiceQuestions} questions) or `,
          `checkpoint (\`"checkpoint"\`, ${COURSE.checkpointQuestions} questions) asks only the unit's trees, each as evenly `,
          "as the count allows, offers only the unit's and earlier units' trees (look-alikes first), and shows the unit's ",
          `focus slots; about a third are picture questions (a name and four pictures, answered with \`option\`). A `,
          `checkpoint is passed with ${COURSE.passMark * 100} % right, counted at finish. Only the current unit and units `,
          'done may be taken: a later unit is 403, an unknown one 404. See docs/course.md.\n\n',
          'Tests, practice and checkpoints take `names` (`common`, the default, or `scientific`: which names the page ',
          'shows; the options carry both) and `slots` (`all`, the default, or `one`: each question shows one slot, ',
          "drawn at random among the mode's).\n\n",
          `404 \`${TREE_ERRORS.noneFound}\` when no tree matches. ${SIGNED_IN}`,
        ].join(''),
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
      const caller = callerOf(request);
      return challengeAllowance(db, caller.id, app.clock());
    },
  );

  app.get(
    '/quizzes/open',
    {
      schema: {
        summary: "The caller's latest quiz left half-way, to continue it",
        description: [
          'The unfinished training, test or review touched last (its latest answer, or its start) that still has ',
          'a question to answer, with how many of its questions are answered; null when there is none. A challenge ',
          `is never offered (it runs against the clock), nor a quiz untouched for ${ABANDONED_QUIZ_HOURS} hours, `,
          `which is abandoned. ${SIGNED_IN}`,
        ].join(''),
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
        summary: 'A quiz as it stands, to resume it after a reload',
        description: `Answered questions carry their answer; the others do not. ${SIGNED_IN}`,
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
        summary: "A quiz's misses, each beside the tree taken for it",
        description: [
          'Every question answered wrongly so far, in the order asked, with the right tree and the chosen one side ',
          "by side and what tells them apart (as an answer's `explanation`). A challenge answers 409 ",
          `\`${EXPLANATION_ERRORS.challengeRunning}\` until its time is up, so the teaching never runs on the clock. ${SIGNED_IN}`,
        ].join(''),
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
        summary: 'Answer a question, once',
        description: [
          'Records the chosen tree and answers with the question, now showing which tree was right, ',
          'and the running score (`max(0, correct - incorrect) * 14`). A name question is answered with `tree_id` ',
          '(or `option`, its place among the options), a picture question with `option` only (its prompt names the ',
          'tree): the place of the picture chosen, 0 to 3. Outside a challenge it also explains: ',
          '`explanation.look_for` says what to look for next time, and after a miss `explanation.comparison` puts ',
          'the right tree beside the chosen one with what tells them apart. ',
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
        summary: 'Finish a quiz and get its result',
        description: [
          'Sets `finished_at` (the first time only: calling it again changes nothing). Unanswered questions count ',
          'neither way in the score. A checkpoint answers its result in `checkpoint`: passed with at least ',
          `${COURSE.passMark * 100} % of its questions right, unanswered ones counting as wrong. Its first finish records `,
          "the unit's best result and, when passed, makes the unit done (unlocking the next), in the same transaction. ",
          SIGNED_IN,
        ].join(''),
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
        summary: "A question's picture",
        description: [
          "The picture chosen for the question's slot (`leaf.svg` and so on: the names the question's ",
          '`pictures` give). The URL names the quiz and the question, never the tree, and the picture is never ',
          "the catalog's own: a drawing is this question's own specimen of the species, a photo is cut anew for ",
          `it, both from a seed only the server knows, so no picture can be matched to a public one.${HIGH_DETAIL} `,
          SIGNED_IN,
        ].join(''),
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
        summary: "A picture question's picture of one option",
        description: [
          'The picture of the option at `option` (0 to 3) of a picture question, under the name its `picture_options` ',
          'give. Like every quiz picture it names the quiz, the question and the place only, never the tree, and is ',
          `made for this option from a seed only the server knows, so it matches no public picture.${HIGH_DETAIL} `,
          SIGNED_IN,
        ].join(''),
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
