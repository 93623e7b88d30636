import {
  CHOICES_PER_QUESTION,
  DRAWING_DETAILS,
  QUIZ_ERRORS,
  QuestionParamsSchema,
  strictParams,
  TREE_SLOTS,
  type TreeSlot,
} from '@leafwise/contract';
import { quizzesDocs } from '@leafwise/contract/route-docs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { PictureSeeds } from '../quizzes/picture-variants.ts';
import { PICTURE_FILE_NAME, type PictureFile, pictureFile } from '../quizzes/pictures.ts';
import { findQuestion } from '../quizzes/quizzes-repository.ts';
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

/** A question's pictures, and a picture question's pictures of its options: each made for the question, never the public one. */
export const quizPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const seeds = new PictureSeeds(app.auth.options.secret as string);

  /** A question's picture: a drawing's text, or a photo cut for it from `seed`. */
  const sendPicture = async (reply: FastifyReply, file: PictureFile | undefined, seed: string) => {
    if (!file) throw new HttpError(404, NO_SUCH_PICTURE);
    if ('body' in file) return reply.type(file.contentType).header('cache-control', A_DAY_PRIVATE).send(file.body);
    const { fileBase, widest, width, format } = file.photo;
    const bytes = await app.photoCuts.cut(fileBase, widest, width, format, seed).catch(() => {
      throw new HttpError(404, NO_SUCH_PICTURE);
    });
    return reply.type(`image/${format}`).header('cache-control', A_DAY_PRIVATE).send(bytes);
  };

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
