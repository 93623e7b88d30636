import { AuditQuerySchema, AuditResponseSchema } from '@leafwise/contract';
import { adminAuditDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActions } from '../../audit/audit.ts';
import { errorsOf } from '../error-responses.ts';

const errors = errorsOf(400, 401, 403, 404);

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        ...adminAuditDocs['GET /audit'],
        tags: ['admin'],
        querystring: AuditQuerySchema,
        response: { 200: AuditResponseSchema, ...errors },
      },
    },
    async (request) => listActions(app.database.db, request.query),
  );
};
