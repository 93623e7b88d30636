import { z } from 'zod';
import { BANNED_MESSAGE } from './errors.ts';
import { strictParams } from './trees.ts';

/**
 * The Ancient leaderboard (SPEC §2, DESIGN §4): each user's best leaderboard-challenge score,
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

export const LEADERBOARD_ERRORS = {
  notAChallenge: 'Only a leaderboard challenge can be put on the leaderboard.',
  alreadySubmitted: 'This run is already on the leaderboard.',
  tooLate: 'This run ended too long ago to be put on the leaderboard.',
  zeroScore: 'A score of 0 is not put on the leaderboard. Name more trees right than wrong, then submit.',
  banned: BANNED_MESSAGE,
} as const;
