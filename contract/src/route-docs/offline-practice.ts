import { NOT_AUTHENTICATED, OFFLINE_PRACTICE, OFFLINE_PRACTICE_ERRORS, PROGRESS } from '../constants/index.ts';
import type { RouteDoc } from './route-doc.ts';

// The OpenAPI prose of server/src/routes/offline-practice.ts: what each route does, in the words /api/docs shows.

export const offlinePracticeDocs = {
  'POST /progress/offline-practice': {
    summary: "Add an offline practice's answers to the signed-in user's progress",
    description: [
      'The practice page draws its questions in the browser from the field guide, works without a ',
      'connection, and sends its answers here when it has one. Each answer moves the review card of the ',
      'tree shown and counts in the history (`GET /api/progress`) exactly like a quiz answer (a right ',
      'answer is Good: nobody knows how long it took). Never scored, never on the leaderboard.\n\n',
      'Idempotent: an answer is known by its practice and `index`; sent again, in the same batch or ',
      'another, it is not counted twice. `recorded` says how many counted now, `already_recorded` how ',
      'many had before.\n\n',
      `Refused, changing nothing: at most ${OFFLINE_PRACTICE.maxAnswersPerRequest} answers a request, each `,
      'index once, both slugs known species, `answered_at` at most ',
      `${OFFLINE_PRACTICE.clockSkewSeconds} s ahead of the server's clock and at most `,
      `${OFFLINE_PRACTICE.maxAgeDays} days old (400); a practice first sent by another account, 403 `,
      `\`${OFFLINE_PRACTICE_ERRORS.notYours}\`. Signed-in users only (401 \`${NOT_AUTHENTICATED}\`).\n\n`,
      `Limits, per account (429 with \`retry-after\`, nothing written; the page keeps the answers): `,
      `${OFFLINE_PRACTICE.requestsPerMinute} sends a minute, and ${OFFLINE_PRACTICE.answersPerDay} new answers `,
      'in 24 hours (answers sent again do not count). An offline answer never makes a tree mastered (its ',
      `stability stops at ${PROGRESS.offlineStabilityCeilingDays} days), and one that arrives more than `,
      `${OFFLINE_PRACTICE.streakGraceDays} days after it was given does not count toward the streak (docs/progress.md).`,
    ].join(''),
  },
} as const satisfies Record<string, RouteDoc>;
