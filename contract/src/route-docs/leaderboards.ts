import { CHALLENGE, LEADERBOARD_ERRORS, LEADERBOARD_SIZE, NOT_AUTHENTICATED, QUIZ_ERRORS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/leaderboards.ts: what each route does, in the words /api/docs shows.

export const leaderboardsDocs = {
  'GET /leaderboards/ancient': {
    summary: 'The Ancient leaderboard: the best leaderboard-challenge score of each user',
    description: [
      `The best ${LEADERBOARD_SIZE} entries, rank 1 first, and the caller's own entry (\`own_entry\`) `,
      'wherever it ranks, also below those listed; null when they have none. Ranks never repeat: of ',
      'two equal scores, the one reached first (the earlier run) ranks higher. Banned users are never ',
      `listed. Signed-in users only (401 \`${NOT_AUTHENTICATED}\`).`,
    ].join(''),
  },
  'POST /leaderboards/ancient/entries': {
    summary: "Put a leaderboard challenge's score on the Ancient leaderboard",
    description: [
      'Scores the run (`max(0, correct - incorrect) * 14`) from the answers the server accepted by its ',
      `deadline plus ${CHALLENGE.graceSeconds} seconds, marks it submitted and finished, and keeps the `,
      "caller's best score on the board. Answers with this run's `score` and the caller's `entry` (their ",
      'best, with its rank).\n\n',
      `Refused: someone else's or an unknown quiz, 404 \`${QUIZ_ERRORS.notFound}\`; a quiz that is not a `,
      `challenge, 400; a score of 0, 400 \`${LEADERBOARD_ERRORS.zeroScore}\` (the run stays unsubmitted); `,
      `a second submission, 409 \`${LEADERBOARD_ERRORS.alreadySubmitted}\`; more than `,
      `${CHALLENGE.submitWindowMinutes} minutes after the deadline, 409 \`${LEADERBOARD_ERRORS.tooLate}\`; `,
      `a banned user, 403 \`${LEADERBOARD_ERRORS.banned}\`.`,
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
