import {
  CommonsImportResponseSchema,
  ImportParamsSchema,
  NoQuerySchema,
  StartImportBodySchema,
} from '@leafwise/contract';
import { adminImportsDocs } from '@leafwise/contract/route-docs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImportJobs } from '../../admin/import-jobs.ts';
import { errorsOf } from '../error-responses.ts';
import { actorOf } from './admin-guard.ts';

/** Wikimedia Commons imports started, watched and cancelled from the console (docs/admin.md). */
export const adminImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = new ImportJobs(app.database.db, app.media, app.commons, app.log);
  // On preClose, not onClose: those of the app (the database's among them) would run before this
  // plugin's, and the import must record how far it got while the database is still open.
  app.addHook('preClose', () => jobs.close());

  app.get(
    '/imports/latest',
    {
      schema: {
        ...adminImportsDocs['GET /imports/latest'],
        tags: ['admin'],
        querystring: NoQuerySchema,
        response: { 200: CommonsImportResponseSchema, ...errorsOf(400) },
      },
    },
    async () => jobs.latest(),
  );

  app.post(
    '/imports',
    {
      schema: {
        ...adminImportsDocs['POST /imports'],
        tags: ['admin'],
        querystring: NoQuerySchema,
        body: StartImportBodySchema,
        response: { 202: CommonsImportResponseSchema, ...errorsOf(400, 409) },
      },
    },
    async (request, reply) => reply.code(202).send(await jobs.start(actorOf(request), request.body.species ?? null)),
  );

  app.post(
    '/imports/:importId/cancel',
    {
      schema: {
        ...adminImportsDocs['POST /imports/:importId/cancel'],
        tags: ['admin'],
        params: ImportParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: CommonsImportResponseSchema, ...errorsOf(400, 404, 409) },
      },
    },
    async (request) => jobs.cancel(request.params.importId, actorOf(request)),
  );
};
