import { ABANDONED_QUIZ_HOURS, type OpenQuiz, RESUMABLE_MODES } from '@leafwise/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quizQuestions, quizzes } from '../db/quiz-schema.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `userId`'s quiz left half-way, for home's "Continue": the one touched last (its latest answer,
 * or its start) among their unfinished trainings, tests and reviews that still have a question to
 * answer. A challenge is never one (it runs against the clock), nor a quiz the hourly clean-up
 * would take as abandoned (untouched for ABANDONED_QUIZ_HOURS). Reads only unfinished quizzes,
 * which the clean-up keeps few.
 */
export async function findOpenQuiz(db: Db, userId: string, now: Date): Promise<OpenQuiz | null> {
  const answered = sql<number>`count(${quizQuestions.answered_at})::int`;
  const total = sql<number>`count(*)::int`;
  const touched = sql`coalesce(max(${quizQuestions.answered_at}), ${quizzes.created_at})`;
  const since = new Date(now.getTime() - ABANDONED_QUIZ_HOURS * HOUR_MS).toISOString();
  const [row] = await db
    .select({ quiz_id: quizzes.quiz_id, mode: quizzes.mode, created_at: quizzes.created_at, answered, total })
    .from(quizzes)
    .innerJoin(quizQuestions, eq(quizQuestions.quiz_id, quizzes.quiz_id))
    .where(and(eq(quizzes.user_id, userId), isNull(quizzes.finished_at), inArray(quizzes.mode, [...RESUMABLE_MODES])))
    .groupBy(quizzes.quiz_id)
    .having(and(sql`${answered} < ${total}`, sql`${touched} > ${since}::timestamptz`))
    .orderBy(desc(touched), desc(quizzes.created_at))
    .limit(1);
  if (!row) return null;
  return {
    quiz_id: row.quiz_id,
    // Filtered to these modes above.
    mode: row.mode as OpenQuiz['mode'],
    answered: row.answered,
    total: row.total,
    created_at: row.created_at.toISOString(),
  };
}
