import { rankOf } from './contrast-leads.ts';
import { DESCRIBED_PARTS, type NamingSentence, sentencesNaming, sentencesOf } from './contrast-notes.ts';
import type { Slot } from './illustrate/index.ts';
import { partPhrase, traitsDiffer } from './part-phrase.ts';
import type { Species } from './schema.ts';
import { PART_OF_SLOT, partsShown, shownFirst } from './shown-parts.ts';
import { CONTRAST_PARTS, type ContrastPart, partOfTrait, TRAIT_KEYS, type TraitKey } from './trait-phrases.ts';

export { CONTRAST_PARTS, type ContrastPart, PART_OF_SLOT, partPhrase, TRAIT_KEYS };

/** One telling difference: what each tree has there, as a short lower-case phrase ("pinnate leaves of about 13 leaflets", "opposite buds"). */
export type ContrastFeature = { part: ContrastPart; a: string; b: string };
export type Contrast = {
  /**
   * Trait differences, most telling first (at most `max`, default 4); with `slots`, those of the
   * parts the pictures showed first, then the rest. Only where the two records'
   * traits match and neither names the other is each side instead a whole sentence of that record's
   * own description of the part (capitalised, ending in a full stop), so it reads as the record's words.
   */
  features: ContrastFeature[];
  /**
   * Whole sentences from either record's own descriptions that compare it with the other tree by
   * name (e.g. field maple's "Sycamore keys meet at a much sharper angle."), at most 2; with
   * `slots`, those about a part the pictures showed first.
   */
  notes: string[];
};

const MAX_FEATURES = 4;
const MAX_NOTES = 2;
// A part's phrase stays short enough to read at a glance: its three most telling differences.
const KEYS_PER_PART = 3;

/** The traits in which `a` and `b` differ, most telling for this pair first (contrast-leads.ts), grouped by part. */
function differingKeysByPart(
  a: Species,
  b: Species,
  shown: ReadonlySet<ContrastPart> | undefined,
): Map<ContrastPart, TraitKey[]> {
  const rank = rankOf(a, b);
  // A difference counts where it can be said: two needles differ in no edge a phrase names.
  const differing = TRAIT_KEYS.filter(
    (key) =>
      traitsDiffer(a, b, key) &&
      partPhrase(a, partOfTrait(key), [key], [b]) !== partPhrase(b, partOfTrait(key), [key], [a]),
  ).sort((x, y) => rank(x) - rank(y));
  // Buds sit where the leaves do, so a leaf arrangement already named says the buds' too (unless
  // the buds were shown without the leaves: then theirs is the arrangement the learner saw).
  // And an evergreen against a deciduous tree, or a conifer against a broadleaf, needs no crown shape beside it.
  const leafSaysBuds = differing.includes('leaf.arrangement') && (!shown || shown.has('leaf') || !shown.has('bud'));
  const habit = differing.includes('conifer') || (differing.includes('type') && rank('type') < rank('form.crown'));
  const keys = differing.filter(
    (key) => !(key === 'bud.arrangement' && leafSaysBuds) && !(habit && key.startsWith('form.')),
  );
  const byPart = new Map<ContrastPart, TraitKey[]>();
  for (const key of keys) byPart.set(partOfTrait(key), [...(byPart.get(partOfTrait(key)) ?? []), key]);
  return byPart;
}

/**
 * One feature per part in which the records' traits differ, ranked by that part's most telling
 * difference. Where that makes a single feature, it is split into one per trait, so a learner has
 * two things to look at whenever the records hold two.
 */
function traitFeatures(a: Species, b: Species, shown: ReadonlySet<ContrastPart> | undefined): ContrastFeature[] {
  const byPart = [...differingKeysByPart(a, b, shown)].map(([part, keys]) => ({
    part,
    keys: keys.slice(0, KEYS_PER_PART),
  }));
  const merged = featuresOf(a, b, byPart);
  if (merged.length >= 2) return merged;
  const split = featuresOf(
    a,
    b,
    byPart.flatMap(({ part, keys }) => keys.map((key) => ({ part, keys: [key] }))),
  );
  return split.length > merged.length ? split : merged;
}

function featuresOf(a: Species, b: Species, groups: { part: ContrastPart; keys: TraitKey[] }[]): ContrastFeature[] {
  const rank = rankOf(a, b);
  return groups
    .map(({ part, keys }) => ({
      feature: { part, a: partPhrase(a, part, keys, [b]), b: partPhrase(b, part, keys, [a]) },
      rank: rank(keys[0] as TraitKey),
    }))
    .filter(({ feature }) => feature.a !== feature.b)
    .sort((x, y) => x.rank - y.rank)
    .map(({ feature }) => feature);
}

/**
 * Up to two sentences comparing the trees by name: those about a part the pictures showed first,
 * then those about a part the traits cannot tell apart, then by full name before part of one,
 * preferring one from each record.
 */
function notes(
  a: Species,
  b: Species,
  covered: Set<ContrastPart>,
  shown: ReadonlySet<ContrastPart> | undefined,
): string[] {
  const isShown = (note: NamingSentence) => !shown || shown.has(note.part);
  const score = (note: NamingSentence) =>
    (isShown(note) ? 0 : 4) + (covered.has(note.part) ? 2 : 0) + (note.byName ? 0 : 1);
  const candidates = [
    ...sentencesNaming(a, b).map((note) => ({ note, from: 'a' })),
    ...sentencesNaming(b, a).map((note) => ({ note, from: 'b' })),
  ].sort((x, y) => score(x.note) - score(y.note));
  const first = candidates[0];
  if (!first) return [];
  const rest = candidates.slice(1);
  const second =
    rest.find((candidate) => isShown(candidate.note) && candidate.from !== first.from) ??
    rest.find((candidate) => isShown(candidate.note)) ??
    rest.find((candidate) => candidate.from !== first.from) ??
    rest[0];
  return [first, second].flatMap((pick) => (pick ? [pick.note.sentence] : [])).slice(0, MAX_NOTES);
}

/**
 * For two records whose traits match and which never name each other: each part's first
 * sentence that differs between them, in the records' own words (a whole sentence, capitalised).
 */
function descriptionFeatures(a: Species, b: Species): ContrastFeature[] {
  return DESCRIBED_PARTS.flatMap((part): ContrastFeature[] => {
    const [x, y] = [sentencesOf(a.descriptions[part]), sentencesOf(b.descriptions[part])];
    const at = x.findIndex((sentence, i) => sentence !== y[i]);
    if (at < 0 && x.length === y.length) return [];
    const i = at < 0 ? x.length : at;
    return [{ part, a: x[Math.min(i, x.length - 1)] ?? '', b: y[Math.min(i, y.length - 1)] ?? '' }];
  });
}

/**
 * What tells `a` from `b`: their telling trait differences and the sentences comparing them. Given
 * the `slots` a question showed, the differences a learner could see in those pictures come first
 * (a leaf question: the leaves), and the others after them (docs/teaching.md).
 */
export function contrastSpecies(
  a: Species,
  b: Species,
  options: { max?: number; slots?: readonly Slot[] } = {},
): Contrast {
  const max = options.max ?? MAX_FEATURES;
  const shown = partsShown(options.slots);
  const byPart = (feature: ContrastFeature) => feature.part;
  const traits = shownFirst(traitFeatures(a, b, shown), byPart, shown).slice(0, max);
  const named = notes(a, b, new Set(traits.map((feature) => feature.part)), shown);
  const features =
    traits.length === 0 && named.length === 0
      ? shownFirst(descriptionFeatures(a, b), byPart, shown).slice(0, max)
      : traits;
  return { features, notes: named };
}
