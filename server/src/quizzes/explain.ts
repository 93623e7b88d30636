import {
  CHALLENGE,
  type Comparison,
  type Debrief,
  type Explanation,
  TREE_SLOTS,
  type TreeSlot,
} from '@leafwise/contract';
import type { QuestionRow, QuizRow } from '../db/quiz-schema.ts';
import type { TreeStore } from '../trees/tree-store.ts';

/**
 * The slots a question showed, in the slots' own order: a name question's pictures, or the one
 * slot of a picture question's four pictures.
 */
export function slotsShown(question: Pick<QuestionRow, 'pictures' | 'option_pictures'>): TreeSlot[] {
  const pictures = question.option_pictures?.[0] ?? question.pictures;
  return TREE_SLOTS.filter((slot) => pictures[slot] !== undefined);
}

/**
 * The right tree beside the one taken for it, with what tells them apart (what the `slots` a
 * question showed can show first); null when either has left the catalog. Each tree comes with
 * its public pictures: the answer is known by now.
 */
export function comparisonOf(
  store: TreeStore,
  rightId: number,
  chosenId: number,
  slots?: readonly TreeSlot[],
): Comparison | null {
  const right = store.get(rightId);
  const chosen = store.get(chosenId);
  const differences = store.contrasts.between(rightId, chosenId, slots);
  if (!right || !chosen || !differences) return null;
  return { trees: [store.withPictures(right), store.withPictures(chosen)], ...differences };
}

/**
 * What an answered question teaches: what to look for, and after a miss the comparison, each
 * leading with what its pictures showed (docs/teaching.md).
 */
export function explain(store: TreeStore, question: QuestionRow): Explanation | null {
  const slots = slotsShown(question);
  const lookFor = store.contrasts.lookFor(question.tree_id, slots);
  if (lookFor === undefined || question.chosen_tree_id === null) return null;
  const missed = question.correct === false;
  return {
    look_for: lookFor,
    comparison: missed ? comparisonOf(store, question.tree_id, question.chosen_tree_id, slots) : null,
  };
}

/** A challenge keeps its teaching for the end, so none of it is read against the clock. */
export function isRunningChallenge(quiz: QuizRow, now: Date): boolean {
  if (quiz.deadline_at === null || quiz.finished_at !== null) return false;
  return now.getTime() <= quiz.deadline_at.getTime() + CHALLENGE.graceSeconds * 1000;
}

/** Every missed question of a quiz, in the order asked, each with its comparison. */
export function debriefOf(store: TreeStore, questions: QuestionRow[]): Debrief {
  return {
    misses: questions.flatMap((question) => {
      if (question.correct !== false || question.chosen_tree_id === null) return [];
      const comparison = comparisonOf(store, question.tree_id, question.chosen_tree_id, slotsShown(question));
      return comparison ? [{ index: question.position, comparison }] : [];
    }),
  };
}
