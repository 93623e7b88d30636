import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth-schema.ts';
import { trees } from './schema.ts';

// Spelled out rather than imported from the contract's runtime, as in schema.ts: drizzle-kit loads
// this file on its own.
const QUIZ_MODES = ['training', 'test', 'review', 'challenge', 'practice', 'checkpoint'] as const;
const TREE_TYPES = ['deciduous', 'evergreen'] as const;
const NAME_CHOICES = ['common', 'scientific'] as const;
const SLOT_CHOICES = ['all', 'one'] as const;
// The form (the whole tree) is shown only when a test asks for it; a stored question without it is unchanged.
type Slot = 'leaf' | 'bark' | 'bud' | 'seed' | 'form';

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** A quiz a user started: its settings and, once finished, when. */
export const quizzes = pgTable(
  'quizzes',
  {
    quiz_id: uuid().primaryKey().defaultRandom(),
    user_id: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text({ enum: QUIZ_MODES }).notNull(),
    level: smallint().notNull(),
    // Null for All Trees.
    type: text({ enum: TREE_TYPES }),
    // Training and review: the trees to study, in order, in groups of three.
    study_tree_ids: integer().array(),
    finished_at: timestamp({ withTimezone: true }),
    // Leaderboard challenge only: when time runs out, and when its score went on the board.
    deadline_at: timestamp({ withTimezone: true }),
    submitted_at: timestamp({ withTimezone: true }),
    // Practice and checkpoint: the course unit (its id in catalog/course/course.json).
    unit_id: text(),
    // Ways to practise (docs/course.md): which names the page shows, and a single picture slot a question.
    names: text({ enum: NAME_CHOICES }).notNull().default('common'),
    slots: text({ enum: SLOT_CHOICES }).notNull().default('all'),
    ...timestamps,
  },
  (table) => [
    check(
      'quizzes_mode_known',
      sql`${table.mode} in ('training', 'test', 'review', 'challenge', 'practice', 'checkpoint')`,
    ),
    // A course unit's quizzes, and only they, name their unit.
    check('quizzes_unit', sql`(${table.mode} in ('practice', 'checkpoint')) = (${table.unit_id} is not null)`),
    check('quizzes_names_known', sql`${table.names} in ('common', 'scientific')`),
    check('quizzes_slots_known', sql`${table.slots} in ('all', 'one')`),
    // A challenge always has a deadline, and nothing else has one or can be submitted.
    check(
      'quizzes_challenge_deadline',
      sql`(${table.mode} = 'challenge') = (${table.deadline_at} is not null) and
        (${table.submitted_at} is null or ${table.mode} = 'challenge')`,
    ),
    check('quizzes_level_range', sql`${table.level} between 1 and 3`),
    check('quizzes_type_known', sql`${table.type} is null or ${table.type} in ('deciduous', 'evergreen')`),
    // A user's quizzes, newest first: progress and review read them this way.
    index('quizzes_user_created').on(table.user_id, table.created_at),
    // The console's recent challenge runs, newest first, without reading every quiz.
    index('quizzes_challenges_newest').on(table.created_at.desc()).where(sql`${table.mode} = 'challenge'`),
  ],
);
export type QuizRow = typeof quizzes.$inferSelect;

/**
 * Which picture a question shows in a slot. Only drawings today; a photo choice will name the
 * photo, so that a question keeps showing the same picture after a reload.
 */
/** A question's picture in one slot: the drawing, or a photo by the name its files share. */
export type PictureChoice = { kind: 'illustration' } | { kind: 'photo'; photo_id: number; file_base: string };
export type PictureChoices = Partial<Record<Slot, PictureChoice>>;

/** One question of a quiz: the tree shown, the four options, and once answered the choice made. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quiz_id: uuid()
      .notNull()
      .references(() => quizzes.quiz_id, { onDelete: 'cascade' }),
    // 0-based position in the quiz, the :index of its URLs.
    position: smallint().notNull(),
    // Trees are hidden, never deleted (schema.ts), so history keeps pointing at them.
    tree_id: integer()
      .notNull()
      .references(() => trees.tree_id, { onDelete: 'restrict' }),
    // In the order shown; the right tree is one of them.
    option_ids: integer().array().notNull(),
    // A name question's pictures of the right tree; empty for a picture question.
    pictures: jsonb().$type<PictureChoices>().notNull(),
    // A picture question (docs/course.md): one picture of one slot per option, in the options' order;
    // null for a name question.
    option_pictures: jsonb().$type<PictureChoices[]>(),
    chosen_tree_id: integer().references(() => trees.tree_id, { onDelete: 'restrict' }),
    correct: boolean(),
    answered_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.quiz_id, table.position] }),
    check('quiz_questions_right_tree_offered', sql`${table.tree_id} = any(${table.option_ids})`),
    check(
      'quiz_questions_picture_options',
      sql`${table.option_pictures} is null or (${table.pictures} = '{}'::jsonb
        and jsonb_array_length(${table.option_pictures}) = cardinality(${table.option_ids}))`,
    ),
    // An answer is all three columns or none, and only an offered tree can be chosen.
    check(
      'quiz_questions_answer_whole',
      sql`(${table.answered_at} is null and ${table.chosen_tree_id} is null and ${table.correct} is null) or
        (${table.answered_at} is not null and ${table.chosen_tree_id} = any(${table.option_ids})
          and ${table.correct} = (${table.chosen_tree_id} = ${table.tree_id}))`,
    ),
  ],
);
export type QuestionRow = typeof quizQuestions.$inferSelect;
