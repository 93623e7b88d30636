import {
  AUTUMN_PHRASES,
  LEAF_BASE_PHRASES,
  LEAF_GLOSS_PHRASES,
  LEAF_TIP_PHRASES,
  LEAF_UNDERSIDE_PHRASES,
} from './detail-phrases.ts';
import { attach, clauses, rangePhrase, words } from './phrase-parts.ts';
import type { Species } from './schema.ts';
import {
  LEAF_ARRANGEMENT_PHRASES,
  LEAF_COMPOUND_PHRASES,
  LEAF_LOBING_PHRASES,
  LEAF_MARGIN_PHRASES,
  LEAF_SHAPE_PHRASES,
  type TraitKey,
} from './trait-phrases.ts';

// Needles and scale leaves have no edge, lobes or blade worth naming.
const BLADELESS = new Set(['needle', 'scale']);

/** What `species`' leaves are like in the traits `has` asks for, e.g. "glossy, spiny leaves, grey-felted beneath". */
export function leafPhrase(species: Species, has: (key: TraitKey) => boolean): string {
  const leaf = species.traits.leaf;
  const bladeless = BLADELESS.has(leaf.shape);
  const adjectives = [
    has('leaf.gloss') && LEAF_GLOSS_PHRASES[leaf.gloss],
    has('leaf.compound') && leaf.compound === 'simple' && !bladeless && LEAF_COMPOUND_PHRASES.simple,
    has('leaf.margin') && !bladeless && LEAF_MARGIN_PHRASES[leaf.margin],
    has('leaf.lobing') && leaf.lobing === 'none' && !bladeless && LEAF_LOBING_PHRASES.none,
    has('leaf.shape') && !bladeless && LEAF_SHAPE_PHRASES[leaf.shape],
  ]
    .filter(Boolean)
    .join(', ');
  const lobes = has('leaf.lobing') && leaf.lobing !== 'none' && LEAF_LOBING_PHRASES[leaf.lobing];
  const arrangement = has('leaf.arrangement') && LEAF_ARRANGEMENT_PHRASES[leaf.arrangement];
  const size = has('leaf.length_cm') && rangePhrase(species, 'leaf.length_cm');
  // A blade's tip and underside, and the base a broadleaf has, read after what the leaf is.
  const details = [
    has('leaf.tip') && LEAF_TIP_PHRASES[leaf.tip],
    has('leaf.base') && leaf.base && LEAF_BASE_PHRASES[leaf.base],
    has('leaf.underside') && LEAF_UNDERSIDE_PHRASES[leaf.underside],
    has('leaf.autumn') && leaf.autumn && AUTUMN_PHRASES[leaf.autumn],
  ];
  if (leaf.compound === 'simple') {
    const noun = bladeless ? LEAF_SHAPE_PHRASES[leaf.shape] : 'leaves';
    const rest = [lobes, arrangement].filter(Boolean);
    const head = words(adjectives, noun, size && rest.length > 0 ? `${size},` : size, rest.join(', '));
    return attach(head, ...details);
  }
  // A compound leaf is always named as one, so that shape and edge read as the leaflets'.
  const leaflets = words(adjectives, 'leaflets', lobes);
  const head = LEAF_COMPOUND_PHRASES[leaf.compound];
  const whole =
    leaf.compound === 'trifoliate'
      ? `${head} ${leaflets}`
      : leaf.compound === 'palmate'
        ? `leaves of about ${leaf.leaflets} ${leaflets} ${head}`
        : `${head} of about ${leaf.leaflets} ${leaflets}`;
  return clauses(whole, arrangement, size && `the whole leaf ${size}`, ...details);
}
