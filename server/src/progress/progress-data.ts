import { type Confusion, DAILY_GOAL, type LearnerLevel, MAX_LEVEL, PROGRESS } from '@leafwise/contract';
import { listCourseSteps, listCourseUnits } from '../course/course-repository.ts';
import { courseState, knownTrees, type LearnerStanding, standingOf, stepsByUnit } from '../course/course-state.ts';
import type { CourseStore } from '../course/course-store.ts';
import type { Db } from '../db/database.ts';
import type { CourseUnitRow, ReviewCardRow } from '../db/progress-schema.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import { confusionsOf } from './confusions.ts';
import { localDay } from './days.ts';
import type { ProgressCache } from './progress-cache.ts';
import {
  answersByDay,
  listCards,
  listMistakes,
  readChosenLevel,
  readDailyGoal,
  saveChosenLevel,
  saveDailyGoal,
} from './progress-repository.ts';
import { historyOf, summarise } from './summarise.ts';

/** A user's progress as the routes read it, through the cache (progress-cache.ts). */
export type ProgressData = {
  cards(userId: string): Promise<ReviewCardRow[]>;
  /** The pairs most mixed up, among trees still in the catalog. */
  confusions(userId: string): Promise<Confusion[]>;
  /** GET /progress's answer as JSON, as of `now` in `tz`. */
  summaryJson(userId: string, tz: string, now: Date): Promise<string>;
  /** The answers a day the user aims for. */
  dailyGoal(userId: string): Promise<number>;
  /** Sets the daily goal; the summary kept for the user goes with the old one. */
  setDailyGoal(userId: string, goal: number): Promise<number>;
  /** The learner's level: the one they chose, else the level of the course unit they are on. */
  level(userId: string): Promise<LearnerLevel>;
  /** Keeps the learner to `level`, or (null) lets their level follow the course again. */
  setLevel(userId: string, level: number | null): Promise<LearnerLevel>;
  /**
   * What the course needs of the user: a row for each unit they have finished a checkpoint of,
   * the trees they have named right at least once, and the steps of each unit they have been through.
   */
  course(userId: string): Promise<LearnerCourse>;
};

export type LearnerCourse = LearnerStanding & { units: CourseUnitRow[] };

export function progressData(db: Db, store: TreeStore, cache: ProgressCache, course: CourseStore): ProgressData {
  const cards = (userId: string) => cache.remember(userId, 'cards', () => listCards(db, userId));
  const learner = (userId: string) =>
    cache.remember(userId, 'course', async (): Promise<LearnerCourse> => {
      const [units, own, steps] = await Promise.all([
        listCourseUnits(db, userId),
        cards(userId),
        listCourseSteps(db, userId),
      ]);
      return { units, known: knownTrees(own), steps: stepsByUnit(steps) };
    });
  const levelOf = async (userId: string): Promise<LearnerLevel> => {
    const [chosen, { units }] = await Promise.all([
      cache.remember(userId, 'chosen level', async () => (await readChosenLevel(db, userId)) ?? null),
      learner(userId),
    ]);
    const courseLevel = courseState(course, units).current?.level ?? MAX_LEVEL;
    return { level: chosen ?? courseLevel, chosen, course_level: courseLevel };
  };
  const history = (userId: string, tz: string, today: string) =>
    cache.remember(userId, `history ${tz} ${today}`, async () => historyOf(await answersByDay(db, userId, tz), today));
  // A signed-in caller has a row; the default covers one deleted while the request ran.
  const goal = async (userId: string) => (await readDailyGoal(db, userId)) ?? DAILY_GOAL.default;
  return {
    cards: async (userId) => {
      await cache.check(userId);
      return cards(userId);
    },
    /**
     * The answer changes with the time only when a card falls due (`next_due_at`) or the day
     * changes (in the key), so it is built, and serialised, once until then: a request served
     * from memory costs the lookup alone. Serialised here rather than by the route's Zod schema,
     * as the trees route does (decision 003); the tests check the JSON against that schema.
     */
    summaryJson: async (userId, tz, now) => {
      await cache.check(userId);
      const today = localDay(now, tz);
      const kept = await cache.remember(
        userId,
        `summary ${tz} ${today}`,
        async () => {
          const [own, past, dailyGoal, { units }, level] = await Promise.all([
            cards(userId),
            history(userId, tz, today),
            goal(userId),
            learner(userId),
            levelOf(userId),
          ]);
          const standing = standingOf(course, courseState(course, units));
          const progress = summarise(store, own, past, { now, tz, dailyGoal, course: standing, level });
          const until = progress.next_due_at ? Date.parse(progress.next_due_at) : Number.POSITIVE_INFINITY;
          return { json: JSON.stringify(progress), until };
        },
        ({ until }) => now.getTime() < until,
      );
      return kept.json;
    },
    dailyGoal: goal,
    setDailyGoal: async (userId, newGoal) => {
      // The change feed drops what was kept (a write to users); on PostgreSQL the goal is also in
      // the version each request checks (cardsVersion).
      return (await saveDailyGoal(db, userId, newGoal)) ?? newGoal;
    },
    level: async (userId) => {
      await cache.check(userId);
      return levelOf(userId);
    },
    setLevel: async (userId, level) => {
      // As for the goal: the change feed drops what was kept, and the PostgreSQL version holds the level.
      await saveChosenLevel(db, userId, level);
      cache.forget(userId);
      return levelOf(userId);
    },
    course: async (userId) => {
      await cache.check(userId);
      return learner(userId);
    },
    confusions: async (userId) => {
      await cache.check(userId);
      return cache.remember(userId, 'confusions', async () => {
        const mistakes = await listMistakes(db, userId);
        // A species taken out of the catalog has nothing left to compare.
        const known = mistakes.filter((mistake) => store.get(mistake.shown) && store.get(mistake.chosen));
        return confusionsOf(known, PROGRESS.confusionsListed);
      });
    },
  };
}
