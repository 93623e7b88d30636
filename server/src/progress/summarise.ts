import {
  type AccuracyPoint,
  type CourseStanding,
  type DueTree,
  type LearnerLevel,
  PROGRESS,
  type Progress,
  type SpeciesProgress,
} from '@leafwise/contract';
import type { ReviewCardRow } from '../db/progress-schema.ts';
import { namesOf, type TreeStore } from '../trees/tree-store.ts';
import { addDays, streak, weekStart } from './days.ts';
import { dueCards, isDue, nextDueAt } from './due.ts';
import type { DayTally } from './progress-repository.ts';

/** Daily points while the first answer is at most this many days old; weekly after. */
const DAILY_FOR_DAYS = 30;
const WEEKS_SHOWN = 26;

/** A card and the species it is about; cards of species taken out of the catalog are left out. */
function withTrees(store: TreeStore, cards: readonly ReviewCardRow[]) {
  return cards.flatMap((card) => {
    const tree = store.get(card.tree_id);
    return tree ? [{ card, tree }] : [];
  });
}

function speciesRows(store: TreeStore, cards: readonly ReviewCardRow[], now: Date): SpeciesProgress[] {
  return withTrees(store, cards).map(({ card, tree }) => ({
    tree_id: card.tree_id,
    slug: tree.slug,
    ...namesOf(tree),
    level: tree.level,
    seen: card.seen,
    right: card.right,
    wrong: card.wrong,
    accuracy: card.right / card.seen,
    due_at: card.due.toISOString(),
    due: isDue(card, now),
    stability_days: card.stability,
    mastered: card.stability >= PROGRESS.masteredStabilityDays,
    last_answered_at: card.last_answered_at.toISOString(),
  }));
}

/** The chart's points: per day at first, per week once there is more than a month of history. */
export function accuracyOverTime(tallies: readonly DayTally[], today: string): Progress['accuracy'] {
  const first = tallies[0]?.day;
  if (!first || first >= addDays(today, -DAILY_FOR_DAYS)) {
    return {
      period: 'day',
      points: tallies.map(({ day, level, right, wrong }) => ({ start: day, level, right, wrong })),
    };
  }
  const from = addDays(weekStart(today), -7 * (WEEKS_SHOWN - 1));
  const weeks = new Map<string, AccuracyPoint>();
  for (const { day, level, right, wrong } of tallies) {
    if (day < from) continue;
    const start = weekStart(day);
    const key = `${start}/${level}`;
    const point = weeks.get(key) ?? { start, level, right: 0, wrong: 0 };
    point.right += right;
    point.wrong += wrong;
    weeks.set(key, point);
  }
  return { period: 'week', points: [...weeks.values()] };
}

/** What the answers say, whatever the cards: totals, the streak and the chart, as of `today`. */
type History = Pick<
  Progress,
  'answers' | 'right' | 'wrong' | 'streak_days' | 'practised_today' | 'answers_today' | 'accuracy'
>;

export function historyOf(tallies: readonly DayTally[], today: string): History {
  // Days with an answer heard of in time: an offline answer sent long after counts, but not its day.
  const practised = new Set(tallies.filter((tally) => tally.on_time > 0).map((tally) => tally.day));
  const right = tallies.reduce((sum, tally) => sum + tally.right, 0);
  const wrong = tallies.reduce((sum, tally) => sum + tally.wrong, 0);
  const answersToday = tallies
    .filter((tally) => tally.day === today)
    .reduce((sum, tally) => sum + tally.right + tally.wrong, 0);
  return {
    answers: right + wrong,
    right,
    wrong,
    streak_days: streak(practised, today),
    practised_today: practised.has(today),
    answers_today: answersToday,
    accuracy: accuracyOverTime(tallies, today),
  };
}

/**
 * GET /progress: the cards as of `now`, with the history of the answers, the user's daily goal and
 * where they stand in the course.
 */
export function summarise(
  store: TreeStore,
  cards: readonly ReviewCardRow[],
  history: History,
  {
    now,
    tz,
    dailyGoal,
    course,
    level,
  }: { now: Date; tz: string; dailyGoal: number; course: CourseStanding; level: LearnerLevel },
): Progress {
  const species = speciesRows(store, cards, now);
  const due = species.filter((row) => row.due);
  return {
    tz,
    level,
    daily_goal: dailyGoal,
    seen: species.length,
    mastered: species.filter((row) => row.mastered).length,
    due: due.filter((row) => row.level <= level.level).length,
    due_beyond_level: due.filter((row) => row.level > level.level).length,
    next_due_at: nextDueAt(atLevel(store, cards, level.level), now)?.toISOString() ?? null,
    ...history,
    species,
    course,
  };
}

/** The cards of trees at or below `level`: what reviews and the due count keep to. */
export const atLevel = <T extends { tree_id: number }>(store: TreeStore, cards: readonly T[], level: number): T[] =>
  cards.filter((card) => (store.get(card.tree_id)?.level ?? Number.POSITIVE_INFINITY) <= level);

/** GET /progress/due: the due trees at or below the learner's level, in the order a review takes them. */
export function dueTrees(store: TreeStore, cards: readonly ReviewCardRow[], now: Date, level: number): DueTree[] {
  return withTrees(store, dueCards(atLevel(store, cards, level), now)).map(({ card, tree }) => ({
    tree_id: card.tree_id,
    ...namesOf(tree),
    level: tree.level,
    seen: card.seen,
    wrong: card.wrong,
    due_at: card.due.toISOString(),
    last_correct: card.last_correct,
  }));
}
