import type { Slot } from './illustrate/index.ts';
import type { ContrastPart } from './trait-phrases.ts';

/** The part of a tree each picture slot shows: the whole tree's picture shows its habit (its crown, its foliage). */
export const PART_OF_SLOT = {
  leaf: 'leaf',
  bark: 'bark',
  bud: 'bud',
  seed: 'seed',
  form: 'habit',
} as const satisfies Record<Slot, ContrastPart>;

/** The parts a question's pictures showed; every part when the slots are not known (a comparison asked for outside a quiz). */
export function partsShown(slots: readonly Slot[] | undefined): ReadonlySet<ContrastPart> | undefined {
  return slots && slots.length > 0 ? new Set(slots.map((slot) => PART_OF_SLOT[slot])) : undefined;
}

/**
 * The items about a shown part first, then the rest, each group keeping its own order: what the
 * learner has just looked at leads, what the question did not show follows.
 */
export function shownFirst<T>(
  items: readonly T[],
  partOf: (item: T) => ContrastPart,
  shown: ReadonlySet<ContrastPart> | undefined,
): T[] {
  if (!shown) return [...items];
  return [...items.filter((item) => shown.has(partOf(item))), ...items.filter((item) => !shown.has(partOf(item)))];
}
