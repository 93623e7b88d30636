import {
  ADMIN_ERRORS,
  CommonsImportResponseSchema,
  ImportParamsSchema,
  NoQuerySchema,
  StartImportBodySchema,
} from '@leafwise/contract';
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
        summary: 'The latest Wikimedia Commons import and its progress',
        description: 'Read from the database, so any instance shows the progress of an import another one runs.',
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
        summary: 'Start a Wikimedia Commons import',
        description:
          'Searches Commons for a photo of each slot that has none, of the species named (all when `species` ' +
          'is null or left out), as `npm run photos -- import` does; it runs in the background. ' +
          `409 when the server has no COMMONS_CONTACT (\`${ADMIN_ERRORS.importNotConfigured}\`) or an import ` +
          `is running (\`${ADMIN_ERRORS.importRunning}\`). Recorded in the audit trail, as is each photo added.`,
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
        summary: 'Cancel a running Wikimedia Commons import',
        description:
          'Works from any instance: the one running it stops within a second or so. The photos already added stay. ' +
          'Recorded in the audit trail.',
        tags: ['admin'],
        params: ImportParamsSchema,
        querystring: NoQuerySchema,
        response: { 200: CommonsImportResponseSchema, ...errorsOf(400, 404, 409) },
      },
    },
    async (request) => jobs.cancel(request.params.importId, actorOf(request)),
  );
};
