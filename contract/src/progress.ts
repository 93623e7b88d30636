import { z } from 'zod';
import { DAILY_GOAL, MAX_LEVEL, MIN_LEVEL, PROGRESS_ERRORS } from './constants/index.ts';
import { CourseStandingSchema } from './course.ts';
import { strictParams, TreeSchema } from './trees.ts';

/**
 * Progress and review: every answer updates the user's review card for that tree, which
 * FSRS schedules; these are the shapes of GET /api/progress, /progress/due and /progress/confusions
 * (the rules, PROGRESS and REVIEW, are in constants.ts). See docs/progress.md.
 */

/** An IANA name such as Europe/London, as the browser reports it; Intl decides what exists. */
function isTimeZone(name: string): boolean {
  if (knownZones.has(name)) return true;
  // Letters first, so that offsets ("+01:00", which Intl takes but PostgreSQL reads with the sign flipped) are refused.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  // Asking Intl costs more than the rest of a progress request; there are only a few hundred zones.
  if (knownZones.size < 1_000) knownZones.add(name);
  return true;
}
const knownZones = new Set<string>();

const TZ_ERROR = 'tz must be a time zone name like Europe/London';

/** GET /progress: days (for the streak and the chart) are counted in `tz`, UTC when omitted. */
export const ProgressQuerySchema = strictParams({
  tz: z.string({ error: TZ_ERROR }).refine(isTimeZone, { error: TZ_ERROR }).default('UTC'),
});
export type ProgressQuery = z.infer<typeof ProgressQuerySchema>;

const count = z.number().int().min(0);
const level = z.number().int().min(MIN_LEVEL).max(MAX_LEVEL);
const instant = z.iso.datetime({ offset: true });

/** One species the user has been asked about, with its review card. */
export const SpeciesProgressSchema = z.object({
  tree_id: z.number().int().positive(),
  /** The species' page is /trees/<slug>. */
  slug: z.string(),
  tree_name_common: z.string(),
  tree_name_sci: z.string(),
  /** An earlier scientific name still the familiar one (docs/catalog.md), shown beside the accepted name; left out where there is none. */
  tree_name_synonym: z.string().optional(),
  level,
  seen: count,
  right: count,
  wrong: count,
  /** right / seen, from 0 to 1. */
  accuracy: z.number().min(0).max(1),
  /** When FSRS next wants to see it. */
  due_at: instant,
  /** Due now: its time has come, or its last answer was wrong. */
  due: z.boolean(),
  /** FSRS stability: days until the odds of naming it fall to 90%. */
  stability_days: z.number().min(0),
  mastered: z.boolean(),
  last_answered_at: instant,
});
export type SpeciesProgress = z.infer<typeof SpeciesProgressSchema>;

/** Answers in one day or week (starting on Monday) about trees of one level. */
export const AccuracyPointSchema = z.object({ start: z.iso.date(), level, right: count, wrong: count });
export type AccuracyPoint = z.infer<typeof AccuracyPointSchema>;

/**
 * The learner's level (docs/progress.md, "The learner's level"): the one they chose, else the level
 * of the course unit they are on. Home's main action, practice, reviews and what counts as due follow it.
 */
export const LearnerLevelSchema = z.object({
  level,
  /** Chosen in the profile; null while the level follows the course. */
  chosen: level.nullable(),
  /** The level of the unit the learner is on (the highest once the course is done). */
  course_level: level,
});
export type LearnerLevel = z.infer<typeof LearnerLevelSchema>;

const LEVEL_ERROR = `level must be ${MIN_LEVEL} to ${MAX_LEVEL}, or null to follow the course`;
/** PUT /progress/level: a level to keep to, or null to follow the course again. */
export const LearnerLevelBodySchema = strictParams({
  level: z
    .number({ error: LEVEL_ERROR })
    .int({ error: LEVEL_ERROR })
    .min(MIN_LEVEL, { error: LEVEL_ERROR })
    .max(MAX_LEVEL, { error: LEVEL_ERROR })
    .nullable(),
});
export type LearnerLevelBody = z.infer<typeof LearnerLevelBodySchema>;

export const ProgressSchema = z.object({
  tz: z.string(),
  /** The learner's level, which `due` keeps to. */
  level: LearnerLevelSchema,
  /** Species answered at least once. */
  seen: count,
  mastered: count,
  /** Trees at or below the learner's level due now: what a review takes. */
  due: count,
  /** Trees due now that are rarer than the learner's level: left out of reviews until the level reaches them. */
  due_beyond_level: count,
  /** The soonest time a tree not due now becomes due; null when none is waiting. */
  next_due_at: instant.nullable(),
  answers: count,
  right: count,
  wrong: count,
  /** Consecutive days with at least one answer, up to today, or up to yesterday if none yet today. */
  streak_days: count,
  practised_today: z.boolean(),
  /** Answers given today (in `tz`), for the daily goal. */
  answers_today: count,
  /** The user's goal: answers a day. */
  daily_goal: z.number().int().min(DAILY_GOAL.min).max(DAILY_GOAL.max),
  /**
   * Right and wrong answers per level over time: by day when the first answer is at most 30 days
   * old, else by week, for the last 26 weeks.
   */
  accuracy: z.object({ period: z.enum(['day', 'week']), points: z.array(AccuracyPointSchema) }),
  species: z.array(SpeciesProgressSchema),
  /** The guided course (docs/course.md): units done of all, and the one to take next. */
  course: CourseStandingSchema,
});
export type Progress = z.infer<typeof ProgressSchema>;

export const DueTreeSchema = SpeciesProgressSchema.pick({
  tree_id: true,
  tree_name_common: true,
  tree_name_sci: true,
  tree_name_synonym: true,
  level: true,
  seen: true,
  wrong: true,
  due_at: true,
}).extend({ last_correct: z.boolean() });
export type DueTree = z.infer<typeof DueTreeSchema>;

/** GET /progress/due: every due tree, in the order a review takes them. */
export const DueListSchema = z.object({ trees: z.array(DueTreeSchema), next_due_at: instant.nullable() });
export type DueList = z.infer<typeof DueListSchema>;

/**
 * Two trees the user mixes up: shown one, they chose the other `times` times, and the other way
 * round `reverse_times` times. A pair is listed once, turned the way it went most.
 */
export const ConfusionSchema = z.object({
  shown_tree_id: z.number().int().positive(),
  chosen_tree_id: z.number().int().positive(),
  times: z.number().int().min(1),
  reverse_times: count,
  last_at: instant,
});
export type Confusion = z.infer<typeof ConfusionSchema>;

/** GET /progress/confusions: the pairs, most mixed up first, and every tree they name, in full. */
export const ConfusionsSchema = z.object({ confusions: z.array(ConfusionSchema), trees: z.array(TreeSchema) });
export type Confusions = z.infer<typeof ConfusionsSchema>;

const DAILY_GOAL_ERROR = PROGRESS_ERRORS.dailyGoal;

/** PUT /progress/goal: the answers a day the user aims for. */
export const DailyGoalBodySchema = strictParams({
  daily_goal: z
    .number({ error: DAILY_GOAL_ERROR })
    .int({ error: DAILY_GOAL_ERROR })
    .min(DAILY_GOAL.min, { error: DAILY_GOAL_ERROR })
    .max(DAILY_GOAL.max, { error: DAILY_GOAL_ERROR }),
});
export type DailyGoalBody = z.infer<typeof DailyGoalBodySchema>;
/** GET and PUT /progress/goal answer the goal as it now stands. */
export const DailyGoalSchema = z.object({ daily_goal: z.number().int().min(DAILY_GOAL.min).max(DAILY_GOAL.max) });
export type DailyGoal = z.infer<typeof DailyGoalSchema>;
