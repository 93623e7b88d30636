import { type TreeType, WRONG_OPTIONS_PER_QUESTION } from '@leafwise/contract';
import type { Kinship, TreeStore } from '../trees/tree-store.ts';

/**
 * From Veteran up, one wrong option is a look-alike whenever the pool has one; below it (Sapling)
 * the options are of the level and the tree's broad kind instead (docs/quizzes.md).
 */
export const LOOKALIKE_FROM_LEVEL = 2;

const CLOSENESS: (keyof Kinship)[] = ['genus', 'family', 'leafForm'];

/**
 * The trees in `pool` closest to `treeId`: those of its genus, else of its family, else with its
 * leaf form; empty when none shares any of them.
 */
export function lookalikes(store: TreeStore, treeId: number, pool: number[]): number[] {
  const kin = store.kinship(treeId);
  if (!kin) return [];
  for (const key of CLOSENESS) {
    const close = pool.filter((id) => id !== treeId && store.kinship(id)?.[key] === kin[key]);
    if (close.length > 0) return close;
  }
  return [];
}

/**
 * Three distinct wrong options for `treeId`. Below LOOKALIKE_FROM_LEVEL (Sapling) they are fair ones,
 * see saplingWrongOptions, and `pool` is not used. From it up they come from `pool` (trees outside
 * the quiz): the first a look-alike when the pool holds one, the rest random. When the pool is too
 * small (a tiny catalog) the quiz's other trees fill the gap.
 */
export function wrongOptions(
  store: TreeStore,
  treeId: number,
  { pool, quizTrees, level, type, random }: WrongOptionsSettings,
): number[] {
  if (level < LOOKALIKE_FROM_LEVEL) return saplingWrongOptions(store, treeId, { quizTrees, level, type, random });
  const chosen: number[] = [];
  const close = lookalikes(store, treeId, pool);
  if (close.length > 0) chosen.push(pickOne(close, random));
  const rest = pool.filter((id) => id !== treeId && !chosen.includes(id));
  chosen.push(...pickSome(rest, WRONG_OPTIONS_PER_QUESTION - chosen.length, random));
  if (chosen.length < WRONG_OPTIONS_PER_QUESTION) {
    const others = quizTrees.filter((id) => id !== treeId && !chosen.includes(id));
    chosen.push(...pickSome(others, WRONG_OPTIONS_PER_QUESTION - chosen.length, random));
  }
  return chosen;
}

type WrongOptionsSettings = {
  pool: number[];
  quizTrees: number[];
  level: number;
  /** The quiz's type; left out for all trees. */
  type?: TreeType;
  random: () => number;
};

type Candidate = { id: number; sameKind: boolean; atLevel: boolean; ofType: boolean; inQuiz: boolean };

/**
 * Where Sapling's wrong options come from, best first; each tier is used up before the next. The
 * rule is the first two: a beginner's options are trees of the level they chose, of the type, and
 * of the same broad kind (conifer or broadleaf), so telling them apart takes knowing them. When
 * too few trees fit (Sapling's evergreen broadleaves are holly and cherry laurel; its one
 * deciduous conifer is the European larch), the kind is kept longest: a harder tree of the same
 * kind and type, then one of the same kind of the other type, then any tree of the type.
 */
const SAPLING_TIERS: readonly ((candidate: Candidate) => boolean)[] = [
  // Outside the quiz first, as the pool is from Veteran up (incorrect-options' exclude_ids).
  (c) => c.sameKind && c.ofType && c.atLevel && !c.inQuiz,
  (c) => c.sameKind && c.ofType && c.atLevel,
  (c) => c.sameKind && c.ofType,
  (c) => c.sameKind && c.atLevel,
  (c) => c.sameKind,
  (c) => c.ofType,
];

/** Sapling's wrong options (docs/quizzes.md): random within each of SAPLING_TIERS in turn. */
function saplingWrongOptions(
  store: TreeStore,
  treeId: number,
  { quizTrees, level, type, random }: Omit<WrongOptionsSettings, 'pool'>,
): number[] {
  const conifer = store.isConifer(treeId);
  const inQuiz = new Set(quizTrees);
  const candidates: Candidate[] = store
    .matching({})
    .filter((tree) => tree.tree_id !== treeId)
    .map((tree) => ({
      id: tree.tree_id,
      sameKind: store.isConifer(tree.tree_id) === conifer,
      atLevel: tree.level <= level,
      ofType: type === undefined || tree.type === type,
      inQuiz: inQuiz.has(tree.tree_id),
    }));
  const chosen: number[] = [];
  for (const tier of SAPLING_TIERS) {
    if (chosen.length === WRONG_OPTIONS_PER_QUESTION) break;
    const fits = candidates.filter((candidate) => tier(candidate) && !chosen.includes(candidate.id));
    chosen.push(
      ...pickSome(
        fits.map((candidate) => candidate.id),
        WRONG_OPTIONS_PER_QUESTION - chosen.length,
        random,
      ),
    );
  }
  return chosen;
}

const pickOne = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

/** Up to `count` distinct items, each subset equally likely; `items` is left as it was. */
export function pickSome<T>(items: T[], count: number, random: () => number): T[] {
  return shuffle(items, random).slice(0, Math.max(0, count));
}

/**
 * The study-then-quiz rhythm's questions: from each group of `groupSize` studied trees in turn, up
 * to `perGroup` of them in random order (training asks 2 of 3, a review all of each group).
 */
export function pickPerGroup<T>(studied: T[], groupSize: number, perGroup: number, random: () => number): T[] {
  const asked: T[] = [];
  for (let start = 0; start < studied.length; start += groupSize) {
    asked.push(...pickSome(studied.slice(start, start + groupSize), perGroup, random));
  }
  return asked;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
