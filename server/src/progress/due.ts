import type { ReviewCardRow } from '../db/progress-schema.ts';

type DueFields = Pick<ReviewCardRow, 'due' | 'last_correct' | 'wrong'>;

/**
 * Due now: FSRS's time for it has come, or its last answer was wrong. A wrong answer makes FSRS
 * ask again a minute later (scheduler.ts); counting the tree due at once means the review that
 * follows a quiz brings back exactly the trees just missed, without waiting out the minute.
 * A tree never answered has no card, and is never due: new trees are for training.
 */
export const isDue = (card: DueFields, now: Date): boolean => !card.last_correct || card.due <= now;

/**
 * The order a review takes due trees in: those missed last time first, then the most often
 * missed, then the longest overdue.
 */
function byUrgency(a: DueFields, b: DueFields): number {
  if (a.last_correct !== b.last_correct) return a.last_correct ? 1 : -1;
  if (a.wrong !== b.wrong) return b.wrong - a.wrong;
  return a.due.getTime() - b.due.getTime();
}

/** The due cards, most urgent first. */
export function dueCards<T extends DueFields>(cards: readonly T[], now: Date): T[] {
  return cards.filter((card) => isDue(card, now)).sort(byUrgency);
}

/** When the next card not due now will be; null when there is none. */
export function nextDueAt(cards: readonly DueFields[], now: Date): Date | null {
  let next: Date | null = null;
  for (const card of cards) {
    if (isDue(card, now)) continue;
    if (!next || card.due < next) next = card.due;
  }
  return next;
}
