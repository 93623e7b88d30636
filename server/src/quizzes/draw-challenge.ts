import { CHALLENGE, PICTURE_SLOTS } from '@leafwise/contract';
import type { TreeStore } from '../trees/tree-store.ts';
import { type DrawnQuiz, drawnQuestion } from './draw-quiz.ts';
import { wrongOptions } from './wrong-options.ts';

/**
 * A leaderboard challenge: CHALLENGE.questions questions (more than anyone can answer in the
 * minute at one per CHALLENGE.minAnswerMs) at Ancient, so all trees, each showing every slot.
 *
 * Each question is drawn on its own, and its four options before its answer: a tree at random and
 * three others for it (one a look-alike when there is one, as at Ancient in a test), then which of
 * the four is right, at random. So the options say nothing about which one is right (a look-alike
 * pair is as likely to hold a wrong answer as the right one), and no question says anything about
 * another: a script cannot reason that a tree already asked, or one offered only once, must be the
 * answer somewhere (docs/leaderboard.md). The cost: a tree may come up twice in a run. Null when the catalog
 * is empty.
 */
export function drawChallenge(store: TreeStore, random: () => number): DrawnQuiz | null {
  const trees = store.sample({ level: CHALLENGE.level, limit: store.size }).map((tree) => tree.tree_id);
  if (trees.length === 0) return null;
  const questions = Array.from({ length: CHALLENGE.questions }, () => {
    const first = trees[Math.floor(random() * trees.length)] as number;
    const options = [
      first,
      ...wrongOptions(store, first, { pool: trees, quizTrees: [], level: CHALLENGE.level, random }),
    ];
    const right = options[Math.floor(random() * options.length)] as number;
    const wrong = options.filter((id) => id !== right);
    return drawnQuestion(store, right, wrong, PICTURE_SLOTS, random);
  });
  return { mode: 'challenge', level: CHALLENGE.level, type: null, study: null, questions };
}
