import type { Species } from './schema.ts';

export const CONTRAST_PARTS = ['habit', 'leaf', 'bark', 'bud', 'seed'] as const;
export type ContrastPart = (typeof CONTRAST_PARTS)[number];

/**
 * The traits a contrast may name, most telling for a learner first: the order features are ranked
 * in, and within a part the order its traits are picked in, unless the pair's genus or family has
 * an order of its own (contrast-leads.ts). Closed words come first: how the tree and its leaves are
 * built (needles per bundle, how single needles stand, the lobes, the kind of fruit and its
 * stones), then the marks a learner can check on one leaf, fruit or twig (a felted underside, a
 * cone's bracts, a fruit's stalk, sticky buds, thorns), then the old broad words for shape, buds
 * and bark. Sizes follow, named only where they differ (trait-values.ts); the whole tree's outline
 * and the autumn colour come last, as they are seen only from afar or in one season.
 */
export const TRAIT_KEYS = [
  'conifer',
  'type',
  'leaf.compound',
  'leaf.arrangement',
  'leaf.bundle',
  'leaf.parting',
  'leaf.lobing',
  'leaf.lobes',
  'leaf.lobe_depth',
  'seed.kind',
  'seed.stones',
  'seed.seed_position',
  'leaf.underside',
  'leaf.margin',
  'seed.cone.bract',
  'seed.stalk',
  'seed.wing_angle',
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
  'form.branching',
  'form.top',
  'form.foliage',
  'form.height_m',
  'leaf.autumn',
] as const;
export type TraitKey = (typeof TRAIT_KEYS)[number];

/** Traits that are lists of words: two records differ there when one has a word the other lacks. */
export const LIST_KEYS = ['bark.features', 'bud.surface', 'bud.twig.features'] as const satisfies readonly TraitKey[];
export type ListKey = (typeof LIST_KEYS)[number];
/**
 * Traits that are measures [smallest, largest]: two records differ there where the ranges do not
 * overlap, or where their typical sizes clearly differ (trait-values.ts, `typicallyApart`).
 */
export const RANGE_KEYS = [
  'leaf.length_cm',
  'seed.length_cm',
  'bud.length_mm',
  'form.height_m',
] as const satisfies readonly TraitKey[];
export type RangeKey = (typeof RANGE_KEYS)[number];
/** Traits that are counts [fewest, most] (stones, lobes): two records differ there only when the counts do not overlap. */
export const COUNT_KEYS = ['seed.stones', 'leaf.lobes'] as const satisfies readonly TraitKey[];
export type CountKey = (typeof COUNT_KEYS)[number];

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
  // A pine's says how many (leaf-phrase.ts): "in bundles of two".
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
  // Said with its stones (seed-phrase.ts): "a fleshy fruit with one stone", "with two or three stones".
  drupe: 'a fleshy fruit',
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
  // Never "bare in winter": wild privet keeps many leaves through a mild one.
  'broadleaf semi-evergreen': 'a semi-evergreen broadleaf, keeping many leaves through mild winters',
} as const;
export type Habit = keyof typeof HABIT_PHRASES;
/** The words of HABIT_PHRASES a record has: conifer or broadleaf, and how it keeps its leaves in winter. */
export const habitOf = (species: Species): Habit =>
  species.traits.leaf.semi_evergreen && !species.conifer
    ? 'broadleaf semi-evergreen'
    : `${species.conifer ? 'conifer' : 'broadleaf'} ${species.type}`;
