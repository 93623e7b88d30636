import { NoQuerySchema, OutboxSchema } from '@leafwise/contract';
import { devDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Outbox } from '../mail/mailer.ts';

/** Registered only while mail goes to the development outbox, so it never exists in production. */
export const devRoutes: FastifyPluginAsyncZod<{ outbox: Outbox }> = async (app, { outbox }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        ...devDocs['GET /dev/outbox'],
        tags: ['development'],
        querystring: NoQuerySchema,
        response: { 200: OutboxSchema },
      },
    },
    async () => ({ messages: outbox.list() }),
  );
};
