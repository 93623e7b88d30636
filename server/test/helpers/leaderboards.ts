import { randomBytes } from 'node:crypto';
import type { LeaderboardResponse } from '@leafwise/contract';
import { users } from '../../src/db/auth-schema.ts';
import { leaderboardEntries } from '../../src/db/leaderboard-schema.ts';
import type { Account } from './accounts.ts';
import { call } from './quizzes.ts';
import type { TestApp } from './test-app.ts';

export type SeededEntry = { name: string; score: number; achievedAt: Date; banned?: boolean };

/**
 * Users who never signed in, each with an entry on the Ancient board, written straight to the
 * database (the change feed tells the app's board cache).
 */
export async function seedEntries(t: TestApp, entries: SeededEntry[]): Promise<string[]> {
  const db = t.database.db;
  const rows = entries.map(({ name, banned = false }) => {
    const id = `seeded-${randomBytes(8).toString('hex')}`;
    return { id, name, email: `${id}@example.com`, emailVerified: true, banned };
  });
  await db.insert(users).values(rows);
  await db.insert(leaderboardEntries).values(
    entries.map(({ score, achievedAt }, i) => ({
      board: 'ancient' as const,
      user_id: rows[i]?.id as string,
      score,
      achieved_at: achievedAt,
    })),
  );
  return rows.map((row) => row.id);
}

/** An entry for a signed-in account, as seedEntries writes them. */
export async function seedEntryFor(t: TestApp, who: Account, score: number, achievedAt = new Date()): Promise<void> {
  await t.database.db
    .insert(leaderboardEntries)
    .values({ board: 'ancient', user_id: who.id, score, achieved_at: achievedAt });
}

export const getBoard = (t: TestApp, who: Account | null) =>
  call<LeaderboardResponse>(t, who, 'GET', '/api/leaderboards/ancient');
