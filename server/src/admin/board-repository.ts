import {
  type AdminBoardEntry,
  type AdminBoardRow,
  CHALLENGE,
  CHALLENGE_RUNS_PAGE,
  type ChallengeRun,
  LEADERBOARD_SIZE,
  type Leaderboard,
  score,
} from '@leafwise/contract';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Actor, recordAction, userLabel } from '../audit/audit.ts';
import { users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { leaderboardEntries } from '../db/leaderboard-schema.ts';
import { quizQuestions, quizzes } from '../db/quiz-schema.ts';
import { entriesAhead, RANK_ORDER, shownOn } from '../leaderboards/leaderboards-repository.ts';

const entry = leaderboardEntries;
const BOARD_NAMES: Record<Leaderboard, string> = { ancient: 'Ancient' };

/** The rank of the outer query's entry on its board. */
const rank = sql<number>`${entriesAhead} + 1`;

/** The board as the public sees it (banned users left out), with each owner's address. */
export async function readAdminBoard(db: Db, board: Leaderboard): Promise<AdminBoardRow[]> {
  const rows = await db
    .select({
      leaderboard_id: entry.leaderboard_id,
      user_id: entry.user_id,
      name: users.name,
      email: users.email,
      score: entry.score,
      achieved_at: entry.achieved_at,
      quiz_id: entry.quiz_id,
    })
    .from(entry)
    .innerJoin(users, eq(users.id, entry.user_id))
    .where(shownOn(board))
    .orderBy(...RANK_ORDER)
    .limit(LEADERBOARD_SIZE);
  return rows.map((row, index) => ({ ...row, rank: index + 1, achieved_at: row.achieved_at.toISOString() }));
}

/** The entries of these users on every board, with their ranks, by user. */
export async function boardEntriesOf(db: Db, userIds: string[]): Promise<Map<string, AdminBoardEntry[]>> {
  const byUser = new Map<string, AdminBoardEntry[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      user_id: entry.user_id,
      leaderboard_id: entry.leaderboard_id,
      board: entry.board,
      score: entry.score,
      rank,
      achieved_at: entry.achieved_at,
    })
    .from(entry)
    .where(inArray(entry.user_id, userIds))
    .orderBy(asc(entry.board));
  for (const { user_id, achieved_at, ...row } of rows) {
    const list = byUser.get(user_id) ?? [];
    list.push({ ...row, achieved_at: achieved_at.toISOString() });
    byUser.set(user_id, list);
  }
  return byUser;
}

/** "2026-11-24 10:00 UTC" */
const minuteUtc = (time: Date) => `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Takes one entry off its board, and records it, in one transaction. The owner keeps their
 * account and may play and submit again. False when there is no such entry.
 */
export async function removeEntry(db: Db, entryId: number, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(entry).where(eq(entry.leaderboard_id, entryId)).returning();
    if (!removed) return false;
    const [owner] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, removed.user_id));
    await recordAction(tx, actor, {
      action: 'board.remove_entry',
      targetId: removed.leaderboard_id,
      target: owner ? userLabel(owner) : removed.user_id,
      details: `score ${removed.score} on the ${BOARD_NAMES[removed.board]} board, set ${minuteUtc(removed.achieved_at)}`,
    });
    return true;
  });
}

/**
 * Milliseconds from each answer's question appearing to the answer, in the order given: the first
 * appeared when the run started, each next one at the answer before it (shown-at.ts). Taken in the
 * order the answers came, as the server's minimum answer time is, so a skipped question cannot
 * make a time negative or unknown.
 */
export function answerTimes(startedAt: Date, answeredAt: Date[]): number[] {
  let shown = startedAt.getTime();
  return answeredAt.map((time) => {
    const ms = time.getTime() - shown;
    shown = time.getTime();
    return ms;
  });
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

/**
 * The latest challenge runs, newest first, with each answer's time: a run whose answers all come
 * at the minimum time, or evenly spaced, is likely a script.
 */
export async function listChallengeRuns(db: Db): Promise<ChallengeRun[]> {
  const runs = await db
    .select({
      quiz_id: quizzes.quiz_id,
      user_id: quizzes.user_id,
      name: users.name,
      email: users.email,
      started_at: quizzes.created_at,
      deadline_at: quizzes.deadline_at,
      submitted_at: quizzes.submitted_at,
    })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.user_id))
    .where(eq(quizzes.mode, 'challenge'))
    .orderBy(desc(quizzes.created_at), desc(quizzes.quiz_id))
    .limit(CHALLENGE_RUNS_PAGE);
  if (runs.length === 0) return [];
  const answers = await db
    .select({ quiz_id: quizQuestions.quiz_id, correct: quizQuestions.correct, answered_at: quizQuestions.answered_at })
    .from(quizQuestions)
    .where(
      and(
        inArray(
          quizQuestions.quiz_id,
          runs.map((run) => run.quiz_id),
        ),
        isNotNull(quizQuestions.answered_at),
      ),
    )
    .orderBy(asc(quizQuestions.answered_at), asc(quizQuestions.position));
  const byRun = Map.groupBy(answers, (answer) => answer.quiz_id);
  return runs.map(({ started_at, deadline_at, submitted_at, ...run }) => {
    const own = byRun.get(run.quiz_id) ?? [];
    // The board counts only answers within the deadline and its grace (submit-score.ts).
    const countsUntil = (deadline_at as Date).getTime() + CHALLENGE.graceSeconds * 1000;
    const counted = own.filter((answer) => (answer.answered_at as Date).getTime() <= countsUntil);
    const right = counted.filter((answer) => answer.correct).length;
    const times = answerTimes(
      started_at,
      own.map((answer) => answer.answered_at as Date),
    );
    return {
      ...run,
      started_at: started_at.toISOString(),
      deadline_at: (deadline_at as Date).toISOString(),
      submitted_at: submitted_at?.toISOString() ?? null,
      answered: own.length,
      correct: own.filter((answer) => answer.correct).length,
      score: score(right, counted.length - right),
      answer_ms: times,
      fastest_ms: times.length > 0 ? Math.min(...times) : null,
      median_ms: median(times),
    };
  });
}
