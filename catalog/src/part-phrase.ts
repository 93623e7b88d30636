import type { Species } from './schema.ts';
import {
  BARK_COLOUR_PHRASES,
  BARK_TEXTURE_PHRASES,
  BUD_ARRANGEMENT_PHRASES,
  BUD_COLOUR_PHRASES,
  BUD_SHAPE_PHRASES,
  type ContrastPart,
  HABIT_PHRASES,
  LEAF_ARRANGEMENT_PHRASES,
  LEAF_COMPOUND_PHRASES,
  LEAF_LOBING_PHRASES,
  LEAF_MARGIN_PHRASES,
  LEAF_SHAPE_PHRASES,
  SEED_KIND_PHRASES,
  type TraitKey,
} from './trait-phrases.ts';

/** A record's value for a trait key, as a string to compare (leaflets ride with compound). */
export function traitValue(species: Species, key: TraitKey): string {
  if (key === 'conifer') return String(species.conifer);
  if (key === 'type') return species.type;
  if (key === 'leaf.compound') return `${species.traits.leaf.compound} ${species.traits.leaf.leaflets}`;
  const [part, trait] = key.split('.') as [keyof Species['traits'], string];
  // The keys phrased are the closed-word ones; a part's numbers and lists are never asked for here.
  const value: unknown = (species.traits[part] as Record<string, unknown>)[trait];
  return typeof value === 'string' ? value : '';
}

/**
 * Whether two records differ in a trait. Leaflet counts are typical figures, so two compound
 * leaves of one kind count as different only when one has half as many leaflets again.
 */
export function traitsDiffer(a: Species, b: Species, key: TraitKey): boolean {
  if (key !== 'leaf.compound') return traitValue(a, key) !== traitValue(b, key);
  const [x, y] = [a.traits.leaf, b.traits.leaf];
  if (x.compound !== y.compound) return true;
  return Math.max(x.leaflets, y.leaflets) >= 1.5 * Math.min(x.leaflets, y.leaflets);
}

// Needles and scale leaves have no edge, lobes or blade worth naming.
const BLADELESS = new Set(['needle', 'scale']);

/**
 * What `species` has at `part`, phrased from its values for `keys` (the traits of that part to
 * name): e.g. leaf + [compound, arrangement] gives "pinnate leaves of about 11 leaflets, in
 * opposite pairs". The phrase never names a value the record does not have.
 */
export function partPhrase(species: Species, part: ContrastPart, keys: readonly TraitKey[]): string {
  const has = (key: TraitKey) => keys.includes(key);
  const words = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ');
  switch (part) {
    case 'habit':
      return HABIT_PHRASES[`${species.conifer ? 'conifer' : 'broadleaf'} ${species.type}`];
    case 'seed':
      return SEED_KIND_PHRASES[species.traits.seed.kind];
    case 'bark': {
      const { texture, colour } = species.traits.bark;
      const lenticels = texture === 'lenticelled';
      const before = has('bark.texture') && !lenticels && BARK_TEXTURE_PHRASES[texture];
      const after = has('bark.texture') && lenticels && BARK_TEXTURE_PHRASES[texture];
      return words(before, has('bark.colour') && BARK_COLOUR_PHRASES[colour], 'bark', after);
    }
    case 'bud': {
      const { shape, colour, arrangement } = species.traits.bud;
      const shown = has('bud.shape');
      const adjectives = [
        has('bud.arrangement') && arrangement !== 'clustered' && BUD_ARRANGEMENT_PHRASES[arrangement],
        has('bud.colour') && BUD_COLOUR_PHRASES[colour],
        shown && shape !== 'hidden' && BUD_SHAPE_PHRASES[shape],
      ].filter(Boolean);
      const after = [
        shown && shape === 'hidden' && BUD_SHAPE_PHRASES[shape],
        has('bud.arrangement') && arrangement === 'clustered' && BUD_ARRANGEMENT_PHRASES[arrangement],
      ];
      return words(...adjectives, 'buds', ...after);
    }
    case 'leaf':
      return leafPhrase(species.traits.leaf, has);
  }
}

function leafPhrase(leaf: Species['traits']['leaf'], has: (key: TraitKey) => boolean): string {
  const bladeless = BLADELESS.has(leaf.shape);
  const adjectives = [
    has('leaf.compound') && leaf.compound === 'simple' && !bladeless && LEAF_COMPOUND_PHRASES.simple,
    has('leaf.margin') && !bladeless && LEAF_MARGIN_PHRASES[leaf.margin],
    has('leaf.lobing') && leaf.lobing === 'none' && !bladeless && LEAF_LOBING_PHRASES.none,
    has('leaf.shape') && !bladeless && LEAF_SHAPE_PHRASES[leaf.shape],
  ]
    .filter(Boolean)
    .join(', ');
  const lobes = has('leaf.lobing') && leaf.lobing !== 'none' && LEAF_LOBING_PHRASES[leaf.lobing];
  const arrangement = has('leaf.arrangement') && LEAF_ARRANGEMENT_PHRASES[leaf.arrangement];
  const join = (...parts: (string | false)[]) => parts.filter(Boolean).join(' ');
  if (leaf.compound === 'simple') {
    const noun = bladeless ? LEAF_SHAPE_PHRASES[leaf.shape] : 'leaves';
    return join(adjectives, noun, lobes && arrangement ? `${lobes},` : lobes, arrangement);
  }
  // A compound leaf is always named as one, so that shape and edge read as the leaflets'.
  const leaflets = join(adjectives, 'leaflets', lobes);
  const head = LEAF_COMPOUND_PHRASES[leaf.compound];
  const whole =
    leaf.compound === 'trifoliate'
      ? `${head} ${leaflets}`
      : leaf.compound === 'palmate'
        ? `leaves of about ${leaf.leaflets} ${leaflets} ${head}`
        : `${head} of about ${leaf.leaflets} ${leaflets}`;
  return arrangement ? `${whole}, ${arrangement}` : whole;
}
