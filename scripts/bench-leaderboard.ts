// The leaderboard part of npm run bench: 10,000 users on the Ancient board, written straight into
// the database while no server runs (one process owns the embedded database), then
// GET /api/leaderboards/ancient at the same concurrency as the other rows, by a signed-in user whose
// own entry ranks below the listed ones, so that every answer also counts their rank.
import { randomBytes } from 'node:crypto';
import { type LeaderboardResponse, SCORE_FACTOR } from '@leafwise/contract';
import autocannon from 'autocannon';
import { users } from '../server/src/db/auth-schema.ts';
import { type DatabaseOptions, openDatabase } from '../server/src/db/database.ts';
import { leaderboardEntries } from '../server/src/db/leaderboard-schema.ts';
import type { LoadOptions, LoadResult } from './bench-quizzes.ts';

export const BOARD_USERS = 10_000;
const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `count` users, each with an entry: scores as a minute's play gives them (multiples of 14, most
 * of them low, many equal), reached over the last 30 days. Migrates first, so it can run before
 * the server's first start on that database.
 */
export async function seedLeaderboard(options: DatabaseOptions, count = BOARD_USERS): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const now = Date.now();
    for (let start = 0; start < count; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
        const id = `bench-${start + i}-${randomBytes(4).toString('hex')}`;
        return { id, name: `Player ${start + i + 1}`, email: `${id}@example.com`, emailVerified: true };
      });
      await database.db.insert(users).values(rows);
      await database.db.insert(leaderboardEntries).values(
        rows.map((row) => ({
          board: 'ancient' as const,
          user_id: row.id,
          // 1 to 40 right answers net, low ones likelier.
          score: 14 * (1 + Math.floor(Math.random() ** 2 * 40)),
          achieved_at: new Date(now - Math.random() * 30 * DAY_MS),
        })),
      );
    }
  } finally {
    await database.close();
  }
}

/**
 * An entry for `userId` with the lowest score the board takes (one right answer net), reached
 * now: below every seeded entry, so the caller ranks 10,001st. Written straight into the database,
 * as the seeded ones are: the board refuses a score of 0, and a bench cannot name trees right. On
 * PGlite while the server is stopped; on PostgreSQL beside it (the board's version sees it).
 */
export async function joinBoard(options: DatabaseOptions, userId: string): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.db
      .insert(leaderboardEntries)
      .values({ board: 'ancient', user_id: userId, score: SCORE_FACTOR, achieved_at: new Date() });
  } finally {
    await database.close();
  }
}

/** GET /api/leaderboards/ancient per second, with its latency, as the signed-in user of `cookie`. */
export async function loadLeaderboard(
  base: string,
  cookie: string,
  { connections, durationS, warmupS }: LoadOptions,
): Promise<LoadResult & { ownRank: number }> {
  const url = `${base}/api/leaderboards/ancient`;
  const headers = { cookie };
  const first = await fetch(url, { headers });
  const board = (await first.json()) as LeaderboardResponse;
  if (!first.ok || board.leaderboard.length !== 100 || !board.own_entry) {
    throw new Error(`${url}: ${first.status}, ${board.leaderboard?.length} entries, own entry ${board.own_entry}`);
  }
  await autocannon({ url, connections, duration: warmupS, headers });
  const result = await autocannon({ url, connections, duration: durationS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts), ${result.requests.average} req/s, p99 ${result.latency.p99} ms`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ownRank: board.own_entry.rank,
  };
}
