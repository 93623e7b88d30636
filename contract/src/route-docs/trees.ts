import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/trees.ts: what each route does, in the words /api/docs shows.

export const treesDocs = {
  'GET /trees': {
    summary: 'A random sample of trees at or below a level',
    description: 'Each tree appears at most once. Omit `type` for all trees.',
  },
  'GET /trees/incorrect-options': {
    summary: 'Random trees to use as wrong answers',
    description: 'Trees of any level whose ids are not in `exclude_ids`; fewer than `limit` when too few remain.',
  },
  'GET /trees/counts': {
    summary: 'How many trees a test can ask at each level and type',
    description:
      'Trees at or below each level, for each type and (`type: null`) for all trees, so a test of more trees than match can say so before it starts.',
  },
} as const satisfies Record<string, RouteDoc>;
