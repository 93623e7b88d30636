import {
  CONE_BRACT_PHRASES,
  SEED_COLOUR_PHRASES,
  SEED_NOUNS,
  SEED_POSTURE_PHRASES,
  SEED_SHAPE_PHRASES,
  SEED_STALK_PHRASES,
  SEED_SURFACE_PHRASES,
} from './detail-phrases.ts';
import { attach, clauses, rangePhrase, withArticle, words } from './phrase-parts.ts';
import type { Species } from './schema.ts';
import { SEED_KIND_PHRASES, type TraitKey } from './trait-phrases.ts';

/**
 * What `species`' fruit is like in the traits `has` asks for: its kind, or else what it is called
 * with its shape and surface ("a glossy round fruit 1–2 cm long"), then colour, stalk, how it is
 * held and a cone's bracts ("black when ripe, on a long stalk").
 */
export function seedPhrase(species: Species, has: (key: TraitKey) => boolean): string {
  const seed = species.traits.seed;
  const shape = has('seed.shape') && SEED_SHAPE_PHRASES[seed.shape];
  const surface = has('seed.surface') && SEED_SURFACE_PHRASES[seed.surface];
  // An acorn's surface is its cup's: the nut itself is smooth.
  const cup = seed.kind === 'acorn' && surface;
  let head: string;
  if (has('seed.kind')) {
    const kind = SEED_KIND_PHRASES[seed.kind];
    head = clauses(cup ? kind.replace('in a cup', `in a ${cup} cup`) : kind, shape, !cup && surface);
  } else {
    const noun = cup ? `acorn in a ${cup} cup` : SEED_NOUNS[seed.kind];
    head = withArticle(words(shape, !cup && surface, noun));
  }
  const size = has('seed.length_cm') && rangePhrase(species, 'seed.length_cm');
  // A kind's phrase may end in a noun of its own ("a nut in a cup"), so its size follows a comma.
  return attach(
    has('seed.kind') ? clauses(head, size) : words(head, size),
    has('seed.ripe_colour') && SEED_COLOUR_PHRASES[seed.ripe_colour],
    has('seed.stalk') && SEED_STALK_PHRASES[seed.stalk],
    has('seed.posture') && SEED_POSTURE_PHRASES[seed.posture],
    has('seed.cone.bract') && seed.cone && CONE_BRACT_PHRASES[seed.cone.bract],
  );
}
