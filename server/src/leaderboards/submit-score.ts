import {
  CHALLENGE,
  LEADERBOARD_ERRORS,
  type Leaderboard,
  QUIZ_ERRORS,
  type SubmitScoreResponse,
  score,
} from '@leafwise/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { leaderboardEntries } from '../db/leaderboard-schema.ts';
import { quizQuestions, quizzes } from '../db/quiz-schema.ts';
import { HttpError } from '../http-error.ts';
import { findQuizRow } from '../quizzes/quizzes-repository.ts';
import { findOwnEntry } from './leaderboards-repository.ts';

type Submission = { board: Leaderboard; quizId: string; userId: string; now: Date };

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const seconds = (count: number) => sql`${count} * interval '1 second'`;

/**
 * Puts a challenge run's score on the board, once, in one transaction: marks the run submitted
 * (and finished), scores it from the answers the server accepted by its deadline plus the grace,
 * refuses a score of 0, and raises the user's entry if the score beats it. The user's row is locked first, so a ban
 * either waits for this to finish (and then deletes the new entry) or is seen here and refused.
 */
export async function submitScore(db: Db, { board, quizId, userId, now }: Submission): Promise<SubmitScoreResponse> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ banned: users.banned }).from(users).where(eq(users.id, userId)).for('share');
    if (!user || user.banned) throw new HttpError(403, LEADERBOARD_ERRORS.banned);

    const [run] = await tx
      .update(quizzes)
      .set({ submitted_at: now, finished_at: sql`coalesce(${quizzes.finished_at}, ${at(now)})`, updated_at: now })
      .where(
        and(
          eq(quizzes.quiz_id, quizId),
          eq(quizzes.user_id, userId),
          eq(quizzes.mode, 'challenge'),
          isNull(quizzes.submitted_at),
          sql`${at(now)} <= ${quizzes.deadline_at} + ${seconds(CHALLENGE.submitWindowMinutes * 60)}`,
        ),
      )
      .returning({ deadline_at: quizzes.deadline_at });
    if (!run?.deadline_at) throw await refusal(tx, quizId, userId);

    // Only answers the server accepted count, and only those within the deadline and its grace.
    const inTime = sql`${quizQuestions.answered_at} <= ${quizzes.deadline_at} + ${seconds(CHALLENGE.graceSeconds)}`;
    const [tally] = await tx
      .select({
        correct: sql<number>`count(*) filter (where ${quizQuestions.correct})::int`,
        incorrect: sql<number>`count(*) filter (where not ${quizQuestions.correct})::int`,
      })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.quiz_id, quizQuestions.quiz_id))
      .where(and(eq(quizQuestions.quiz_id, quizId), inTime));
    const runScore = score(tally?.correct ?? 0, tally?.incorrect ?? 0);
    // A board of zeros ranks nothing but who played first (docs/leaderboard.md). Thrown inside the
    // transaction, so the run is not marked submitted either: nothing is stored.
    if (runScore === 0) throw new HttpError(400, LEADERBOARD_ERRORS.zeroScore);

    // A run's score counts from its deadline, so of two equal scores the one played first ranks higher.
    await tx
      .insert(leaderboardEntries)
      .values({ board, user_id: userId, score: runScore, achieved_at: run.deadline_at, quiz_id: quizId })
      .onConflictDoUpdate({
        target: [leaderboardEntries.board, leaderboardEntries.user_id],
        set: {
          score: sql`excluded.score`,
          achieved_at: sql`excluded.achieved_at`,
          quiz_id: sql`excluded.quiz_id`,
          updated_at: now,
        },
        setWhere: sql`excluded.score > ${leaderboardEntries.score}`,
      });
    const entry = await findOwnEntry(tx, board, userId);
    if (!entry) throw new Error('the entry just written is missing');
    return { score: runScore, entry };
  });
}

/** Why a submission changed nothing. */
async function refusal(db: Db, quizId: string, userId: string): Promise<HttpError> {
  const quiz = await findQuizRow(db, quizId, userId);
  if (!quiz) return new HttpError(404, QUIZ_ERRORS.notFound);
  if (quiz.mode !== 'challenge') return new HttpError(400, LEADERBOARD_ERRORS.notAChallenge);
  if (quiz.submitted_at) return new HttpError(409, LEADERBOARD_ERRORS.alreadySubmitted);
  return new HttpError(409, LEADERBOARD_ERRORS.tooLate);
}
