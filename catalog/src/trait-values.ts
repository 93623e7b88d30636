import type { Species } from './schema.ts';
import {
  COUNT_KEYS,
  type CountKey,
  habitOf,
  LIST_KEYS,
  type ListKey,
  RANGE_KEYS,
  type RangeKey,
  type TraitKey,
} from './trait-phrases.ts';
import { LOBE_DEPTHS } from './traits.ts';

const isList = (key: TraitKey): key is ListKey => (LIST_KEYS as readonly TraitKey[]).includes(key);
const isRange = (key: TraitKey): key is RangeKey => (RANGE_KEYS as readonly TraitKey[]).includes(key);
const isCount = (key: TraitKey): key is CountKey => (COUNT_KEYS as readonly TraitKey[]).includes(key);

/** A record's value at a trait key ("bud.twig.features" is traits.bud.twig.features); undefined where it has none. */
function recordAt(species: Species, key: TraitKey): unknown {
  if (key === 'conifer') return species.conifer;
  // A semi-evergreen is neither bare in winter nor evergreen.
  if (key === 'type') return habitOf(species).split(' ')[1];
  return key
    .split('.')
    .reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], species.traits);
}

/** A record's value for a trait key, as a string to compare (leaflets ride with compound). */
export function traitValue(species: Species, key: TraitKey): string {
  if (key === 'leaf.compound') return `${species.traits.leaf.compound} ${species.traits.leaf.leaflets}`;
  const value = recordAt(species, key);
  return typeof value === 'string' ? value : JSON.stringify(value ?? '');
}

/** The words a record lists for a list trait, as written. */
export const listedWords = (species: Species, key: ListKey): readonly string[] => recordAt(species, key) as string[];

/**
 * The words a record has for a list trait: those it lists, and those its other traits imply. Bark
 * whose very texture is lenticelled has lenticels, listed or not, so it is never said to be without them.
 */
export function listWords(species: Species, key: ListKey): readonly string[] {
  const words = listedWords(species, key);
  if (key === 'bark.features' && species.traits.bark.texture === 'lenticelled' && !words.includes('lenticels')) {
    return [...words, 'lenticels'];
  }
  return words;
}

/** A record's range for a size trait; none for a bud size where no winter bud forms, nor a count a record lacks. */
export function rangeOf(species: Species, key: RangeKey | CountKey): readonly [number, number] | undefined {
  if (key === 'bud.length_mm' && !species.traits.bud.formed) return undefined;
  return recordAt(species, key) as [number, number] | undefined;
}

/** Whether two ranges share no value: one's largest under the other's smallest. */
export const rangesApart = (x: readonly [number, number], y: readonly [number, number]): boolean =>
  x[1] < y[0] || y[1] < x[0];

// Typical sizes clearly differ when one range's middle is at least 1.6 times the other's: a wych
// elm's leaf 8–16 cm long (12) against an English elm's 4–9 cm (6.5), not an ash's 20–35 cm (27.5)
// against a rowan's 10–25 cm (17.5), nor 5–10 cm (7.5) against 3–7 cm (5).
const TYPICAL_RATIO = 1.6;
const middle = ([low, high]: readonly [number, number]) => (low + high) / 2;
const within = (value: number, [low, high]: readonly [number, number]) => value >= low && value <= high;

/**
 * Whether two overlapping ranges still have clearly different typical sizes (docs/teaching.md): the
 * middle of one is at least 1.6 times the other's, and neither middle falls within the other range.
 * A record's range is the size as commonly met, so its middle stands for the usual size.
 */
export function typicallyApart(x: readonly [number, number], y: readonly [number, number]): boolean {
  const [big, small] = middle(x) >= middle(y) ? [x, y] : [y, x];
  return middle(big) >= TYPICAL_RATIO * middle(small) && !within(middle(big), small) && !within(middle(small), big);
}

/** How a maple's two wings spread, by the middle of its angle (0° parallel, 180° in a straight line). */
export type WingSpread = 'parallel' | 'narrow' | 'right' | 'wide' | 'straight';
export function wingSpread([low, high]: readonly [number, number]): WingSpread {
  const angle = (low + high) / 2;
  if (angle < 40) return 'parallel';
  if (angle < 70) return 'narrow';
  if (angle < 110) return 'right';
  if (angle < 150) return 'wide';
  return 'straight';
}

/**
 * Whether two records differ in a trait. Leaflet counts are typical figures, so two compound
 * leaves of one kind count as different only when one has half as many leaflets again; sizes
 * when their ranges do not overlap or their typical sizes clearly differ; counts (stones, lobes)
 * when they do not overlap; a maple's wings where they spread clearly differently; lobe depths when one is shallow and the other deep (the middle
 * word is a matter of judgement); lists when one has a word the other lacks; a trait only some
 * records have (autumn colour, leaf base, cone bracts, stones) only when both have it.
 */
export function traitsDiffer(a: Species, b: Species, key: TraitKey): boolean {
  if (key === 'leaf.compound') {
    const [x, y] = [a.traits.leaf, b.traits.leaf];
    if (x.compound !== y.compound) return true;
    return Math.max(x.leaflets, y.leaflets) >= 1.5 * Math.min(x.leaflets, y.leaflets);
  }
  if (isRange(key) || isCount(key)) {
    const [x, y] = [rangeOf(a, key), rangeOf(b, key)];
    if (x === undefined || y === undefined) return false;
    return rangesApart(x, y) || (isRange(key) && typicallyApart(x, y));
  }
  if (isList(key)) {
    const [x, y] = [listWords(a, key), listWords(b, key)];
    return x.some((word) => !y.includes(word)) || y.some((word) => !x.includes(word));
  }
  if (key === 'seed.wing_angle') {
    // Two spreads differ where they are called differently and are typically apart as well.
    const [x, y] = [a.traits.seed.wing_angle, b.traits.seed.wing_angle];
    if (x === undefined || y === undefined || wingSpread(x) === wingSpread(y)) return false;
    return rangesApart(x, y) || typicallyApart(x, y);
  }
  if (key === 'leaf.lobe_depth') {
    const [x, y] = [a.traits.leaf.lobe_depth, b.traits.leaf.lobe_depth];
    return x !== undefined && y !== undefined && Math.abs(LOBE_DEPTHS.indexOf(x) - LOBE_DEPTHS.indexOf(y)) > 1;
  }
  const [x, y] = [recordAt(a, key), recordAt(b, key)];
  return x !== undefined && y !== undefined && x !== y;
}
