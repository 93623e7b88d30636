import type { Species } from './schema.ts';

/**
 * The traits only some records have. Each may be given only where `allows` says it applies (the
 * schema refuses it elsewhere), and must be given where `requires` does
 * (catalog/test/trait-scope.test.ts). The schema does not insist on it, so that a species being
 * written still loads; the test then names what it lacks.
 */
export type ScopedTrait = {
  part: 'leaf' | 'seed';
  key: string;
  /** Where it may be given, in words, for the schema's message. */
  where: string;
  allows: (species: Species) => boolean;
  requires: (species: Species) => boolean;
};

/** Needles that grow one by one (not in bundles, tufts or whorls): firs, spruces, yew, hemlock, the redwoods. */
export const singleNeedles = (species: Species): boolean =>
  species.conifer &&
  ['needle', 'linear'].includes(species.traits.leaf.shape) &&
  ['spiral', 'opposite', 'alternate'].includes(species.traits.leaf.arrangement);

const lobed = (species: Species) => species.traits.leaf.lobing !== 'none';
const always = (test: (species: Species) => boolean) => ({ allows: test, requires: test });

export const SCOPED_TRAITS: readonly ScopedTrait[] = [
  {
    part: 'leaf',
    key: 'bundle',
    where: 'needles in bundles',
    ...always((s) => s.traits.leaf.arrangement === 'fascicled'),
  },
  { part: 'leaf', key: 'parting', where: "a conifer's single needles", ...always(singleNeedles) },
  { part: 'leaf', key: 'lobe_depth', where: 'a lobed leaf', ...always(lobed) },
  {
    part: 'leaf',
    key: 'lobes',
    where: 'a leaf lobed like a hand',
    ...always((s) => s.traits.leaf.lobing === 'palmate'),
  },
  {
    part: 'leaf',
    key: 'semi_evergreen',
    where: 'a deciduous tree',
    allows: (s) => s.type === 'deciduous',
    requires: () => false,
  },
  {
    part: 'seed',
    key: 'stones',
    // A haw or a medlar holds its seeds in stones too; an apple or a pear in pips, and has none.
    where: 'a drupe or a pome with stones',
    allows: (s) => s.traits.seed.kind === 'drupe' || s.traits.seed.kind === 'pome',
    requires: (s) => s.traits.seed.kind === 'drupe',
  },
  {
    part: 'seed',
    key: 'seed_position',
    where: 'a single winged key',
    ...always((s) => s.traits.seed.kind === 'samara'),
  },
];

/** A record's value for a scoped trait, undefined where it gives none. */
export const scopedValue = (species: Species, trait: ScopedTrait): unknown =>
  (species.traits[trait.part] as Record<string, unknown>)[trait.key];
