import { LEADERBOARD_SIZE, type Leaderboard, type LeaderboardEntry } from '@leafwise/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { leaderboardEntries } from '../db/leaderboard-schema.ts';

const entry = leaderboardEntries;
const ENTRY_FIELDS = {
  leaderboard_id: entry.leaderboard_id,
  user_id: entry.user_id,
  name: users.name,
  score: entry.score,
};

/**
 * How many entries of the board rank ahead of the outer query's entry: a higher score, or the
 * same score reached earlier. The rank index answers it without reading the table. The outer
 * columns are named with their table: in a query of one table Drizzle leaves it out, and inside
 * the subquery a bare name would be the inner table's.
 */
export const entriesAhead = sql<number>`(select count(*) from ${entry} as ahead
  where ahead.board = ${entry}.board and (ahead.score > ${entry}.score or (ahead.score = ${entry}.score
    and (ahead.achieved_at, ahead.leaderboard_id) < (${entry}.achieved_at, ${entry}.leaderboard_id))))::int`;

/**
 * Which entries a board shows, joined with their owners (`users`): banned users are left out. A ban
 * also deletes their entries, so the entries counted ahead of someone (their rank) are never a
 * banned user's.
 */
export const shownOn = (board: Leaderboard) => and(eq(entry.board, board), eq(users.banned, false));

/** A board's rank order, best first, as the rank index holds it. */
export const RANK_ORDER = [desc(entry.score), asc(entry.achieved_at), asc(entry.leaderboard_id)];

/** The board's best LEADERBOARD_SIZE entries in rank order, read from the rank index. */
export async function readTop(db: Db, board: Leaderboard): Promise<LeaderboardEntry[]> {
  const top = await db
    .select(ENTRY_FIELDS)
    .from(entry)
    .innerJoin(users, eq(users.id, entry.user_id))
    .where(shownOn(board))
    .orderBy(...RANK_ORDER)
    .limit(LEADERBOARD_SIZE);
  return top.map((row, index) => ({ ...row, rank: index + 1 }));
}

/** `userId`'s entry on the board with its rank, if they have one. */
export async function findOwnEntry(db: Db, board: Leaderboard, userId: string): Promise<LeaderboardEntry | undefined> {
  const [row] = await db
    .select({ ...ENTRY_FIELDS, ahead: entriesAhead })
    .from(entry)
    .innerJoin(users, eq(users.id, entry.user_id))
    .where(and(shownOn(board), eq(entry.user_id, userId)));
  if (!row) return undefined;
  const { ahead: count, ...fields } = row;
  return { ...fields, rank: count + 1 };
}

/** Takes `userId` off every board: a ban does this in the same transaction. */
export async function removeFromLeaderboards(db: Db, userId: string): Promise<void> {
  await db.delete(entry).where(eq(entry.user_id, userId));
}
