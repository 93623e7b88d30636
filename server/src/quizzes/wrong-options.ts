import { WRONG_OPTIONS_PER_QUESTION } from '@leafwise/contract';
import type { Kinship, TreeStore } from '../trees/tree-store.ts';

/** From Veteran up, one wrong option is a look-alike whenever the pool has one (issue 5). */
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
 * Three distinct wrong options for `treeId` from `pool` (trees outside the quiz). At
 * LOOKALIKE_FROM_LEVEL and above the first is a look-alike when the pool holds one; the rest are
 * random. When the pool is too small (a tiny catalog) the quiz's other trees fill the gap.
 */
export function wrongOptions(
  store: TreeStore,
  treeId: number,
  { pool, quizTrees, level, random }: { pool: number[]; quizTrees: number[]; level: number; random: () => number },
): number[] {
  const chosen: number[] = [];
  if (level >= LOOKALIKE_FROM_LEVEL) {
    const close = lookalikes(store, treeId, pool);
    if (close.length > 0) chosen.push(pickOne(close, random));
  }
  const rest = pool.filter((id) => id !== treeId && !chosen.includes(id));
  chosen.push(...pickSome(rest, WRONG_OPTIONS_PER_QUESTION - chosen.length, random));
  if (chosen.length < WRONG_OPTIONS_PER_QUESTION) {
    const others = quizTrees.filter((id) => id !== treeId && !chosen.includes(id));
    chosen.push(...pickSome(others, WRONG_OPTIONS_PER_QUESTION - chosen.length, random));
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
