import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { users } from '../db/auth-schema.ts';
import type { Db } from '../db/database.ts';
import { courseSteps, courseUnits, type ReviewCardRow, reviewCards } from '../db/progress-schema.ts';
import { quizQuestions, quizzes } from '../db/quiz-schema.ts';
import { trees } from '../db/schema.ts';
import { offlineAnswersOf } from './offline-answers.ts';

/** Every review card of `userId`: one per species answered, so at most the catalog's size. */
export async function listCards(db: Db, userId: string): Promise<ReviewCardRow[]> {
  return db.select().from(reviewCards).where(eq(reviewCards.user_id, userId)).orderBy(asc(reviewCards.tree_id));
}

/**
 * Right and wrong answers of one local day about trees of one level, and how many of them count
 * toward the streak (all but offline answers that reached the server late: offline-answers.ts).
 */
export type DayTally = { day: string; level: number; right: number; wrong: number; on_time: number };

/**
 * Every answer `userId` has given: in quizzes of any mode, and in offline practices
 * (offline-answers.ts), whose answers count toward the history exactly as a quiz's do.
 */
function answersOf(db: Db, userId: string) {
  return db
    .select({
      tree_id: quizQuestions.tree_id,
      chosen_tree_id: sql<number>`${quizQuestions.chosen_tree_id}`.as('chosen_tree_id'),
      correct: sql<boolean>`${quizQuestions.correct}`.as('correct'),
      answered_at: sql<Date>`${quizQuestions.answered_at}`.mapWith(quizQuestions.answered_at).as('answered_at'),
      // A quiz's answer is heard of as it is given: its day always counts toward the streak.
      on_time: sql<boolean>`true`.as('on_time'),
    })
    .from(quizzes)
    .innerJoin(quizQuestions, eq(quizQuestions.quiz_id, quizzes.quiz_id))
    .where(and(eq(quizzes.user_id, userId), isNotNull(quizQuestions.answered_at)))
    .unionAll(offlineAnswersOf(db, userId))
    .as('answers');
}

/**
 * `userId`'s answers counted per day in time zone `tz` (an IANA name checked by the contract) and
 * per level of the tree asked, oldest day first: at most three rows a day practised, whatever the
 * number of answers, which is all the streak and the chart need.
 */
export async function answersByDay(db: Db, userId: string, tz: string): Promise<DayTally[]> {
  const answers = answersOf(db, userId);
  const day = sql<string>`to_char((${answers.answered_at} at time zone ${tz})::date, 'YYYY-MM-DD')`;
  return (
    db
      .select({
        day,
        level: trees.level,
        right: sql<number>`(count(*) filter (where ${answers.correct}))::int`,
        wrong: sql<number>`(count(*) filter (where not ${answers.correct}))::int`,
        on_time: sql<number>`(count(*) filter (where ${answers.on_time}))::int`,
      })
      .from(answers)
      .innerJoin(trees, eq(trees.tree_id, answers.tree_id))
      // By position: the day's expression carries `tz` as a parameter, and PostgreSQL does not see
      // two parameters as the same expression.
      .groupBy(sql`1, 2`)
      .orderBy(sql`1, 2`)
  );
}

/** Shown `shown`, the user chose `chosen`, `times` times, the last at `last_at`. */
export type Mistake = { shown: number; chosen: number; times: number; last_at: Date };

/** `userId`'s wrong answers, counted per (tree shown, tree chosen). */
export async function listMistakes(db: Db, userId: string): Promise<Mistake[]> {
  const answers = answersOf(db, userId);
  return db
    .select({
      shown: answers.tree_id,
      chosen: answers.chosen_tree_id,
      times: sql<number>`count(*)::int`,
      last_at: sql<Date>`max(${answers.answered_at})`.mapWith(quizQuestions.answered_at),
    })
    .from(answers)
    .where(eq(answers.correct, false))
    .groupBy(answers.tree_id, answers.chosen_tree_id);
}

/**
 * A version of `userId`'s progress that changes with every answer applied to their cards (how
 * many cards, and how many answers they hold), with their daily goal and level, with every
 * checkpoint they finish (the course's units done and best results) and every course step they
 * go through, all of which the kept answers carry. Index ranges over the user's cards, course
 * units and steps, and one row by its key.
 */
export async function cardsVersion(db: Db, userId: string): Promise<string> {
  const goal = db.select({ goal: users.dailyGoal }).from(users).where(eq(users.id, userId));
  const level = db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  const checkpoints = db
    .select({ finished: sql`coalesce(sum(${courseUnits.checkpoints}), 0)` })
    .from(courseUnits)
    .where(eq(courseUnits.user_id, userId));
  const steps = db.select({ steps: sql`count(*)` }).from(courseSteps).where(eq(courseSteps.user_id, userId));
  const [row] = await db
    .select({
      version: sql<string>`count(*) || '/' || coalesce(sum(${reviewCards.seen}), 0) || '/' || coalesce((${goal}), 0)
        || '/' || (${checkpoints}) || '/' || coalesce((${level}), 0) || '/' || (${steps})`,
    })
    .from(reviewCards)
    .where(eq(reviewCards.user_id, userId));
  return row?.version ?? '0/0/0/0/0/0';
}

/** The answers a day `userId` aims for; undefined when there is no such user. */
export async function readDailyGoal(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ goal: users.dailyGoal }).from(users).where(eq(users.id, userId));
  return row?.goal;
}

/** Sets `userId`'s daily goal (the contract has checked its range; the column's check holds it too). */
export async function saveDailyGoal(db: Db, userId: string, goal: number): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ dailyGoal: goal, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ goal: users.dailyGoal });
  return row?.goal;
}

/** The level `userId` chose (1 to 3), null when they follow the course; undefined for no such user. */
export async function readChosenLevel(db: Db, userId: string): Promise<number | null | undefined> {
  const [row] = await db.select({ level: users.level }).from(users).where(eq(users.id, userId));
  return row?.level;
}

/** Sets `userId`'s level, or (null) lets it follow the course again; the column's check holds the range. */
export async function saveChosenLevel(db: Db, userId: string, level: number | null): Promise<void> {
  await db.update(users).set({ level, updatedAt: new Date() }).where(eq(users.id, userId));
}
