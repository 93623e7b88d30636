import { sentencesNaming } from './contrast-notes.ts';
import type { Slot } from './illustrate/index.ts';
import { lessonMarksOf } from './lesson-marks.ts';
import { partPhrase } from './part-phrase.ts';
import type { Species } from './schema.ts';
import { PART_OF_SLOT, partsShown } from './shown-parts.ts';
import { type ContrastPart, LIST_KEYS, type ListKey, partOfTrait, TRAIT_KEYS, type TraitKey } from './trait-phrases.ts';
import { listWords, traitsDiffer, traitValue } from './trait-values.ts';
import { writeLookFor } from './write-look-for.ts';

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

/** A record with one list trait set to `words`: how a lesson's word is made the one its phrase names. */
function withList(species: Species, key: ListKey, words: string[]): Species {
  const { bark, bud } = species.traits;
  const traits =
    key === 'bark.features'
      ? { ...species.traits, bark: { ...bark, features: words as typeof bark.features } }
      : key === 'bud.surface'
        ? { ...species.traits, bud: { ...bud, surface: words as typeof bud.surface } }
        : { ...species.traits, bud: { ...bud, twig: { ...bud.twig, features: words as typeof bud.twig.features } } };
  return { ...species, traits };
}

/**
 * One phrase of a look-for line: what the tree has at one part. `authored` marks a field mark of
 * the record's own `look_for`; the others are made from its traits.
 */
export type LookForPhrase = { part: ContrastPart; phrase: string; authored?: true };

/** A line names at most this many marks before "Also:". */
const MARKS_PER_LINE = 2;

/** The record's own field marks, in the order an expert checks them (docs/catalog.md, "What to look for"). */
export const authoredMarks = (species: Species): LookForPhrase[] =>
  (species.look_for ?? []).map((mark) => ({ part: PART_OF_SLOT[mark.part], phrase: mark.mark, authored: true }));
/**
 * A look-for line, before it is written out: what it leads with (of the parts the question
 * showed, at most two), or the record's own sentence, or the shown parts that do not tell the tree
 * from its look-alikes; and one phrase of a part the question did not show, said after.
 */
export type LookForLine = {
  lead: LookForPhrase[];
  sentence?: string;
  alike: ContrastPart[];
  /** No look-alikes: the parts in `alike` are like most trees'. */
  alone?: true;
  also?: LookForPhrase;
};

type Allowed = (part: ContrastPart) => boolean;
type Choice = { part: ContrastPart; keys: TraitKey[] }[];

/** Keys grouped by part, in the order their parts first come, at most two parts. */
function byPart(keys: readonly TraitKey[]): Choice {
  const picks: Choice = [];
  for (const key of keys) {
    const part = partOfTrait(key);
    const pick = picks.find((entry) => entry.part === part);
    if (pick) pick.keys.push(key);
    else if (picks.length < 2) picks.push({ part, keys: [key] });
  }
  return picks;
}

/**
 * The traits to name, part by part (at most two parts), among the parts `allowed`: the marks the
 * tree's lesson names, as the lesson names them; else the one or two traits that differ from the
 * most look-alikes (the more telling first among equals).
 */
function pickKeys(species: Species, lookalikes: readonly Species[], allowed: Allowed): Choice {
  const marked = byPart(lessonMarksOf(species).flatMap(([key]) => (allowed(partOfTrait(key)) ? [key] : [])));
  if (marked.length > 0) return marked;
  let ranked = TRAIT_KEYS.map((key) => ({ key, count: differingCount(species, lookalikes, key) }))
    .filter(({ key, count }) => count > 0 && allowed(partOfTrait(key)))
    .sort((x, y) => y.count - x.count)
    .map(({ key }) => key);
  // Buds sit where the leaves do: naming both arrangements says one thing twice.
  if (ranked.includes('leaf.arrangement')) ranked = ranked.filter((key) => key !== 'bud.arrangement');
  return byPart(ranked.slice(0, 2));
}

/**
 * The phrase of one part: a list trait the lesson names says the lesson's word ("twigs with
 * woody pegs"); any other says the word of the record's list that the most look-alikes lack.
 */
function phraseOf(species: Species, lookalikes: readonly Species[], { part, keys }: Choice[number]): LookForPhrase {
  let speaking = species;
  let against = lookalikes;
  for (const [key, word] of lessonMarksOf(species)) {
    if (!keys.includes(key) || !isList(key)) continue;
    speaking = withList(speaking, key, [word]);
    against = against.map((other) => withList(other, key, []));
  }
  return { part, phrase: partPhrase(speaking, part, keys.slice(0, 3), against) };
}

/**
 * What to look for next time to know `species` from its look-alikes (docs/teaching.md): the field
 * marks its record names first (`look_for`), two at most. Given the `slots` a question showed, the
 * line leads with the record's marks of what those pictures show (a leaf question: its leaf marks)
 * and adds its first mark of another part after it. Where the record names no mark of the shown
 * parts, the line is made from the traits as before: the marks its lesson names, else the one or two
 * of its traits that differ from the most of its look-alikes; where no trait tells it from them, the
 * sentence of its own record that does; with no look-alikes, what stands out from an everyday tree;
 * and where the shown parts do not tell it at all, it says so before that other mark.
 */
export function lookForLine(
  species: Species,
  lookalikes: readonly Species[],
  options: { slots?: readonly Slot[] } = {},
): LookForLine {
  const shown = partsShown(options.slots);
  const isShown: Allowed = (part) => !shown || shown.has(part);
  const marks = authoredMarks(species);
  const marked = marks.filter(({ part }) => isShown(part)).slice(0, MARKS_PER_LINE);
  const phrases = (picks: Choice) => picks.map((pick) => phraseOf(species, lookalikes, pick));
  const everywhere = () => phrases(pickKeys(species, lookalikes, () => true));
  const also = shown
    ? (marks.find(({ part }) => !shown.has(part)) ?? everywhere().find(({ part }) => !shown.has(part)))
    : undefined;
  if (marked.length > 0) return { lead: marked, alike: [], ...(also ? { also } : {}) };
  const lead = shown ? phrases(pickKeys(species, lookalikes, isShown)) : everywhere();
  if (lead.length > 0) return { lead, alike: [], ...(also ? { also } : {}) };
  // Look-alikes no trait tells apart (the limes, the pears): the record's own words say how.
  const told = lookalikes.flatMap((other) => sentencesNaming(species, other)).find((note) => isShown(note.part));
  if (told) return { lead: [], sentence: told.sentence, alike: [], ...(also ? { also } : {}) };
  // A lone tree stands out by its leaves and fruit; conifer or not is the first thing anyone sees.
  if (lookalikes.length === 0) {
    const standing = TRAIT_KEYS.filter((key) => {
      const part = partOfTrait(key);
      return (
        part !== 'habit' && isShown(part) && ORDINARY[key] !== undefined && traitValue(species, key) !== ORDINARY[key]
      );
    });
    const picks = standing.includes('leaf.arrangement')
      ? standing.filter((key) => key !== 'bud.arrangement')
      : standing;
    const grouped = byPart(picks.slice(0, 2));
    if (grouped.length > 0) return { lead: phrases(grouped), alike: [], ...(also ? { also } : {}) };
  }
  const alike = shown ? [...shown] : [];
  const fallback = also ?? { part: 'seed' as const, phrase: partPhrase(species, 'seed', ['seed.kind']) };
  return { lead: [], alike, ...(lookalikes.length === 0 ? { alone: true as const } : {}), also: fallback };
}

/**
 * One line on what to look for next time to know `species` from its look-alikes; with `slots`,
 * leading with what the question's pictures showed (lookForLine).
 */
export function lookFor(
  species: Species,
  lookalikes: readonly Species[],
  options: { slots?: readonly Slot[] } = {},
): string {
  return writeLookFor(lookForLine(species, lookalikes, options));
}
