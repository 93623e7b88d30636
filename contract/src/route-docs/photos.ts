import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/photos.ts: what each route does, in the words /api/docs shows.

export const photosDocs = {
  'GET /photos/credits': {
    summary: "Every photo's author, licence and source, for the credits page",
    description:
      'Ordered by common name, then slot. Photos added or removed while the server runs, on any ' +
      'instance or by `npm run photos`, are listed and shown in the trees at once.',
  },
} as const satisfies Record<string, RouteDoc>;
