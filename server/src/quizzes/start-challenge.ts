import { CHALLENGE, type ChallengeAllowance } from '@leafwise/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quizzes } from '../db/quiz-schema.ts';
import type { DrawnQuiz } from './draw-quiz.ts';
import { findQuiz, insertQuiz, type StoredQuiz } from './quizzes-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A player's challenges: the one still open, if any, and the start times of the last day's, newest first. */
async function challengesOf(db: Db, userId: string, now: Date) {
  const mine = and(eq(quizzes.user_id, userId), eq(quizzes.mode, 'challenge'));
  const stillOpen = sql`${quizzes.deadline_at} + ${CHALLENGE.graceSeconds} * interval '1 second' > ${now.toISOString()}::timestamptz`;
  const [open] = await db
    .select({ quiz_id: quizzes.quiz_id })
    .from(quizzes)
    .where(and(mine, isNull(quizzes.finished_at), stillOpen))
    .orderBy(desc(quizzes.created_at))
    .limit(1);
  const recent = await db
    .select({ created_at: quizzes.created_at })
    .from(quizzes)
    .where(and(mine, gt(quizzes.created_at, new Date(now.getTime() - DAY_MS))))
    .orderBy(desc(quizzes.created_at))
    .limit(CHALLENGE.perDay);
  // Once the day's share is used, the next opens when the oldest of them is a day old.
  const oldest = recent.length >= CHALLENGE.perDay ? recent[CHALLENGE.perDay - 1] : undefined;
  return {
    openQuizId: open?.quiz_id ?? null,
    left: CHALLENGE.perDay - recent.length,
    nextAt: oldest ? new Date(oldest.created_at.getTime() + DAY_MS) : null,
  };
}

/** What GET /api/quizzes/challenges/today answers. */
export async function challengeAllowance(db: Db, userId: string, now: Date): Promise<ChallengeAllowance> {
  const { openQuizId, left, nextAt } = await challengesOf(db, userId, now);
  return { per_day: CHALLENGE.perDay, left, next_at: nextAt?.toISOString() ?? null, open_quiz_id: openQuizId };
}

export type ChallengeStart =
  | { kind: 'started' | 'resumed'; stored: StoredQuiz }
  /** Over CHALLENGE.perDay: how long until the oldest of the day's runs is a day old. */
  | { kind: 'capped'; waitMs: number };

/**
 * Starts a leaderboard challenge for `userId`, unless one is still open (then that one, so a
 * reload or a second tab resumes it) or the player has started CHALLENGE.perDay in the last 24
 * hours (docs/leaderboard.md: a script may not play run after run until the pictures fall its way). The
 * check and the insert happen under a lock on the user, so simultaneous starts cannot slip past.
 */
export async function startChallenge(
  db: Db,
  userId: string,
  drawn: DrawnQuiz,
  { now, seconds }: { now: Date; seconds: number },
): Promise<ChallengeStart> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`challenge:${userId}`}))`);
    const { openQuizId, nextAt } = await challengesOf(tx, userId, now);
    const resumed = openQuizId && (await findQuiz(tx, openQuizId, userId));
    if (resumed) return { kind: 'resumed', stored: resumed };
    if (nextAt) return { kind: 'capped', waitMs: nextAt.getTime() - now.getTime() };

    const deadlineAt = new Date(now.getTime() + seconds * 1000);
    return { kind: 'started', stored: await insertQuiz(tx, userId, drawn, { now, deadlineAt }) };
  });
}
