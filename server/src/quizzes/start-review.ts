import { PROGRESS_ERRORS, REVIEW } from '@leafwise/contract';
import { HttpError } from '../http-error.ts';
import { dueCards } from '../progress/due.ts';
import type { ProgressData } from '../progress/progress-data.ts';
import { atLevel } from '../progress/summarise.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import type { DrawnQuiz } from './draw-quiz.ts';
import { drawReview } from './draw-review.ts';

/**
 * POST /quizzes with mode review: exactly `treeIds` when given (a drill for two; null when a
 * drilled tree, or every chosen one, is gone, which the route answers as it does any draw with no trees), else a session of the caller's due
 * trees, most urgent first, read through the progress cache. 404 with a message the page can show
 * when nothing is due.
 */
export async function drawReviewFor(
  progress: ProgressData,
  store: TreeStore,
  { userId, treeIds, now, random }: { userId: string; treeIds?: number[]; now: Date; random: () => number },
): Promise<DrawnQuiz | null> {
  const { level } = await progress.level(userId);
  if (treeIds) {
    // Two chosen trees are the pair the caller mixes up: drilled. Any other number (the trees an
    // end screen says were missed) is reviewed once each, all of them. Chosen trees are taken
    // whatever their level; their wrong options keep to the learner's.
    const drill = treeIds.length === REVIEW.drillTrees;
    return drawReview(store, treeIds, { drill, random, level, limit: REVIEW.chosenMaxTrees });
  }
  // A review keeps to the learner's level: a rare tree met once in the challenge waits until the
  // learner's level reaches it (docs/progress.md, "The learner's level").
  const due = dueCards(atLevel(store, await progress.cards(userId), level), now);
  const review = drawReview(
    store,
    due.map((card) => card.tree_id),
    { drill: false, random, level },
  );
  if (!review) throw new HttpError(404, PROGRESS_ERRORS.nothingDue);
  return review;
}
