import { PROGRESS_ERRORS, TREE_ERRORS } from '@leafwise/contract';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { dueCards } from '../progress/due.ts';
import { listCards } from '../progress/progress-repository.ts';
import type { TreeStore } from '../trees/tree-store.ts';
import type { DrawnQuiz } from './draw-quiz.ts';
import { drawReview } from './draw-review.ts';

/**
 * POST /quizzes with mode review: a drill on `treeIds` when given, else a session of the caller's
 * due trees, most urgent first. 404 with a message the page can show when nothing is due.
 */
export async function drawReviewFor(
  db: Db,
  store: TreeStore,
  { userId, treeIds, now, random }: { userId: string; treeIds?: number[]; now: Date; random: () => number },
): Promise<DrawnQuiz> {
  if (treeIds) {
    const drill = drawReview(store, treeIds, { drill: true, random });
    if (!drill) throw new HttpError(404, TREE_ERRORS.noneFound);
    return drill;
  }
  const due = dueCards(await listCards(db, userId), now).filter((card) => store.get(card.tree_id));
  const review = drawReview(
    store,
    due.map((card) => card.tree_id),
    { drill: false, random },
  );
  if (!review) throw new HttpError(404, PROGRESS_ERRORS.nothingDue);
  return review;
}
