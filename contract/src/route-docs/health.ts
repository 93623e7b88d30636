import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/health.ts: what each route does, in the words /api/docs shows.

export const healthDocs = {
  'GET /health': {
    summary: 'Is the server up and its database reachable?',
  },
} as const satisfies Record<string, RouteDoc>;
