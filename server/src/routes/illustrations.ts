import { SLOTS } from '@leafwise/catalog';
import { ErrorSchema } from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error.ts';

const ParamsSchema = z.strictObject({
  treeId: z.coerce.number({ error: 'treeId must be a tree id' }).int({ error: 'treeId must be a tree id' }).positive(),
  slot: z.enum(SLOTS.map((slot) => `${slot}.svg`) as [string, ...string[]], {
    error: `the picture must be one of ${SLOTS.map((slot) => `${slot}.svg`).join(', ')}`,
  }),
});
const QuerySchema = z.strictObject({ v: z.string().max(64).optional() });

const A_YEAR = 'public, max-age=31536000, immutable';

export const illustrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/illustrations/:treeId/:slot',
    {
      schema: {
        summary: "A drawing of a tree's leaf, bark, bud or seed (SVG)",
        description: 'The URL each tree carries in tree_img_*; with its current ?v= it may be cached for good.',
        tags: ['trees'],
        params: ParamsSchema,
        querystring: QuerySchema,
        response: { 200: z.string(), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const slot = request.params.slot.replace(/\.svg$/, '') as (typeof SLOTS)[number];
      const picture = app.trees.illustrations.get(request.params.treeId, slot, request.query.v);
      if (!picture) throw new HttpError(404, 'No such tree.');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', picture.current ? A_YEAR : 'no-cache')
        .send(picture.svg);
    },
  );
};
