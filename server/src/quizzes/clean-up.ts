import { ABANDONED_QUIZ_HOURS } from '@leafwise/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../db/database.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Quizzes started and left (docs/quizzes.md, "Abandoned quizzes"): each start writes up to 132
 * question rows, so a script, or a lot of reloads, would grow the database without bound. A quiz
 * untouched for ABANDONED_QUIZ_HOURS is closed if it has answers (they feed progress, so they stay)
 * and removed with its questions if it has none. Safe to run on several instances at once: each
 * statement only ever finds what is still left to do.
 */
export async function cleanUpAbandonedQuizzes(db: Db, now: Date): Promise<{ removed: number; closed: number }> {
  const cutoff = sql`${new Date(now.getTime() - ABANDONED_QUIZ_HOURS * HOUR_MS).toISOString()}::timestamptz`;
  const removed = await queryRows<{ quiz_id: string }>(
    db,
    sql`delete from quizzes z
     where z.finished_at is null and z.created_at < ${cutoff}
       and not exists (select 1 from quiz_questions q where q.quiz_id = z.quiz_id and q.answered_at is not null)
     returning z.quiz_id`,
  );
  // Closed at its last answer, as if the player had pressed finish then.
  const closed = await queryRows<{ quiz_id: string }>(
    db,
    sql`update quizzes z set finished_at = last.at, updated_at = now()
     from (select quiz_id, max(answered_at) as at from quiz_questions
           where quiz_id in (select quiz_id from quizzes where finished_at is null and created_at < ${cutoff})
           group by quiz_id) last
     where z.quiz_id = last.quiz_id and z.finished_at is null and last.at < ${cutoff}
     returning z.quiz_id`,
  );
  return { removed: removed.length, closed: closed.length };
}

/** Runs the clean-up soon after start and then every hour, until the app closes. */
export function scheduleCleanUp(db: Db, clock: () => Date, log: FastifyBaseLogger): () => void {
  const run = () =>
    cleanUpAbandonedQuizzes(db, clock()).then(
      ({ removed, closed }) => {
        if (removed + closed > 0) log.info({ removed, closed }, 'abandoned quizzes cleaned up');
      },
      (err) => log.warn({ err }, 'abandoned quizzes: clean-up failed; it runs again in an hour'),
    );
  const first = setTimeout(run, 5_000);
  const hourly = setInterval(run, HOUR_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
