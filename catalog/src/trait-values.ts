import type { Species } from './schema.ts';
import { LIST_KEYS, type ListKey, RANGE_KEYS, type RangeKey, type TraitKey } from './trait-phrases.ts';

const isList = (key: TraitKey): key is ListKey => (LIST_KEYS as readonly TraitKey[]).includes(key);
const isRange = (key: TraitKey): key is RangeKey => (RANGE_KEYS as readonly TraitKey[]).includes(key);

/** A record's value at a trait key ("bud.twig.features" is traits.bud.twig.features); undefined where it has none. */
function recordAt(species: Species, key: TraitKey): unknown {
  if (key === 'conifer' || key === 'type') return species[key];
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

/** The words a record lists for a list trait. */
export const listWords = (species: Species, key: ListKey): readonly string[] => recordAt(species, key) as string[];

/** A record's range for a size trait; none for a bud size where no winter bud forms. */
export function rangeOf(species: Species, key: RangeKey): readonly [number, number] | undefined {
  if (key === 'bud.length_mm' && !species.traits.bud.formed) return undefined;
  return recordAt(species, key) as [number, number];
}

/** Whether two ranges share no value: one's largest under the other's smallest. */
const rangesApart = (x: readonly [number, number], y: readonly [number, number]): boolean => x[1] < y[0] || y[1] < x[0];

/**
 * Whether two records differ in a trait. Leaflet counts are typical figures, so two compound
 * leaves of one kind count as different only when one has half as many leaflets again; sizes
 * only when their ranges do not overlap; lists when one has a word the other lacks; a trait only
 * some records have (autumn colour, leaf base, cone bracts) only when both have it.
 */
export function traitsDiffer(a: Species, b: Species, key: TraitKey): boolean {
  if (key === 'leaf.compound') {
    const [x, y] = [a.traits.leaf, b.traits.leaf];
    if (x.compound !== y.compound) return true;
    return Math.max(x.leaflets, y.leaflets) >= 1.5 * Math.min(x.leaflets, y.leaflets);
  }
  if (isRange(key)) {
    const [x, y] = [rangeOf(a, key), rangeOf(b, key)];
    return x !== undefined && y !== undefined && rangesApart(x, y);
  }
  if (isList(key)) {
    const [x, y] = [listWords(a, key), listWords(b, key)];
    return x.some((word) => !y.includes(word)) || y.some((word) => !x.includes(word));
  }
  const [x, y] = [recordAt(a, key), recordAt(b, key)];
  return x !== undefined && y !== undefined && x !== y;
}
