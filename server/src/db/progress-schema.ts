import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { trees } from './schema.ts';

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * What one user knows of one species: the FSRS memory state that ts-fsrs reads and writes (its
 * Card, field for field), and our own tallies. Created by the first answer about the tree, updated
 * by every answer after it (server/src/progress/apply-answers.ts), in any mode.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Trees are hidden, never deleted (schema.ts), so a card keeps pointing at its tree.
    tree_id: integer()
      .notNull()
      .references(() => trees.tree_id, { onDelete: 'restrict' }),
    // ts-fsrs's Card.
    due: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    scheduled_days: integer().notNull(),
    learning_steps: integer().notNull(),
    reps: integer().notNull(),
    lapses: integer().notNull(),
    // ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning.
    state: smallint().notNull(),
    last_review: timestamp({ withTimezone: true }),
    // Ours: answers about this tree, and how the last one went.
    seen: integer().notNull(),
    right: integer().notNull(),
    wrong: integer().notNull(),
    last_correct: boolean().notNull(),
    last_answered_at: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.user_id, table.tree_id] }),
    check('review_cards_state_known', sql`${table.state} between 0 and 3`),
    check('review_cards_tally', sql`${table.seen} = ${table.right} + ${table.wrong} and ${table.seen} > 0`),
    // A user's cards by due time: the review session and the due list read them this way.
    index('review_cards_user_due').on(table.user_id, table.due),
  ],
);
export type ReviewCardRow = typeof reviewCards.$inferSelect;
export type NewReviewCardRow = typeof reviewCards.$inferInsert;

/**
 * Where a learner stands in one unit of the guided course (docs/course.md): written when one of its
 * checkpoints is finished, in the same transaction. A unit is done once `done_at` is set; its
 * best checkpoint is kept whether it passed or not. Units are named by their id in
 * catalog/course/course.json, so a unit renamed or removed there leaves a row nothing reads.
 */
export const courseUnits = pgTable(
  'course_units',
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unit_id: text().notNull(),
    // When a checkpoint of the unit was first passed; null until then.
    done_at: timestamp({ withTimezone: true }),
    // Passed without a practice of the unit answered before that checkpoint began.
    tested_out: boolean().notNull().default(false),
    // The best finished checkpoint: right answers of its questions.
    best_correct: smallint().notNull(),
    best_total: smallint().notNull(),
    checkpoints: integer().notNull().default(1),
    ...timestamps,
  },
  (table) => [
    // A user's units are always read together, by this key's first column.
    primaryKey({ columns: [table.user_id, table.unit_id] }),
    check(
      'course_units_best',
      sql`${table.best_correct} between 0 and ${table.best_total} and ${table.best_total} > 0`,
    ),
    check('course_units_tested_out_done', sql`not ${table.tested_out} or ${table.done_at} is not null`),
  ],
);
export type CourseUnitRow = typeof courseUnits.$inferSelect;

/**
 * The steps of a unit a learner has been through before its checkpoint (docs/course.md, "Step by
 * step"): its lesson read, its trees studied, a practice of it finished. A unit's checkpoint is
 * course_units' part. "Continue" opens the first step not in here, so a unit teaches before it tests.
 */
export const courseSteps = pgTable(
  'course_steps',
  {
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unit_id: text().notNull(),
    step: text().notNull(),
    ...timestamps,
  },
  (table) => [
    // A user's steps are read with their units, by this key's first column.
    primaryKey({ columns: [table.user_id, table.unit_id, table.step] }),
    check('course_steps_step_known', sql`${table.step} in ('lesson', 'study', 'practice')`),
  ],
);
export type CourseStepRow = typeof courseSteps.$inferSelect;

// Spelled out rather than imported from the contract's runtime, as in schema.ts: drizzle-kit loads
// this file on its own.
type DrawnPart = 'leaf' | 'bark' | 'bud' | 'seed' | 'form';

/**
 * A practice drawn in the browser from the field guide, answered offline or on, and sent when it
 * could be (docs/progress.md). The id is the browser's; the first account to send it owns it, and
 * nobody else may add to it.
 */
export const offlinePractices = pgTable(
  'offline_practices',
  {
    practice_id: uuid().primaryKey(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  // A user's practices: their history reads them by user, and deleting the account finds them so.
  (table) => [index('offline_practices_user').on(table.user_id)],
);

/**
 * One answer of an offline practice, by its place in the practice: sent again, it is the same
 * answer and is not counted twice. Recorded with the review card it moves, in one transaction.
 */
export const offlineAnswers = pgTable(
  'offline_answers',
  {
    practice_id: uuid()
      .notNull()
      .references(() => offlinePractices.practice_id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    // Trees are hidden, never deleted (schema.ts), so history keeps pointing at them.
    tree_id: integer()
      .notNull()
      .references(() => trees.tree_id, { onDelete: 'restrict' }),
    chosen_tree_id: integer()
      .notNull()
      .references(() => trees.tree_id, { onDelete: 'restrict' }),
    part: text().$type<DrawnPart>().notNull(),
    correct: boolean().notNull(),
    // The device's clock, checked against the server's when sent.
    answered_at: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.practice_id, table.position] }),
    check('offline_answers_position', sql`${table.position} >= 0`),
    check('offline_answers_part_known', sql`${table.part} in ('leaf', 'bark', 'bud', 'seed', 'form')`),
    check('offline_answers_correct', sql`${table.correct} = (${table.chosen_tree_id} = ${table.tree_id})`),
  ],
);
export type OfflineAnswerRow = typeof offlineAnswers.$inferSelect;
