import type { Level } from './trees.ts';

/** Quizzes, their scoring and the leaderboard challenge (docs/product.md#constants, docs/quizzes.md). */

export const TEST_SIZES = [10, 20, 30, 50] as const;

export const CHOICES_PER_QUESTION = 4;
export const WRONG_OPTIONS_PER_QUESTION = CHOICES_PER_QUESTION - 1;
/** The wrong-answer pool is three times the tree count, so the largest test needs this many. */
export const MAX_INCORRECT_OPTIONS_LIMIT = WRONG_OPTIONS_PER_QUESTION * Math.max(...TEST_SIZES);

export const TRAINING = {
  treesLoaded: 6,
  treesPerGroup: 3,
  quizzedPerGroup: 2,
  level: 3 as Level,
} as const;

export const SCORE_FACTOR = 14;
export const score = (correct: number, incorrect: number): number => Math.max(0, correct - incorrect) * SCORE_FACTOR;

export const SECONDS = {
  leaderboardCountdown: 60,
  exitConfirmWindow: 4,
  deleteConfirmWindow: 6,
  verificationResendCooldown: 60,
} as const;

/**
 * The one-minute leaderboard challenge (docs/product.md#leaderboard): Ancient level, all types,
 * as many trees as the player can name before the countdown reaches zero.
 */
export const CHALLENGE = {
  level: 3 as Level,
  seconds: SECONDS.leaderboardCountdown,
  /** An answer that reaches the server up to this long after the deadline still counts (network latency). */
  graceSeconds: 3,
  /** A run can be put on the leaderboard until this long after its deadline, and never again. */
  submitWindowMinutes: 10,
  /**
   * An answer sooner than this after the question appeared (the quiz's previous answer, or its
   * start) is refused: no one reads four pictures and taps in less (docs/leaderboard.md).
   */
  minAnswerMs: 400,
  /** Challenges a player may start in any 24 hours; one open at a time (docs/leaderboard.md). */
  perDay: 10,
  /** Questions in a run: more than anyone can answer in the minute at one per minAnswerMs. */
  questions: 150,
} as const;

/** A quiz nobody has touched for this long is abandoned: closed, or removed if it has no answer. */
export const ABANDONED_QUIZ_HOURS = 24;

/** The leaderboards there are: only Ancient so far (docs/product.md#leaderboard). */
export const LEADERBOARDS = ['ancient'] as const;
export type Leaderboard = (typeof LEADERBOARDS)[number];
/** How many entries GET /leaderboards/:board lists, best first. */
export const LEADERBOARD_SIZE = 100;

/** Practice and checkpoint are a course unit's (docs/course.md). */
export const QUIZ_MODES = ['training', 'test', 'review', 'challenge', 'practice', 'checkpoint'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

/**
 * Ways to practise (docs/course.md), in tests and course units: `names` says which names the
 * page shows on the options (the API always sends both), `slots: "one"` asks each question with a
 * single picture slot, drawn at random among the mode's slots.
 */
export const NAME_CHOICES = ['common', 'scientific'] as const;
export type NameChoice = (typeof NAME_CHOICES)[number];
export const SLOT_CHOICES = ['all', 'one'] as const;
export type SlotChoice = (typeof SLOT_CHOICES)[number];

/** A name question shows a tree's pictures and offers four names; a picture question the reverse. */
export const QUESTION_KINDS = ['name', 'picture'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The modes a quiz left half-way can be taken up again in: a challenge runs against the clock. */
export const RESUMABLE_MODES = ['training', 'test', 'review'] as const;
