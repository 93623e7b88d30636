import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { quizzes } from './quiz-schema.ts';

// Spelled out rather than imported from the contract's runtime, as in schema.ts: drizzle-kit loads
// this file on its own.
const BOARDS = ['ancient'] as const;

/**
 * A user's best score on a leaderboard: one row per user per board, so the board is read straight
 * from an index in rank order. A ban deletes the user's rows (users-repository.ts); so does
 * deleting the account, by cascade.
 */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    leaderboard_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    board: text({ enum: BOARDS }).notNull(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer().notNull(),
    // When this score was first reached: of two equal scores the earlier ranks higher.
    achieved_at: timestamp({ withTimezone: true }).notNull(),
    // The run that set it; kept as null if that quiz is ever deleted.
    quiz_id: uuid().references(() => quizzes.quiz_id, { onDelete: 'set null' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('leaderboard_entries_board_known', sql`${table.board} in ('ancient')`),
    check('leaderboard_entries_score_range', sql`${table.score} >= 0`),
    // One entry per user per board: a submission raises it or leaves it.
    unique('leaderboard_entries_board_user').on(table.board, table.user_id),
    // The board in rank order, read as an index scan for the top entries; also counts the
    // entries ahead of one (its rank) without touching the table.
    index('leaderboard_entries_rank').on(
      table.board,
      table.score.desc().nullsFirst(),
      table.achieved_at.asc(),
      table.leaderboard_id.asc(),
    ),
  ],
);

/**
 * A number that moves on with every change that can change what a board shows: any write to
 * leaderboard_entries, and a change of a user's name or ban. Triggers keep it (migration
 * 0006_leaderboard_version_triggers.sql), so no writer can forget; a server that caches a board
 * reads it on each request and rebuilds when it has moved (leaderboard-cache.ts).
 */
export const leaderboardVersions = pgTable(
  'leaderboard_versions',
  {
    board: text({ enum: BOARDS }).primaryKey(),
    version: bigint({ mode: 'number' }).notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('leaderboard_versions_board_known', sql`${table.board} in ('ancient')`)],
);
