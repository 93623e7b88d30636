import { CHALLENGE, PICTURE_SLOTS } from '@leafwise/contract';
import type { TreeStore } from '../trees/tree-store.ts';
import { type DrawnQuiz, drawnQuestion } from './draw-quiz.ts';
import { shuffle, wrongOptions } from './wrong-options.ts';

/**
 * A leaderboard challenge: every active tree once (CHALLENGE.level is Ancient, so all of them), in
 * random order, so nobody runs out of questions within the minute. Each question shows every slot
 * and offers three wrong options from all the other trees, one a look-alike when there is one, as
 * at Ancient in a test. Null when the catalog is empty.
 */
export function drawChallenge(store: TreeStore, random: () => number): DrawnQuiz | null {
  const trees = store.sample({ level: CHALLENGE.level, limit: store.size }).map((tree) => tree.tree_id);
  if (trees.length === 0) return null;
  const order = shuffle(trees, random);
  const questions = order.map((treeId) =>
    drawnQuestion(
      store,
      treeId,
      wrongOptions(store, treeId, { pool: trees, quizTrees: [], level: CHALLENGE.level, random }),
      PICTURE_SLOTS,
      random,
    ),
  );
  return { mode: 'challenge', level: CHALLENGE.level, type: null, study: null, questions };
}
