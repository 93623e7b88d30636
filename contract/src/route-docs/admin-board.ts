import { CHALLENGE_RUNS_PAGE, LEADERBOARD_SIZE } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/admin/board.ts: what each route does, in the words /api/docs shows.

export const adminBoardDocs = {
  'GET /board': {
    summary: `The Ancient board's best ${LEADERBOARD_SIZE} entries in rank order, with each owner's e-mail address`,
  },
  'DELETE /board/entries/:entryId': {
    summary: 'Remove one leaderboard entry (a suspect score) without banning its owner',
    description:
      'The owner keeps their account and may play and submit again; the board shows the change at ' +
      'once, on every instance. Recorded in the audit trail with the score removed.',
  },
  'GET /challenge-runs': {
    summary: `The latest ${CHALLENGE_RUNS_PAGE} leaderboard challenge runs, newest first, with their answer times`,
  },
} as const satisfies Record<string, RouteDoc>;
