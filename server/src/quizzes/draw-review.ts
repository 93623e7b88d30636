import { MAX_LEVEL, PICTURE_SLOTS, REVIEW, type Tree, WRONG_OPTIONS_PER_QUESTION } from '@leafwise/contract';
import type { TreeStore } from '../trees/tree-store.ts';
import { type DrawnQuiz, drawnQuestion } from './draw-quiz.ts';
import { pickPerGroup, shuffle, wrongOptions } from './wrong-options.ts';

/**
 * A review session on `treeIds` (most urgent first, at most `limit`): studied in groups of
 * REVIEW.treesPerGroup, each tree then asked once, in random order within its group. With
 * `drill`, the two trees are studied together and asked REVIEW.drillQuestions times between them,
 * each question offering the other tree among its options. Questions show every picture, as in a
 * test: telling look-alikes apart takes the bark and the buds as much as the leaf. Wrong options
 * keep to the learner's `level`. Null when none of the trees is in the catalog.
 */
export function drawReview(
  store: TreeStore,
  treeIds: readonly number[],
  {
    drill,
    random,
    level = MAX_LEVEL,
    limit = REVIEW.maxTrees,
  }: { drill: boolean; random: () => number; level?: number; limit?: number },
): DrawnQuiz | null {
  const study = treeIds
    .slice(0, limit)
    .map((id) => store.get(id))
    .filter((tree): tree is Tree => tree !== undefined);
  if (study.length === 0 || (drill && study.length !== REVIEW.drillTrees)) return null;
  const quizTrees = study.map((tree) => tree.tree_id);
  // Wrong options of the learner's level: a beginner's review offers no rare tree to choose.
  const pool = store
    .incorrectOptions({ exclude_ids: quizTrees, limit: store.size })
    .filter((tree) => tree.level <= level)
    .slice(0, WRONG_OPTIONS_PER_QUESTION * study.length)
    .map((tree) => tree.tree_id);
  const asked = drill
    ? drillOrder(quizTrees, random)
    : pickPerGroup(quizTrees, REVIEW.treesPerGroup, REVIEW.treesPerGroup, random);
  const questions = asked.map((treeId) => {
    const wrong = drill
      ? [
          ...quizTrees.filter((id) => id !== treeId),
          ...wrongOptions(store, treeId, { pool, quizTrees: [], level, random }),
        ]
      : wrongOptions(store, treeId, { pool, quizTrees, level, random });
    return drawnQuestion(store, treeId, wrong.slice(0, WRONG_OPTIONS_PER_QUESTION), PICTURE_SLOTS, random);
  });
  return { mode: 'review', level, type: null, study, questions };
}

/** REVIEW.drillQuestions questions, as many on each tree, in random order. */
function drillOrder(trees: number[], random: () => number): number[] {
  const each = Math.ceil(REVIEW.drillQuestions / trees.length);
  return shuffle(
    trees.flatMap((id) => Array.from({ length: each }, () => id)),
    random,
  ).slice(0, REVIEW.drillQuestions);
}
