import { PROGRESS_ERRORS } from '@leafwise/contract';
import { HttpError } from '../http-error.ts';
import { dueCards } from '../progress/due.ts';
import type { ProgressData } from '../progress/progress-data.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import type { DrawnQuiz } from './draw-quiz.ts';
import { drawReview } from './draw-review.ts';

/**
 * POST /quizzes with mode review: a drill on `treeIds` when given (null when either tree is gone,
 * which the route answers as it does any draw with no trees), else a session of the caller's due
 * trees, most urgent first, read through the progress cache. 404 with a message the page can show
 * when nothing is due.
 */
export async function drawReviewFor(
  progress: ProgressData,
  store: TreeStore,
  { userId, treeIds, now, random }: { userId: string; treeIds?: number[]; now: Date; random: () => number },
): Promise<DrawnQuiz | null> {
  if (treeIds) return drawReview(store, treeIds, { drill: true, random });
  const due = dueCards(await progress.cards(userId), now).filter((card) => store.get(card.tree_id));
  const review = drawReview(
    store,
    due.map((card) => card.tree_id),
    { drill: false, random },
  );
  if (!review) throw new HttpError(404, PROGRESS_ERRORS.nothingDue);
  return review;
}
