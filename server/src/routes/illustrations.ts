import { SLOTS } from '@leafwise/catalog';
import { DRAWING_DETAILS, DRAWING_SPECIMENS } from '@leafwise/contract';
import { illustrationsDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';
import { errorsOf } from './error-responses.ts';

const TREE_ERROR = "the tree must be a tree id or a species' slug";

const ParamsSchema = z.strictObject({
  // A tree id (the URL in tree_img_*), or the species' slug (the field guide names species by it).
  treeId: z.union(
    [
      z
        .string()
        .regex(/^[1-9]\d{0,8}$/, { error: TREE_ERROR })
        .transform(Number),
      z.string().regex(/^[a-z][a-z0-9-]{0,79}$/, { error: TREE_ERROR }),
    ],
    { error: TREE_ERROR },
  ),
  slot: z.enum(SLOTS.map((slot) => `${slot}.svg`) as [string, ...string[]], {
    error: `the picture must be one of ${SLOTS.map((slot) => `${slot}.svg`).join(', ')}`,
  }),
});

const SPECIMEN_ERROR = `n must be a specimen number from 0 to ${DRAWING_SPECIMENS - 1}`;

const QuerySchema = z.strictObject({
  v: z.string().max(64).optional(),
  // Digits only: "1.0", " 2" and "1e0" are refused rather than read as a number.
  n: z
    .string({ error: SPECIMEN_ERROR })
    .regex(/^\d$/, { error: SPECIMEN_ERROR })
    .transform(Number)
    .pipe(z.number().max(DRAWING_SPECIMENS - 1, { error: SPECIMEN_ERROR }))
    .optional(),
  detail: z.enum(DRAWING_DETAILS, { error: `detail must be one of: ${DRAWING_DETAILS.join(', ')}` }).optional(),
});

const A_YEAR = 'public, max-age=31536000, immutable';

export const illustrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/illustrations/:treeId/:slot',
    {
      schema: {
        ...illustrationsDocs['GET /illustrations/:treeId/:slot'],
        tags: ['trees'],
        params: ParamsSchema,
        querystring: QuerySchema,
        response: { 200: z.string(), ...errorsOf(400, 404) },
      },
    },
    async (request, reply) => {
      const slot = request.params.slot.replace(/\.svg$/, '') as (typeof SLOTS)[number];
      const { v, n, detail } = request.query;
      const { treeId } = request.params;
      const id = typeof treeId === 'number' ? treeId : app.trees.bySlug(treeId)?.tree_id;
      const picture = id === undefined ? undefined : app.trees.illustrations.get(id, slot, v, { specimen: n, detail });
      if (!picture) throw new HttpError(404, 'No such tree.');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', picture.current ? A_YEAR : 'no-cache')
        .send(picture.svg);
    },
  );
};
