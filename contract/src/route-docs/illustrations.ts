import { DRAWING_SPECIMENS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/illustrations.ts: what each route does, in the words /api/docs shows.

export const illustrationsDocs = {
  'GET /illustrations/:treeId/:slot': {
    summary: "A drawing of a tree's leaf, bark, bud, seed or whole shape (SVG)",
    description: [
      'The URL each tree carries in tree_img_* (form.svg: the whole tree at a distance); with its current ?v= ',
      "it may be cached for good. The species' slug may stand for its id. ",
      `\`n\` (0 to ${DRAWING_SPECIMENS - 1}, 0 when left out) picks one of the species' public specimens: `,
      'other trees of it, as a learner meets them. `detail=high` draws the same specimen with more detail ',
      '(margins, hairs, bud scales, lenticels), for an enlarged view.',
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
