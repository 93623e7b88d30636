import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/comparisons.ts: what each route does, in the words /api/docs shows.

export const comparisonsDocs = {
  'GET /trees/compare': {
    summary: 'Two trees side by side, with what tells them apart',
    description: [
      'The first tree, then the second, with their public pictures; `features` are the differences in their ',
      "records' traits, most telling first, and `notes` the sentences of their descriptions that set one ",
      'against the other by name. Anyone may ask.',
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
