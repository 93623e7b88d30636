import { sentencesNaming } from './contrast-notes.ts';
import { partPhrase } from './part-phrase.ts';
import type { Species } from './schema.ts';
import { type ContrastPart, LIST_KEYS, type ListKey, partOfTrait, TRAIT_KEYS, type TraitKey } from './trait-phrases.ts';
import { listWords, traitsDiffer, traitValue } from './trait-values.ts';

/** What makes two trees easy to confuse, as the server's TreeStore draws look-alikes. */
const kinshipOf = (species: Species) => ({
  genus: species.name_sci.split(' ')[0] ?? species.name_sci,
  family: species.family,
  leafForm: `${species.traits.leaf.compound} ${species.traits.leaf.shape}`,
});
const CLOSENESS = ['genus', 'family', 'leafForm'] as const;

/**
 * The catalog's look-alikes of a species, the way the server draws them
 * (server/src/quizzes/wrong-options.ts): same genus, else same family, else same leaf form.
 */
export function lookalikesOf(species: Species, all: readonly Species[]): Species[] {
  const kin = kinshipOf(species);
  for (const key of CLOSENESS) {
    const close = all.filter((other) => other.name_sci !== species.name_sci && kinshipOf(other)[key] === kin[key]);
    if (close.length > 0) return close;
  }
  return [];
}

// The everyday tree a lone species is measured against, for want of look-alikes: what the species
// has and this tree lacks is what stands out. No kind of seed is the usual one, so each stands out.
// The finer traits have no everyday value worth measuring against, so a lone tree is not told by them.
const ORDINARY: Partial<Record<TraitKey, string>> = {
  conifer: 'false',
  type: 'deciduous',
  'leaf.compound': 'simple 1',
  'leaf.arrangement': 'alternate',
  'leaf.lobing': 'none',
  'seed.kind': '',
  'leaf.margin': 'serrate',
  'leaf.shape': 'elliptic',
  'bud.arrangement': 'alternate',
  'bud.colour': 'brown',
  'bud.shape': 'ovoid',
  'bark.texture': 'fissured',
  'bark.colour': 'grey',
};

const isList = (key: TraitKey): key is ListKey => (LIST_KEYS as readonly TraitKey[]).includes(key);

/**
 * How many look-alikes differ from `species` in `key`. A list trait counts only the look-alikes
 * that lack one word `species` has (the most for any one word), so the line says what it has
 * ("twigs with thorns"), never what it lacks.
 */
function differingCount(species: Species, lookalikes: readonly Species[], key: TraitKey): number {
  if (!isList(key)) return lookalikes.filter((other) => traitsDiffer(species, other, key)).length;
  const lacking = (word: string) => lookalikes.filter((other) => !listWords(other, key).includes(word)).length;
  return Math.max(0, ...listWords(species, key).map(lacking));
}

/**
 * One line on what to look for next time to know `species` from its look-alikes: the one or two
 * of its traits that differ from the most of them (the more telling first among equals). Where no
 * trait tells it from its look-alikes, the sentence of its own record that does; failing that, or
 * with no look-alikes, what stands out from an everyday tree.
 */
export function lookFor(species: Species, lookalikes: readonly Species[]): string {
  const counted = TRAIT_KEYS.map((key) => ({ key, count: differingCount(species, lookalikes, key) }));
  let keys = counted
    .filter(({ count }) => count > 0)
    .sort((x, y) => y.count - x.count)
    .map(({ key }) => key);
  // Look-alikes no trait tells apart (the limes, the pears): the record's own words say how.
  if (keys.length === 0) {
    const told = lookalikes.flatMap((other) => sentencesNaming(species, other))[0];
    if (told) return `Look for the difference: ${told.sentence}`;
  }
  // Conifer or not is the first thing anyone sees; a lone tree stands out by its leaves and fruit.
  if (keys.length === 0) {
    keys = TRAIT_KEYS.filter(
      (key) =>
        partOfTrait(key) !== 'habit' && ORDINARY[key] !== undefined && traitValue(species, key) !== ORDINARY[key],
    );
  }
  // Buds sit where the leaves do: naming both arrangements says one thing twice.
  if (keys.includes('leaf.arrangement')) keys = keys.filter((key) => key !== 'bud.arrangement');
  const parts = new Map<ContrastPart, TraitKey[]>();
  for (const key of keys.slice(0, 2)) parts.set(partOfTrait(key), [...(parts.get(partOfTrait(key)) ?? []), key]);
  const [first, second] = [...parts].map(([part, ofPart]) => partPhrase(species, part, ofPart, lookalikes));
  if (!second) return `Look for ${first ?? partPhrase(species, 'seed', ['seed.kind'])}.`;
  return `Look for ${first}${first?.includes(',') ? ',' : ''} and ${second}.`;
}
