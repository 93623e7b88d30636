import { z } from 'zod';
import { strictParams } from './trees.ts';

/**
 * The Ancient leaderboard (docs/leaderboard.md): each user's best leaderboard-challenge score,
 * best first. Equal scores are ranked by who reached theirs first, so ranks never repeat.
 * Banned users are never listed.
 */
export const LeaderboardEntrySchema = z.object({
  leaderboard_id: z.number().int().positive(),
  user_id: z.string(),
  name: z.string(),
  score: z.number().int().min(0),
  /** 1 for the best; the top three are gold, silver and bronze. */
  rank: z.number().int().positive(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardResponseSchema = z.object({
  /** The best LEADERBOARD_SIZE entries, rank 1 first. */
  leaderboard: z.array(LeaderboardEntrySchema),
  /** The caller's own entry, wherever it ranks (also below the listed ones); null when they have none. */
  own_entry: LeaderboardEntrySchema.nullable(),
});
export type LeaderboardResponse = z.infer<typeof LeaderboardResponseSchema>;

/** POST /leaderboards/ancient/entries: puts a finished challenge run's score on the board. */
export const SubmitScoreBodySchema = strictParams({ quiz_id: z.uuid({ error: 'quiz_id must be a quiz id' }) });
export type SubmitScoreBody = z.infer<typeof SubmitScoreBodySchema>;

export const SubmitScoreResponseSchema = z.object({
  /** This run's score, from the answers the server checked in time. */
  score: z.number().int().min(0),
  /** The caller's entry now: their best score, which may be an earlier run's. */
  entry: LeaderboardEntrySchema,
});
export type SubmitScoreResponse = z.infer<typeof SubmitScoreResponseSchema>;
