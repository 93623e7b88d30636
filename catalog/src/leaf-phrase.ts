import {
  AUTUMN_PHRASES,
  BUNDLE_PHRASES,
  LEAF_BASE_PHRASES,
  LEAF_GLOSS_PHRASES,
  LEAF_PARTING_PHRASES,
  LEAF_TIP_PHRASES,
  LEAF_UNDERSIDE_PHRASES,
  LOBE_DEPTH_PHRASES,
} from './detail-phrases.ts';
import { attach, clauses, countPhrase, rangePhrase, words } from './phrase-parts.ts';
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

type Leaf = Species['traits']['leaf'];

/**
 * How a leaf is lobed: a leaf lobed like a hand by its number of lobes ("with four lobes": a tulip
 * tree's are not a hand's), one lobed along both sides as such.
 */
function lobesPhrase(species: Species, has: (key: TraitKey) => boolean): string | false {
  const leaf = species.traits.leaf;
  if (leaf.lobing === 'none' || !(has('leaf.lobing') || has('leaf.lobes'))) return false;
  const count = leaf.lobing === 'palmate' && countPhrase(species, 'leaf.lobes');
  return count ? `with ${count}` : LEAF_LOBING_PHRASES[leaf.lobing];
}

/** How the leaves stand on the shoot: alternate or opposite, a pine's bundles, a fir's rows. */
function arrangementPhrase(leaf: Leaf, has: (key: TraitKey) => boolean): string | false {
  const bundle = leaf.arrangement === 'fascicled' && leaf.bundle !== undefined && BUNDLE_PHRASES[leaf.bundle as 2];
  const set = has('leaf.arrangement') && (bundle || LEAF_ARRANGEMENT_PHRASES[leaf.arrangement]);
  return clauses(
    set || (has('leaf.bundle') && bundle),
    has('leaf.parting') && leaf.parting && LEAF_PARTING_PHRASES[leaf.parting],
  );
}

/**
 * What `species`' leaves are like in the traits `has` asks for, e.g. "glossy, spiny leaves,
 * grey-felted beneath"; a size overlapping one of `against`'s is said as a typical one ("usually").
 */
export function leafPhrase(
  species: Species,
  has: (key: TraitKey) => boolean,
  against: readonly Species[] = [],
): string {
  const leaf = species.traits.leaf;
  const bladeless = BLADELESS.has(leaf.shape);
  const kindOfLobes = lobesPhrase(species, has);
  const depthSaid = has('leaf.lobe_depth') && leaf.lobe_depth && LOBE_DEPTH_PHRASES[leaf.lobe_depth];
  // "shallowly lobed along both sides", not "shallowly lobed leaves, lobed along both sides".
  const merged =
    typeof depthSaid === 'string' &&
    typeof kindOfLobes === 'string' &&
    kindOfLobes.startsWith('lobed ') &&
    !depthSaid.endsWith('halfway');
  const lobes = merged ? `${depthSaid}${kindOfLobes.slice('lobed'.length)}` : kindOfLobes;
  const depth = !merged && depthSaid;
  // A leaf lobed like a hand is not called hand-shaped as well, where its lobes are named.
  const shapeSaid = !(leaf.shape === 'palmate' && leaf.lobing === 'palmate' && (lobes || depth));
  const adjectives = [
    has('leaf.gloss') && LEAF_GLOSS_PHRASES[leaf.gloss],
    has('leaf.compound') && leaf.compound === 'simple' && !bladeless && LEAF_COMPOUND_PHRASES.simple,
    has('leaf.margin') && !bladeless && LEAF_MARGIN_PHRASES[leaf.margin],
    has('leaf.lobing') && leaf.lobing === 'none' && !bladeless && LEAF_LOBING_PHRASES.none,
    depth,
    has('leaf.shape') && !bladeless && shapeSaid && LEAF_SHAPE_PHRASES[leaf.shape],
  ]
    .filter(Boolean)
    .join(', ');
  const arrangement = arrangementPhrase(leaf, has);
  const size = has('leaf.length_cm') && rangePhrase(species, 'leaf.length_cm', against);
  // A blade's tip and underside, and the base a broadleaf has, read after what the leaf is.
  const details = [
    has('leaf.tip') && LEAF_TIP_PHRASES[leaf.tip],
    has('leaf.base') && leaf.base && LEAF_BASE_PHRASES[leaf.base],
    has('leaf.underside') && LEAF_UNDERSIDE_PHRASES[leaf.underside],
    has('leaf.autumn') && leaf.autumn && AUTUMN_PHRASES[leaf.autumn],
  ];
  if (leaf.compound === 'simple') {
    const noun = bladeless ? LEAF_SHAPE_PHRASES[leaf.shape] : 'leaves';
    const rest = [lobes, arrangement].filter(Boolean).join(', ');
    // Needles are counted and set before they are measured: "needles in bundles of two, 3–7 cm long".
    const head = bladeless
      ? words(adjectives, noun, rest && size ? `${rest},` : rest, size)
      : words(adjectives, noun, size && rest ? `${size},` : size, rest);
    // "needles standing out all round the shoot, ending in a spine": a needle's set is a clause of its own.
    return bladeless && rest ? clauses(head, ...details) : attach(head, ...details);
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
