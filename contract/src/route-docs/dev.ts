import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/dev.ts: what each route does, in the words /api/docs shows.

export const devDocs = {
  'GET /dev/outbox': {
    summary: 'Development only: the e-mails the server would have sent',
  },
} as const satisfies Record<string, RouteDoc>;
