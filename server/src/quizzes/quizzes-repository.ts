import { randomUUID } from 'node:crypto';
import { CHALLENGE, type QuizMode } from '@leafwise/contract';
import { and, asc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { type QuestionRow, type QuizRow, quizQuestions, quizzes } from '../db/quiz-schema.ts';
import type { DrawnQuiz } from './draw-quiz.ts';
import { shownAt } from './shown-at.ts';

export type StoredQuiz = { quiz: QuizRow; questions: QuestionRow[] };
export type Tally = { correct: number; incorrect: number };

/**
 * A question just answered, as the driver gives it, with its quiz's other answers as they stood
 * before, and what tells when it appeared.
 */
type AnsweredRow = Record<string, unknown> & {
  others_correct: number;
  others_incorrect: number;
  quiz_mode: QuizMode;
  studied: number;
  quiz_started_at: unknown;
  previous_answered_at: unknown;
};
const asTime = (value: unknown): Date | null =>
  value === null || value === undefined ? null : (quizzes.created_at.mapFromDriverValue(value as string) as Date);

const QUESTION_COLUMNS = Object.entries(getTableColumns(quizQuestions));

/** A raw row as Drizzle would have mapped it (drivers leave timestamps as text for Drizzle to parse). */
const toQuestionRow = (raw: Record<string, unknown>) =>
  Object.fromEntries(
    QUESTION_COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as QuestionRow;

/**
 * Saves a drawn quiz for `userId` in one statement (the quiz in a CTE, its questions in the main
 * insert), so it is all or nothing without a transaction's extra round trips. A leaderboard
 * challenge has a deadline.
 */
export async function insertQuiz(
  db: Db,
  userId: string,
  drawn: DrawnQuiz,
  { now = new Date(), deadlineAt = null }: { now?: Date; deadlineAt?: Date | null } = {},
): Promise<StoredQuiz> {
  const quiz: QuizRow = {
    quiz_id: randomUUID(),
    user_id: userId,
    mode: drawn.mode,
    level: drawn.level,
    type: drawn.type,
    study_tree_ids: drawn.study?.map((tree) => tree.tree_id) ?? null,
    finished_at: null,
    deadline_at: deadlineAt,
    submitted_at: null,
    unit_id: drawn.unitId ?? null,
    names: drawn.names ?? 'common',
    slots: drawn.slots ?? 'all',
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
        option_pictures: question.option_pictures ?? null,
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

/** One question of `userId`'s quiz, with whether the quiz is finished and its deadline (challenges). */
export async function findQuestion(
  db: Db,
  quizId: string,
  userId: string,
  position: number,
): Promise<{ question: QuestionRow; finished: boolean; deadlineAt: Date | null } | undefined> {
  const [row] = await db
    .select({ question: quizQuestions, finished_at: quizzes.finished_at, deadline_at: quizzes.deadline_at })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.quiz_id, quizQuestions.quiz_id))
    .where(and(eq(quizQuestions.quiz_id, quizId), eq(quizzes.user_id, userId), eq(quizQuestions.position, position)));
  return row && { question: row.question, finished: row.finished_at !== null, deadlineAt: row.deadline_at };
}

/**
 * When a challenge's next answer may come at the earliest: CHALLENGE.minAnswerMs after its latest
 * answer, or after its start. Only asked when an answer was refused, to say why.
 */
export async function earliestNextAnswer(db: Db, quizId: string): Promise<Date | undefined> {
  const [row] = await queryRows<{ earliest: unknown }>(
    db,
    sql`select ${earliestChallengeAnswer(sql`z.quiz_id`, sql`z.created_at`)} as earliest from quizzes z where z.quiz_id = ${quizId}`,
  );
  return asTime(row?.earliest) ?? undefined;
}

/**
 * The one statement of the challenge's pace (CHALLENGE.minAnswerMs): its next answer may come no
 * sooner than that after its latest answer, or after its start. Both the answer's own update and
 * the refusal's explanation read it.
 */
function earliestChallengeAnswer(quizId: SQL, startedAt: SQL): SQL {
  return sql`coalesce((select max(p.answered_at) from quiz_questions p where p.quiz_id = ${quizId}), ${startedAt})
    + ${CHALLENGE.minAnswerMs} * interval '1 millisecond'`;
}

/**
 * The tree chosen by its id (`treeId`), or by its place among the options (`option`, 0-based: a
 * picture question takes only this). `answeredAt` is the app's clock when the answer arrived; a
 * challenge refuses it past the deadline and grace.
 */
export type AnswerInput = {
  quizId: string;
  userId: string;
  position: number;
  treeId: number | null;
  option?: number | null;
  answeredAt: Date;
};
/** An answer as recorded, with its quiz's running tally and when its question appeared (shown-at.ts). */
export type RecordedAnswer = { question: QuestionRow; mode: QuizMode; tally: Tally; shownAt: Date | null };

/**
 * Records many answers in one statement, each by a conditional UPDATE: a row changes only while
 * the question is unanswered, the quiz unfinished and its user's, the tree one of the options and
 * (a picture question) chosen by its place, and (for a challenge) `answeredAt` no later than the deadline plus the grace and at least
 * CHALLENGE.minAnswerMs after the quiz's last answer or its start, so of two answers to
 * one question exactly one lands. The caller sends at most one answer per quiz (AnswerQueue),
 * which lets the same statement count each quiz's other answers as they stood before it. Fixed
 * text with array parameters: the same statement whatever the batch's size.
 * The result is in input order; undefined where nothing changed.
 */
export async function recordAnswers(db: Db, inputs: AnswerInput[]): Promise<(RecordedAnswer | undefined)[]> {
  const column = <T>(pick: (input: AnswerInput) => T) => sql.param(inputs.map(pick));
  const rows = await queryRows<AnsweredRow>(
    db,
    sql`
    with input as (
      select * from unnest(${column((input) => input.quizId)}::uuid[], ${column((input) => input.position)}::smallint[],
        ${column((input) => input.treeId)}::integer[], ${column((input) => input.option ?? null)}::smallint[],
        ${column((input) => input.userId)}::text[], ${column((input) => input.answeredAt.toISOString())}::timestamptz[])
        as a(quiz_id, position, tree_id, option_index, user_id, answered_at)
    ), answered as (
      update quiz_questions q
      set chosen_tree_id = coalesce(a.tree_id, q.option_ids[a.option_index + 1]),
        correct = (q.tree_id = coalesce(a.tree_id, q.option_ids[a.option_index + 1])),
        answered_at = a.answered_at, updated_at = now()
      from input a, quizzes z
      where q.quiz_id = a.quiz_id and q.position = a.position and q.answered_at is null
        and coalesce(a.tree_id, q.option_ids[a.option_index + 1]) = any(q.option_ids)
        and (a.tree_id is null or q.option_pictures is null)
        and z.quiz_id = q.quiz_id and z.user_id = a.user_id and z.finished_at is null
        and (z.deadline_at is null or a.answered_at <= z.deadline_at + ${CHALLENGE.graceSeconds} * interval '1 second')
        and (z.deadline_at is null or a.answered_at >= ${earliestChallengeAnswer(sql`q.quiz_id`, sql`z.created_at`)})
      returning q.*, z.mode as quiz_mode, z.created_at as quiz_started_at,
        coalesce(cardinality(z.study_tree_ids), 0) as studied,
        (select p.answered_at from quiz_questions p where p.quiz_id = q.quiz_id and p.position = q.position - 1)
          as previous_answered_at
    ), others as (
      select o.quiz_id, count(*) filter (where o.correct)::int as correct,
        count(*) filter (where not o.correct)::int as incorrect
      from quiz_questions o where o.quiz_id in (select quiz_id from answered) group by o.quiz_id
    )
    select answered.*, coalesce(others.correct, 0) as others_correct, coalesce(others.incorrect, 0) as others_incorrect
    from answered left join others using (quiz_id)`,
  );
  const byQuestion = new Map(rows.map((row) => [`${row.quiz_id}/${row.position}`, row]));
  return inputs.map((input) => {
    const row = byQuestion.get(`${input.quizId}/${input.position}`);
    if (!row) return undefined;
    const question = toQuestionRow(row);
    return {
      question,
      mode: row.quiz_mode,
      tally: {
        correct: row.others_correct + (question.correct ? 1 : 0),
        incorrect: row.others_incorrect + (question.correct ? 0 : 1),
      },
      shownAt: shownAt({
        mode: row.quiz_mode,
        studied: row.studied,
        position: question.position,
        quizStartedAt: asTime(row.quiz_started_at) as Date,
        previousAnsweredAt: asTime(row.previous_answered_at),
      }),
    };
  });
}

/**
 * Marks `userId`'s quiz finished, keeping the first time if it already was. The first time only,
 * `onFinished` runs in the same transaction (a checkpoint records its unit's result there), so a
 * quiz is never finished without what its finishing writes, nor that written twice.
 */
export async function finishQuiz(
  db: Db,
  quizId: string,
  userId: string,
  onFinished: (tx: Db, quiz: QuizRow) => Promise<unknown> = async () => {},
): Promise<QuizRow | undefined> {
  return db.transaction(async (tx) => {
    const [finished] = await tx
      .update(quizzes)
      .set({ finished_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(quizzes.quiz_id, quizId), eq(quizzes.user_id, userId), isNull(quizzes.finished_at)))
      .returning();
    if (!finished) return findQuizRow(tx, quizId, userId);
    await onFinished(tx, finished);
    return finished;
  });
}
