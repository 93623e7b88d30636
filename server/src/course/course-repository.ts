import { checkpointPassed } from '@leafwise/contract';
import { and, count, eq, exists, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type CourseStepRow, type CourseUnitRow, courseSteps, courseUnits } from '../db/progress-schema.ts';
import { type QuizRow, quizQuestions, quizzes } from '../db/quiz-schema.ts';
import { trees } from '../db/schema.ts';

/** Each active tree's id by its slug (the species file's name), which is how the course names trees. */
export async function treeIdsBySlug(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ slug: trees.slug, id: trees.tree_id }).from(trees).where(eq(trees.active, true));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** `userId`'s rows: one per unit with a finished checkpoint, at most one per unit of the course. */
export async function listCourseUnits(db: Db, userId: string): Promise<CourseUnitRow[]> {
  return db.select().from(courseUnits).where(eq(courseUnits.user_id, userId));
}

/** `userId`'s course steps: the lessons read, the trees studied and the practices finished, unit by unit. */
export async function listCourseSteps(db: Db, userId: string): Promise<CourseStepRow[]> {
  return db.select().from(courseSteps).where(eq(courseSteps.user_id, userId));
}

/**
 * Notes that `userId` has been through `step` of `unitId` (docs/course.md, "Step by step"); the
 * first time counts, a second changes nothing. Pass a transaction to make it part of another write
 * (a practice's finish).
 */
export async function recordCourseStep(
  db: Db,
  { userId, unitId, step, now }: { userId: string; unitId: string; step: 'lesson' | 'study' | 'practice'; now: Date },
): Promise<void> {
  await db
    .insert(courseSteps)
    .values({ user_id: userId, unit_id: unitId, step, created_at: now, updated_at: now })
    .onConflictDoNothing();
}

/**
 * A unit's practice just finished (call inside the transaction that finished it): with at least one
 * question answered, the unit's practice step is done (recordCourseStep).
 */
export async function recordPractice(db: Db, quiz: QuizRow, now: Date): Promise<void> {
  if (quiz.mode !== 'practice' || quiz.unit_id === null) return;
  const [answered] = await db
    .select({ n: count() })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quiz_id, quiz.quiz_id), isNotNull(quizQuestions.answered_at)));
  if ((answered?.n ?? 0) === 0) return;
  await recordCourseStep(db, { userId: quiz.user_id, unitId: quiz.unit_id, step: 'practice', now });
}

/** Whether `userId` answered a practice question of `unitId` before `before` (a checkpoint's start). */
async function practisedBefore(db: Db, userId: string, unitId: string, before: Date): Promise<boolean> {
  const answered = db
    .select({ one: sql`1` })
    .from(quizQuestions)
    .where(
      and(
        eq(quizQuestions.quiz_id, quizzes.quiz_id),
        isNotNull(quizQuestions.answered_at),
        lt(quizQuestions.answered_at, before),
      ),
    );
  const [row] = await db
    .select({ found: count() })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.user_id, userId),
        eq(quizzes.unit_id, unitId),
        eq(quizzes.mode, 'practice'),
        lt(quizzes.created_at, before),
        exists(answered),
      ),
    );
  return (row?.found ?? 0) > 0;
}

/**
 * A checkpoint just finished (call inside the transaction that finished it): its right answers
 * of all its questions (unanswered ones count as wrong) become the unit's best if better, and a
 * pass makes the unit done, at `now`, the first time only. A first pass with no practice of the
 * unit answered before the checkpoint began is a test-out. Answers whether it passed.
 */
export async function recordCheckpoint(db: Db, quiz: QuizRow, now: Date): Promise<boolean> {
  const unitId = quiz.unit_id;
  if (quiz.mode !== 'checkpoint' || unitId === null) return false;
  const [tally] = await db
    .select({
      correct: sql<number>`(count(*) filter (where ${quizQuestions.correct}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quiz_id, quiz.quiz_id));
  const { correct = 0, total = 0 } = tally ?? {};
  if (total === 0) return false;
  const passed = checkpointPassed(correct, total);
  const testedOut = passed && !(await practisedBefore(db, quiz.user_id, unitId, quiz.created_at));
  const better = sql`excluded.best_correct * ${courseUnits.best_total} > ${courseUnits.best_correct} * excluded.best_total`;
  await db
    .insert(courseUnits)
    .values({
      user_id: quiz.user_id,
      unit_id: unitId,
      done_at: passed ? now : null,
      tested_out: testedOut,
      best_correct: correct,
      best_total: total,
      checkpoints: 1,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [courseUnits.user_id, courseUnits.unit_id],
      set: {
        // The first pass is the one that counts: when, and whether it was a test-out.
        done_at: sql`coalesce(${courseUnits.done_at}, excluded.done_at)`,
        tested_out: sql`case when ${courseUnits.done_at} is null then excluded.tested_out else ${courseUnits.tested_out} end`,
        best_correct: sql`case when ${better} then excluded.best_correct else ${courseUnits.best_correct} end`,
        best_total: sql`case when ${better} then excluded.best_total else ${courseUnits.best_total} end`,
        checkpoints: sql`${courseUnits.checkpoints} + 1`,
        updated_at: sql`excluded.updated_at`,
      },
    });
  return passed;
}
