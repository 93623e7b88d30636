import { PROGRESS } from '@leafwise/contract';
import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';
import type { ReviewCardRow } from '../db/progress-schema.ts';

/**
 * FSRS as Leafwise uses it. One learning step of a minute: a tree answered wrong comes back in the
 * same sitting, one answered right on first sight graduates at once (to about two days), rather
 * than ts-fsrs's default steps (1 and 10 minutes), which would make every tree seen due again ten
 * minutes later. No fuzz, so the schedule is a pure function of the answers (and testable).
 * Trees change with the seasons: a year at most between two reviews.
 */
const scheduler = fsrs({
  enable_fuzz: false,
  learning_steps: ['1m'],
  relearning_steps: ['1m'],
  maximum_interval: 365,
});

/** One answer about one tree, as the scheduler needs it. */
export type TreeAnswer = {
  user_id: string;
  tree_id: number;
  correct: boolean;
  answered_at: Date;
  /** When the question appeared, if known: a right answer long after counts as Hard. */
  shown_at?: Date | null;
  /**
   * Given in an offline practice: graded and timed by the device, never seen by the server, so it
   * may not make a tree mastered (PROGRESS.offlineStabilityCeilingDays).
   */
  offline?: boolean;
};

const HARD_AFTER_MS = PROGRESS.hardAfterSeconds * 1000;

/** Wrong is Again; right is Good, or Hard when it took longer than PROGRESS.hardAfterSeconds. */
export function gradeOf({ correct, answered_at, shown_at }: TreeAnswer): Grade {
  if (!correct) return Rating.Again;
  if (shown_at && answered_at.getTime() - shown_at.getTime() > HARD_AFTER_MS) return Rating.Hard;
  return Rating.Good;
}

/** The FSRS part of a stored card, as ts-fsrs reads it. */
export type CardState = Pick<
  ReviewCardRow,
  'due' | 'stability' | 'difficulty' | 'scheduled_days' | 'learning_steps' | 'reps' | 'lapses' | 'state' | 'last_review'
>;

const toCard = (state: CardState): Card => ({
  ...state,
  state: state.state as State,
  // Deprecated in ts-fsrs 5 and unused by its scheduler; it derives elapsed time from last_review.
  elapsed_days: 0,
  last_review: state.last_review ?? undefined,
});

const fromCard = (card: Card): CardState => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  scheduled_days: card.scheduled_days,
  learning_steps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  last_review: card.last_review ?? null,
});

/** A card for a tree never answered before. */
export const newCardState = (now: Date): CardState => fromCard(createEmptyCard(now));

/**
 * The card after one more answer. An answer older than the card's last review (answers applied
 * out of order) is taken as given at that review, so no time runs backwards.
 */
export function review(state: CardState, answer: TreeAnswer): CardState {
  const last = state.last_review?.getTime() ?? Number.NEGATIVE_INFINITY;
  const at = answer.answered_at.getTime() < last ? (state.last_review as Date) : answer.answered_at;
  const next = fromCard(scheduler.next(toCard(state), at, gradeOf(answer)).card);
  return answer.offline ? withinOfflineCeiling(state, next, at) : next;
}

const DAY_MS = 86_400_000;

/**
 * An offline answer's card, held short of mastered: its stability no higher than the ceiling (or
 * than it already was, for a tree mastered in quizzes), and the next review no further off than
 * that stability (at the 90 % retention FSRS aims for, the interval in days is the stability).
 */
function withinOfflineCeiling(before: CardState, next: CardState, at: Date): CardState {
  const ceiling = Math.max(before.stability, PROGRESS.offlineStabilityCeilingDays);
  if (next.stability <= ceiling) return next;
  const days = Math.min(next.scheduled_days, Math.floor(ceiling));
  return { ...next, stability: ceiling, scheduled_days: days, due: new Date(at.getTime() + days * DAY_MS) };
}
