import type { TreeSlot } from '@leafwise/contract';
import { DRAWING_SPECIMENS, drawingUrl } from '@leafwise/contract/constants';
import { useMemo } from 'react';

export type Specimens = Record<TreeSlot, number>;

/** A public specimen at random for each slot, `avoid`'s own excepted where given (a shuffle shows others). */
export function randomSpecimens(avoid?: Specimens): Specimens {
  const pick = (slot: TreeSlot) => {
    const other = Math.floor(Math.random() * (avoid ? DRAWING_SPECIMENS - 1 : DRAWING_SPECIMENS));
    return avoid && other >= avoid[slot] ? other + 1 : other;
  };
  return { leaf: pick('leaf'), bark: pick('bark'), bud: pick('bud'), seed: pick('seed'), form: pick('form') };
}

/**
 * Which drawing of each slot a tree shows this time: a public specimen at random, chosen again
 * whenever another tree (or the same one, anew) is shown, so a learner meets the species as it
 * varies rather than one picture of it ("more pictures of each tree, shown at random"). A photo's
 * URL is left as it is.
 */
export function useSpecimenUrls(treeId: number): (url: string, slot: TreeSlot) => string {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tree is what draws new specimens.
  const specimens = useMemo(() => randomSpecimens(), [treeId]);
  return (url, slot) => drawingUrl(url, { specimen: specimens[slot] });
}
