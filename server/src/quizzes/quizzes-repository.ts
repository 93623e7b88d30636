import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type QuestionRow, type QuizRow, quizQuestions, quizzes } from '../db/quiz-schema.ts';
import type { DrawnQuiz } from './draw-quiz.ts';

export type StoredQuiz = { quiz: QuizRow; questions: QuestionRow[] };
export type Tally = { correct: number; incorrect: number };

/** Saves a drawn quiz for `userId`, the quiz and all its questions or nothing. */
export async function insertQuiz(db: Db, userId: string, drawn: DrawnQuiz): Promise<StoredQuiz> {
  return db.transaction(async (tx) => {
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        user_id: userId,
        mode: drawn.mode,
        level: drawn.level,
        type: drawn.type,
        study_tree_ids: drawn.study?.map((tree) => tree.tree_id) ?? null,
      })
      .returning();
    if (!quiz) throw new Error('the quiz was not inserted');
    const questions = await tx
      .insert(quizQuestions)
      .values(drawn.questions.map((question, position) => ({ ...question, quiz_id: quiz.quiz_id, position })))
      .returning();
    return { quiz, questions };
  });
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
 * answers sent at once exactly one lands. Undefined when nothing changed.
 */
export async function recordAnswer(
  db: Db,
  { quizId, userId, position, treeId }: { quizId: string; userId: string; position: number; treeId: number },
): Promise<QuestionRow | undefined> {
  const [row] = await db
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
    .returning({
      quiz_id: quizQuestions.quiz_id,
      position: quizQuestions.position,
      tree_id: quizQuestions.tree_id,
      option_ids: quizQuestions.option_ids,
      pictures: quizQuestions.pictures,
      chosen_tree_id: quizQuestions.chosen_tree_id,
      correct: quizQuestions.correct,
      answered_at: quizQuestions.answered_at,
      created_at: quizQuestions.created_at,
      updated_at: quizQuestions.updated_at,
    });
  return row;
}

/** How many of the quiz's questions were answered right and wrong. */
export async function tallyAnswers(db: Db, quizId: string): Promise<Tally> {
  const [row] = await db
    .select({
      correct: sql<number>`count(*) filter (where ${quizQuestions.correct})::int`,
      incorrect: sql<number>`count(*) filter (where not ${quizQuestions.correct})::int`,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.quiz_id, quizId));
  return row ?? { correct: 0, incorrect: 0 };
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
