import { CHALLENGE, type Comparison, type Debrief, type Explanation } from '@leafwise/contract';
import type { QuestionRow, QuizRow } from '../db/quiz-schema.ts';
import type { TreeStore } from '../trees/tree-store.ts';

/**
 * The right tree beside the one taken for it, with what tells them apart; null when either has
 * left the catalog. Each tree comes with its public pictures: the answer is known by now.
 */
export function comparisonOf(store: TreeStore, rightId: number, chosenId: number): Comparison | null {
  const right = store.get(rightId);
  const chosen = store.get(chosenId);
  const differences = store.contrasts.between(rightId, chosenId);
  if (!right || !chosen || !differences) return null;
  return { trees: [store.withPictures(right), store.withPictures(chosen)], ...differences };
}

/** What an answered question teaches: what to look for, and after a miss the comparison. */
export function explain(store: TreeStore, question: QuestionRow): Explanation | null {
  const lookFor = store.contrasts.lookFor(question.tree_id);
  if (lookFor === undefined || question.chosen_tree_id === null) return null;
  const missed = question.correct === false;
  return {
    look_for: lookFor,
    comparison: missed ? comparisonOf(store, question.tree_id, question.chosen_tree_id) : null,
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
      const comparison = comparisonOf(store, question.tree_id, question.chosen_tree_id);
      return comparison ? [{ index: question.position, comparison }] : [];
    }),
  };
}
