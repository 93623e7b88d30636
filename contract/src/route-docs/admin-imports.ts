import { ADMIN_ERRORS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/admin/imports.ts: what each route does, in the words /api/docs shows.

export const adminImportsDocs = {
  'GET /imports/latest': {
    summary: 'The latest Wikimedia Commons import and its progress',
    description: 'Read from the database, so any instance shows the progress of an import another one runs.',
  },
  'POST /imports': {
    summary: 'Start a Wikimedia Commons import',
    description:
      'Searches Commons for a photo of each slot that has none, of the species named (all when `species` ' +
      'is null or left out), as `npm run photos -- import` does; it runs in the background. ' +
      `409 when the server has no COMMONS_CONTACT (\`${ADMIN_ERRORS.importNotConfigured}\`) or an import ` +
      `is running (\`${ADMIN_ERRORS.importRunning}\`). Recorded in the audit trail, as is each photo added.`,
  },
  'POST /imports/:importId/cancel': {
    summary: 'Cancel a running Wikimedia Commons import',
    description:
      'Works from any instance: the one running it stops within a second or so. The photos already added stay. ' +
      'Recorded in the audit trail.',
  },
} as const satisfies Record<string, RouteDoc>;
