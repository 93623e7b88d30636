import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { type NewReviewCardRow, reviewCards } from '../db/progress-schema.ts';
import { type CardState, newCardState, review, type TreeAnswer } from './scheduler.ts';

type Pending = { state: CardState; seen: number; right: number; wrong: number; last: TreeAnswer };

const keyOf = (answer: { user_id: string; tree_id: number }) => `${answer.tree_id}\u0000${answer.user_id}`;

/**
 * Folds answers into their review cards: one read of the cards concerned, the new FSRS states
 * computed here, one upsert. Answers may come many at once, for several users, and the same tree
 * more than once: each card takes its answers in `answered_at` order. A tree answered for the
 * first time gets its card now. Pass a transaction to make it part of the answers' own write;
 * inside one, the read locks the cards (in key order) so two writers cannot interleave.
 * The tallies are added in SQL, so they stay exact even without that lock.
 */
export async function applyAnswersToCards(db: Db, answers: readonly TreeAnswer[]): Promise<void> {
  if (answers.length === 0) return;
  const pending = new Map<string, Pending>();
  const pairs = new Map(answers.map((answer) => [keyOf(answer), answer]));
  const read = db
    .select()
    .from(reviewCards)
    .where(
      sql`(${reviewCards.user_id}, ${reviewCards.tree_id}) in (${sql.join(
        [...pairs.values()].map(({ user_id, tree_id }) => sql`(${user_id}, ${tree_id}::integer)`),
        sql`, `,
      )})`,
    )
    .orderBy(reviewCards.user_id, reviewCards.tree_id);
  // A lock outlives the statement only in a transaction; outside one it would cost a write for nothing.
  const stored = await (db instanceof PgTransaction ? read.for('update') : read);
  const states = new Map(stored.map((row) => [keyOf(row), row as CardState]));

  const ordered = [...answers].sort((a, b) => a.answered_at.getTime() - b.answered_at.getTime());
  for (const answer of ordered) {
    const key = keyOf(answer);
    const before = pending.get(key) ?? {
      state: states.get(key) ?? newCardState(answer.answered_at),
      seen: 0,
      right: 0,
      wrong: 0,
      last: answer,
    };
    pending.set(key, {
      state: review(before.state, answer),
      seen: before.seen + 1,
      right: before.right + (answer.correct ? 1 : 0),
      wrong: before.wrong + (answer.correct ? 0 : 1),
      last: answer,
    });
  }

  const now = new Date();
  const rows: NewReviewCardRow[] = [...pending.values()].map(({ state, seen, right, wrong, last }) => ({
    user_id: last.user_id,
    tree_id: last.tree_id,
    ...state,
    seen,
    right,
    wrong,
    last_correct: last.correct,
    last_answered_at: last.answered_at,
    created_at: now,
    updated_at: now,
  }));
  await upsertCards(db, rows);
}

/** The card's columns as the upsert sends them, each as one array of its SQL type. */
const CARD_COLUMNS = [
  ['user_id', 'text'],
  ['tree_id', 'integer'],
  ['due', 'timestamptz'],
  ['stability', 'float8'],
  ['difficulty', 'float8'],
  ['scheduled_days', 'integer'],
  ['learning_steps', 'integer'],
  ['reps', 'integer'],
  ['lapses', 'integer'],
  ['state', 'smallint'],
  ['last_review', 'timestamptz'],
  ['seen', 'integer'],
  ['right', 'integer'],
  ['wrong', 'integer'],
  ['last_correct', 'boolean'],
  ['last_answered_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
] as const satisfies readonly (readonly [keyof NewReviewCardRow, string])[];

const asParam = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * Inserts new cards and updates existing ones in one statement of fixed text (`unnest` over one
 * array per column): it runs inside every answer batch, where building a row-by-row insert cost
 * more than the database's work. Inserted rows carry this batch's counts; an existing card adds
 * them to its own, and keeps the newer of the two last answers.
 */
async function upsertCards(db: Db, rows: NewReviewCardRow[]): Promise<void> {
  const names = sql.raw(CARD_COLUMNS.map(([name]) => `"${name}"`).join(', '));
  const arrays = sql.join(
    CARD_COLUMNS.map(([name, type]) => sql`${sql.param(rows.map((row) => asParam(row[name])))}::${sql.raw(type)}[]`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${reviewCards} (${names}) select * from unnest(${arrays})
    on conflict (user_id, tree_id) do update set
      due = excluded.due, stability = excluded.stability, difficulty = excluded.difficulty,
      scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
      reps = excluded.reps, lapses = excluded.lapses, state = excluded.state, last_review = excluded.last_review,
      seen = ${reviewCards}.seen + excluded.seen, "right" = ${reviewCards}."right" + excluded."right",
      wrong = ${reviewCards}.wrong + excluded.wrong,
      last_correct = case when excluded.last_answered_at >= ${reviewCards}.last_answered_at
        then excluded.last_correct else ${reviewCards}.last_correct end,
      last_answered_at = greatest(${reviewCards}.last_answered_at, excluded.last_answered_at),
      updated_at = excluded.updated_at`);
}
