import {
  CONE_BRACT_PHRASES,
  HELD_OUT_PHRASE,
  SEED_COLOUR_PHRASES,
  SEED_NOUNS,
  SEED_POSITION_PHRASES,
  SEED_POSTURE_PHRASES,
  SEED_SHAPE_PHRASES,
  SEED_STALK_PHRASES,
  SEED_SURFACE_PHRASES,
  WING_SPREAD_PHRASES,
} from './detail-phrases.ts';
import { attach, clauses, countPhrase, rangePhrase, withArticle, words } from './phrase-parts.ts';
import type { Species } from './schema.ts';
import { SEED_KIND_PHRASES, type TraitKey } from './trait-phrases.ts';
import { wingSpread } from './trait-values.ts';

/**
 * What `species`' fruit is like in the traits `has` asks for: its kind, or else what it is called
 * with its shape and surface ("a glossy round fruit 1–2 cm long"), its stones, then colour, stalk,
 * how it is held, a key's seed and wings and a cone's bracts ("black when ripe, on a long stalk").
 * A drupe's kind is said with its stones ("a fleshy fruit with two or three stones"); a size
 * overlapping one of `against`'s, as a typical one ("usually").
 */
export function seedPhrase(
  species: Species,
  has: (key: TraitKey) => boolean,
  against: readonly Species[] = [],
): string {
  const seed = species.traits.seed;
  const shape = has('seed.shape') && SEED_SHAPE_PHRASES[seed.shape];
  const surface = has('seed.surface') && SEED_SURFACE_PHRASES[seed.surface];
  // An acorn's surface is its cup's: the nut itself is smooth.
  const cup = seed.kind === 'acorn' && surface;
  const kindSaid = has('seed.kind');
  const stones = ((kindSaid && seed.kind === 'drupe') || has('seed.stones')) && countPhrase(species, 'seed.stones');
  let head: string;
  if (kindSaid) {
    const kind = SEED_KIND_PHRASES[seed.kind];
    head = clauses(
      words(cup ? kind.replace('in a cup', `in a ${cup} cup`) : kind, stones && `with ${stones}`),
      shape,
      !cup && surface,
    );
  } else {
    const noun = cup ? `acorn in a ${cup} cup` : SEED_NOUNS[seed.kind];
    head = words(withArticle(words(shape, !cup && surface, noun)), stones && `with ${stones}`);
  }
  const size = has('seed.length_cm') && rangePhrase(species, 'seed.length_cm', against);
  // A key is told by where its seed sits before it is measured.
  const position = has('seed.seed_position') && seed.seed_position && SEED_POSITION_PHRASES[seed.seed_position];
  const posture =
    seed.posture === 'spreading' && seed.stalk === 'long' ? HELD_OUT_PHRASE : SEED_POSTURE_PHRASES[seed.posture];
  const angle = has('seed.wing_angle') && seed.wing_angle && WING_SPREAD_PHRASES[wingSpread(seed.wing_angle)];
  // A kind's phrase may end in a noun of its own ("a nut in a cup"), so its size follows a comma.
  const placed = position ? `${head} ${position}` : head;
  const whole = kindSaid || stones || position ? clauses(placed, size) : words(placed, size);
  // After "with two or three stones" or "with the seed …", a second "with" reads better after a comma.
  const join = /\bwith\b/.test(whole) ? clauses : attach;
  return join(
    whole,
    angle,
    has('seed.ripe_colour') && SEED_COLOUR_PHRASES[seed.ripe_colour],
    has('seed.stalk') && SEED_STALK_PHRASES[seed.stalk],
    has('seed.posture') && posture,
    has('seed.cone.bract') && seed.cone && CONE_BRACT_PHRASES[seed.cone.bract],
  );
}
