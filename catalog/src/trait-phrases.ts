import type { Species } from './schema.ts';

export const CONTRAST_PARTS = ['habit', 'leaf', 'bark', 'bud', 'seed'] as const;
export type ContrastPart = (typeof CONTRAST_PARTS)[number];

/**
 * The traits a contrast may name, most telling for a learner first (the order features are ranked
 * in, and within a part the order its traits are picked in). Closed words come first: how the tree
 * and its leaves are built, then the marks a learner can check on one leaf, fruit or twig (a felted
 * underside, a cone's bracts, a fruit's stalk, sticky buds, thorns), then the old broad words for
 * shape, buds and bark. Sizes follow, named only where the two ranges do not overlap; the whole
 * tree's outline and the autumn colour come last, as they are seen only from afar or in one season.
 */
export const TRAIT_KEYS = [
  'conifer',
  'type',
  'leaf.compound',
  'leaf.arrangement',
  'leaf.lobing',
  'seed.kind',
  'leaf.underside',
  'leaf.margin',
  'seed.cone.bract',
  'seed.stalk',
  'seed.ripe_colour',
  'leaf.gloss',
  'bud.stalked',
  'bud.surface',
  'bud.twig.features',
  'bark.features',
  'leaf.shape',
  'bud.arrangement',
  'bud.colour',
  'bud.shape',
  'bark.texture',
  'bark.colour',
  'seed.length_cm',
  'seed.posture',
  'leaf.length_cm',
  'leaf.tip',
  'leaf.base',
  'bud.twig.colour',
  'seed.shape',
  'seed.surface',
  'bud.length_mm',
  'bud.scales',
  'bud.end_bud',
  'bud.stance',
  'form.crown',
  'form.top',
  'form.foliage',
  'form.height_m',
  'leaf.autumn',
] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

/** Traits that are lists of words: two records differ there when one has a word the other lacks. */
export const LIST_KEYS = ['bark.features', 'bud.surface', 'bud.twig.features'] as const satisfies readonly TraitKey[];
export type ListKey = (typeof LIST_KEYS)[number];
/** Traits that are ranges [smallest, largest]: two records differ there only when the ranges do not overlap. */
export const RANGE_KEYS = [
  'leaf.length_cm',
  'seed.length_cm',
  'bud.length_mm',
  'form.height_m',
] as const satisfies readonly TraitKey[];
export type RangeKey = (typeof RANGE_KEYS)[number];

// The whole tree at a distance is its habit, as much as being a conifer or evergreen.
export const partOfTrait = (key: TraitKey): ContrastPart =>
  key === 'conifer' || key === 'type' || key.startsWith('form.') ? 'habit' : (key.split('.')[0] as ContrastPart);

type Leaf = Species['traits']['leaf'];
type Bud = Species['traits']['bud'];
type Bark = Species['traits']['bark'];

// The phrase tables, in our own words. Each value has a phrase no other value of its trait shares,
// so two records whose phrases differ really differ there.
export const LEAF_SHAPE_PHRASES: Record<Leaf['shape'], string> = {
  needle: 'needles',
  scale: 'scale leaves',
  linear: 'narrow, parallel-sided',
  lanceolate: 'lance-shaped',
  elliptic: 'oval',
  ovate: 'egg-shaped',
  obovate: 'broad-tipped',
  oblong: 'oblong',
  cordate: 'heart-shaped',
  orbicular: 'round',
  deltoid: 'triangular',
  rhombic: 'diamond-shaped',
  palmate: 'hand-shaped',
  fan: 'fan-shaped',
};
export const LEAF_MARGIN_PHRASES: Record<Leaf['margin'], string> = {
  entire: 'smooth-edged',
  serrate: 'saw-toothed',
  'double-serrate': 'double-toothed',
  crenate: 'round-toothed',
  dentate: 'coarsely toothed',
  spiny: 'spiny',
  undulate: 'wavy-edged',
};
export const LEAF_LOBING_PHRASES: Record<Leaf['lobing'], string> = {
  none: 'unlobed',
  pinnate: 'lobed along both sides',
  palmate: 'lobed like a hand',
};
/** How a compound leaf is built; a simple one says "simple" only when that is the difference. */
export const LEAF_COMPOUND_PHRASES: Record<Leaf['compound'], string> = {
  simple: 'simple',
  pinnate: 'pinnate leaves',
  bipinnate: 'twice-pinnate leaves',
  palmate: 'spread like a hand',
  trifoliate: 'leaves of three',
};
export const LEAF_ARRANGEMENT_PHRASES: Record<Leaf['arrangement'], string> = {
  alternate: 'set alternately',
  opposite: 'in opposite pairs',
  whorled: 'in whorls of three or more',
  spiral: 'set singly around the shoot',
  fascicled: 'in bundles',
  clustered: 'in tufts on short side shoots',
};
export const BUD_SHAPE_PHRASES: Record<Bud['shape'], string> = {
  ovoid: 'egg-shaped',
  conical: 'cone-shaped',
  globose: 'round',
  spindle: 'spindle-shaped',
  flattened: 'flattened',
  naked: 'scaleless',
  hidden: 'hidden under the leaf base or bark',
};
export const BUD_COLOUR_PHRASES: Record<Bud['colour'], string> = {
  brown: 'brown',
  'red-brown': 'red-brown',
  'orange-brown': 'orange-brown',
  black: 'black',
  green: 'green',
  grey: 'grey',
  purple: 'purple',
  red: 'red',
  'yellow-brown': 'yellow-brown',
};
export const BUD_ARRANGEMENT_PHRASES: Record<Bud['arrangement'], string> = {
  alternate: 'alternate',
  opposite: 'opposite',
  spiral: 'spirally set',
  clustered: 'crowded at the shoot tip',
  whorled: 'whorled',
};
export const BARK_TEXTURE_PHRASES: Record<Bark['texture'], string> = {
  smooth: 'smooth',
  fissured: 'cracked',
  furrowed: 'deeply furrowed',
  scaly: 'flaky',
  plated: 'plated',
  peeling: 'peeling',
  papery: 'papery',
  lenticelled: 'with horizontal lenticels',
  fibrous: 'stringy',
  corky: 'thick, corky',
};
export const BARK_COLOUR_PHRASES: Record<Bark['colour'], string> = {
  white: 'white',
  silver: 'silvery',
  grey: 'grey',
  'dark-grey': 'dark grey',
  brown: 'brown',
  'red-brown': 'red-brown',
  orange: 'orange',
  olive: 'olive',
  'purple-brown': 'purple-brown',
  black: 'black',
};
export const SEED_KIND_PHRASES: Record<Species['traits']['seed']['kind'], string> = {
  acorn: 'an acorn in a cup',
  // Not "hard-shelled": a small-leaved lime's nutlet is thin and easily crushed.
  nut: 'a nut',
  samara: 'a single winged key',
  'double-samara': 'paired winged keys',
  'winged-nutlet': 'tiny winged seeds shed from catkins',
  catkin: 'fluffy seeds from catkins',
  capsule: 'a dry fruit that splits open',
  pod: 'a bean-like pod',
  berry: 'a soft berry with several seeds',
  drupe: 'a fleshy fruit with one stone',
  pome: 'an apple-like fruit',
  cone: 'a woody or papery cone',
  'berry-cone': 'a fleshy cone like a berry',
  aril: 'a seed in a fleshy cup',
  'fleshy-seed': 'a naked seed in a soft fleshy coat',
  fig: 'a hollow fig lined with flowers',
  'seed-ball': 'a hanging ball of seeds',
};
export const HABIT_PHRASES = {
  'conifer evergreen': 'an evergreen conifer',
  'conifer deciduous': 'a deciduous conifer, bare in winter',
  'broadleaf evergreen': 'an evergreen broadleaf',
  'broadleaf deciduous': 'a deciduous broadleaf, bare in winter',
} as const;
