import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type QuestionRow, type QuizRow, quizQuestions, quizzes } from '../db/quiz-schema.ts';
import type { DrawnQuiz } from './draw-quiz.ts';

export type StoredQuiz = { quiz: QuizRow; questions: QuestionRow[] };
export type Tally = { correct: number; incorrect: number };

const QUESTION_COLUMNS = getTableColumns(quizQuestions);

/**
 * Saves a drawn quiz for `userId` in one statement (the quiz in a CTE, its questions in the main
 * insert), so it is all or nothing without a transaction's extra round trips.
 */
export async function insertQuiz(db: Db, userId: string, drawn: DrawnQuiz): Promise<StoredQuiz> {
  const now = new Date();
  const quiz: QuizRow = {
    quiz_id: randomUUID(),
    user_id: userId,
    mode: drawn.mode,
    level: drawn.level,
    type: drawn.type,
    study_tree_ids: drawn.study?.map((tree) => tree.tree_id) ?? null,
    finished_at: null,
    created_at: now,
    updated_at: now,
  };
  const newQuiz = db.$with('new_quiz').as(db.insert(quizzes).values(quiz).returning({ quiz_id: quizzes.quiz_id }));
  const questions = await db
    .with(newQuiz)
    .insert(quizQuestions)
    .values(
      drawn.questions.map((question, position) => ({
        ...question,
        quiz_id: quiz.quiz_id,
        position,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning();
  return { quiz, questions };
}

/** The quiz alone, if it is `userId`'s. */
export async function findQuizRow(db: Db, quizId: string, userId: string): Promise<QuizRow | undefined> {
  const [quiz] = await db
    .select()
    .from(quizzes)
    .where(and(eq(quizzes.quiz_id, quizId), eq(quizzes.user_id, userId)));
  return quiz;
}

/** The quiz with its questions in order, if it is `userId`'s. */
export async function findQuiz(db: Db, quizId: string, userId: string): Promise<StoredQuiz | undefined> {
  const quiz = await findQuizRow(db, quizId, userId);
  if (!quiz) return undefined;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quiz_id, quizId))
    .orderBy(asc(quizQuestions.position));
  return { quiz, questions };
}

/** One question of `userId`'s quiz, with whether the quiz is finished. */
export async function findQuestion(
  db: Db,
  quizId: string,
  userId: string,
  position: number,
): Promise<{ question: QuestionRow; finished: boolean } | undefined> {
  const [row] = await db
    .select({ question: quizQuestions, finished_at: quizzes.finished_at })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.quiz_id, quizQuestions.quiz_id))
    .where(and(eq(quizQuestions.quiz_id, quizId), eq(quizzes.user_id, userId), eq(quizQuestions.position, position)));
  return row && { question: row.question, finished: row.finished_at !== null };
}

/**
 * Records the answer in one conditional UPDATE: it changes the row only while the question is
 * unanswered, the quiz unfinished and `userId`'s, and `treeId` one of the options, so of two
 * answers sent at once exactly one lands. The same statement counts the quiz's answers (the
 * others as they stood, plus this one). Undefined when nothing changed.
 */
export async function recordAnswer(
  db: Db,
  { quizId, userId, position, treeId }: { quizId: string; userId: string; position: number; treeId: number },
): Promise<{ question: QuestionRow; tally: Tally } | undefined> {
  const answered = db.$with('answered').as(
    db
      .update(quizQuestions)
      .set({
        chosen_tree_id: treeId,
        correct: sql`${quizQuestions.tree_id} = ${treeId}`,
        answered_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .from(quizzes)
      .where(
        and(
          eq(quizQuestions.quiz_id, quizId),
          eq(quizQuestions.position, position),
          isNull(quizQuestions.answered_at),
          sql`${treeId} = any(${quizQuestions.option_ids})`,
          eq(quizzes.quiz_id, quizQuestions.quiz_id),
          eq(quizzes.user_id, userId),
          isNull(quizzes.finished_at),
        ),
      )
      .returning(QUESTION_COLUMNS),
  );
  const others = (correct: boolean) =>
    sql<number>`(select count(*) from ${quizQuestions} where ${quizQuestions.quiz_id} = ${quizId}
      and ${quizQuestions.position} <> ${position} and ${quizQuestions.correct} = ${correct})::int`;
  const [row] = await db
    .with(answered)
    .select({ question: answered._.selectedFields, correct: others(true), incorrect: others(false) })
    .from(answered);
  if (!row) return undefined;
  const question = row.question as QuestionRow;
  return {
    question,
    tally: {
      correct: row.correct + (question.correct ? 1 : 0),
      incorrect: row.incorrect + (question.correct ? 0 : 1),
    },
  };
}

/** Marks `userId`'s quiz finished, keeping the first time if it already was. */
export async function finishQuiz(db: Db, quizId: string, userId: string): Promise<QuizRow | undefined> {
  const [quiz] = await db
    .update(quizzes)
    .set({ finished_at: sql`coalesce(${quizzes.finished_at}, now())`, updated_at: sql`now()` })
    .where(and(eq(quizzes.quiz_id, quizId), eq(quizzes.user_id, userId)))
    .returning();
  return quiz;
}
