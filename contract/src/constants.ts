/** Business constants from SPEC §9, shared by the server and the web app. */

export const LEVELS = [
  { value: 1, name: 'Sapling', blurb: 'common species' },
  { value: 2, name: 'Veteran', blurb: 'common and less common species' },
  { value: 3, name: 'Ancient', blurb: 'all trees, including rare ones' },
] as const;
export type Level = (typeof LEVELS)[number]['value'];
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 3;

/** Tree types a quiz can be filtered by; "All Trees" is the absence of a type. */
export const TREE_TYPES = ['deciduous', 'evergreen'] as const;
export type TreeType = (typeof TREE_TYPES)[number];

export const TEST_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_TREE_LIMIT = 10;
export const MAX_TREE_LIMIT = 100;

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
 * The one-minute leaderboard challenge (SPEC §4's leaderboard mode): Ancient level, all types,
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
   * start) is refused: no one reads four pictures and taps in less (issue 12, docs/leaderboard.md).
   */
  minAnswerMs: 400,
  /** Challenges a player may start in any 24 hours; one open at a time (docs/leaderboard.md). */
  perDay: 10,
  /** Questions in a run: more than anyone can answer in the minute at one per minAnswerMs. */
  questions: 150,
} as const;

/** A quiz nobody has touched for this long is abandoned: closed, or removed if it has no answer. */
export const ABANDONED_QUIZ_HOURS = 24;

/** The leaderboards there are; SPEC has the Ancient one. */
export const LEADERBOARDS = ['ancient'] as const;
export type Leaderboard = (typeof LEADERBOARDS)[number];
/** How many entries GET /leaderboards/:board lists, best first. */
export const LEADERBOARD_SIZE = 100;

/** Account limits (issue: credentials). Here, not beside the schemas, so pages can use them without Zod. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_MAX_LENGTH = 50;

/**
 * Today's goal (issue 13): answers a day, in any mode; each user sets their own on the profile.
 * Here, not beside the progress schemas, so that home can read it without loading Zod.
 */
export const DAILY_GOAL = { default: 20, min: 5, max: 200 } as const;

/** Trees mastered at which home congratulates the user: the highest one reached is shown. */
export const MILESTONES = [10, 25, 50, 100] as const;
