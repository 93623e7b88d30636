import { AUDIT_PAGE, AuditQuerySchema, AuditResponseSchema, ErrorSchema } from '@leafwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActions } from '../../audit/audit.ts';
import { errorsOf } from '../error-responses.ts';

const errors = errorsOf(400, 401, 403, 404);

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        summary: `The audit trail, newest first, ${AUDIT_PAGE} entries a page`,
        description:
          '`action` keeps one action (`user.ban`) or a group (`people`, `board`, `photos`); `q` keeps ' +
          'entries whose who, whom, origin or details hold it (any case); `before` is the last ' +
          "page's `next_before`.",
        tags: ['admin'],
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...errors },
      },
    },
    async (request) => listActions(app.database.db, request.query),
  );
};
