import type { Species } from './schema.ts';

type Leaf = Species['traits']['leaf'];
type Bark = Species['traits']['bark'];
type Bud = Species['traits']['bud'];
type Seed = Species['traits']['seed'];
type Form = Species['traits']['form'];
type Words<T> = Record<T extends readonly (infer W)[] ? W & string : never, string>;

// The phrases for the finer traits the drawings show (underside, gloss, tip…), in words a
// beginner knows. As in trait-phrases.ts, each value of a trait has a phrase no other value of it
// shares.

/** Said after the leaves: "leaves, white-felted beneath". */
export const LEAF_UNDERSIDE_PHRASES: Record<Leaf['underside'], string> = {
  same: 'the same green beneath',
  paler: 'paler beneath',
  'blue-grey': 'blue-grey beneath',
  silvery: 'silvery beneath',
  'white-felted': 'white-felted beneath',
  'grey-felted': 'grey-felted beneath',
  hairy: 'hairy beneath',
  'white-banded': 'with two white bands beneath',
  'white-marked': 'with white marks beneath',
};
export const LEAF_GLOSS_PHRASES: Record<Leaf['gloss'], string> = { glossy: 'glossy', matt: 'matt' };
/** How single needles stand on the shoot, said after them: "needles parted into two flat rows". */
export const LEAF_PARTING_PHRASES: Record<NonNullable<Leaf['parting']>, string> = {
  'two-rows': 'parted into two flat rows',
  'over-top': 'crowding forward over the top of the shoot',
  'all-round': 'standing out all round the shoot',
};
/** Said before the leaves: "deeply lobed leaves". */
export const LOBE_DEPTH_PHRASES: Record<NonNullable<Leaf['lobe_depth']>, string> = {
  shallow: 'shallowly lobed',
  medium: 'lobed about halfway',
  deep: 'deeply lobed',
};
/** A pine's bundles, said in place of "in bundles". */
export const BUNDLE_PHRASES: Record<2 | 3 | 4 | 5, string> = {
  2: 'in bundles of two',
  3: 'in bundles of three',
  4: 'in bundles of four',
  5: 'in bundles of five',
};
export const LEAF_TIP_PHRASES: Record<Leaf['tip'], string> = {
  acuminate: 'drawn out to a long point',
  cuspidate: 'ending in a short sudden point',
  acute: 'sharp-pointed',
  obtuse: 'blunt-tipped',
  rounded: 'round-tipped',
  emarginate: 'notched at the tip',
  truncate: 'cut square at the tip',
  'spine-tipped': 'ending in a spine',
};
export const LEAF_BASE_PHRASES: Record<NonNullable<Leaf['base']>, string> = {
  cuneate: 'tapering into the stalk',
  rounded: 'rounded at the base',
  cordate: 'heart-notched at the base',
  truncate: 'straight across at the base',
  oblique: 'lopsided at the base',
};
export const AUTUMN_PHRASES: Record<NonNullable<Leaf['autumn']>, string> = {
  yellow: 'turning yellow in autumn',
  gold: 'turning gold in autumn',
  orange: 'turning orange in autumn',
  red: 'turning red in autumn',
  purple: 'turning purple in autumn',
  brown: 'turning brown in autumn',
  green: 'falling still green',
};

/** Said as "bark with …" or "bark without …"; listed most telling first, the order a word is picked in. */
export const BARK_FEATURE_PHRASES: Words<Bark['features']> = {
  'orange-upper': 'an orange upper trunk',
  'peeling-bands': 'strips peeling round the trunk',
  jigsaw: 'jigsaw-piece flakes leaving pale patches',
  thorns: 'branched thorns on the trunk',
  'diamond-pores': 'dark diamond-shaped marks',
  warts: 'small corky warts',
  'resin-blisters': 'resin blisters',
  shaggy: 'shaggy hanging strips',
  'curling-strips': 'long strips curling away',
  spiral: 'ridges spiralling round the trunk',
  stripes: 'fine lengthwise stripes',
  shiny: 'a shine',
  fluted: 'muscle-like ribs up the trunk',
  'diamond-fissures': 'cracks in a diamond mesh',
  'square-plates': 'small square plates',
  'oblong-plates': 'long narrow plates',
  'parallel-ridges': 'long straight ridges',
  interlacing: 'criss-crossing ridges',
  'flat-topped': 'flat-topped ridges',
  lenticels: 'rows of lenticels',
  pores: 'scattered dot-like pores',
  burrs: 'lumpy burrs',
  rings: 'rings where branches were shed',
  'rough-base': 'a dark, cracked foot',
  gnarled: 'gnarled, twisted knobs',
};

/** Said as "buds with …" or "buds without …", most telling first. */
export const BUD_SURFACE_PHRASES: Words<Bud['surface']> = {
  sticky: 'a sticky coat',
  whiskered: 'long twisted whiskers',
  woolly: 'long white wool',
  'curled-scales': 'scale tips curling out',
  waxy: 'a grey waxy bloom',
  'hair-tipped': 'a tuft of hairs at the tip',
  fringed: 'hair-fringed scales',
  downy: 'a coat of fine down',
  glossy: 'a glossy shine',
};
/** Said as "twigs with …" or "twigs without …", most telling first. */
export const TWIG_FEATURE_PHRASES: Words<Bud['twig']['features']> = {
  thorns: 'thorns',
  spines: 'side shoots ending in a spine',
  'paired-spines': 'a pair of spines at each bud',
  'corky-wings': 'corky wings',
  warts: 'pale resin warts',
  'flat-sprays': 'flat fern-like sprays',
  'loose-sprays': 'loose sprays in several planes',
  'round-shoots': 'round shoots branching every way',
  jointed: 'joints that snap',
  drooping: 'drooping tips',
  'white-marks': 'pale marks under the scale leaves',
  'male-cones': 'tiny crimson male cones',
  catkins: 'catkins already out',
  pegs: 'woody pegs under the needles',
  hairy: 'fine hairs',
  waxy: 'a waxy bloom',
  ringed: 'rings at each bud',
  spurs: 'stubby spur shoots',
  zigzag: 'a zigzag bend at each bud',
  ridged: 'lengthwise ridges',
  glossy: 'a shine',
  'flower-buds': 'fat flower buds',
  lenticels: 'pale dotted pores',
};
export const TWIG_COLOUR_PHRASES: Record<Bud['twig']['colour'], string> = {
  'pale-grey': 'pale grey',
  grey: 'grey',
  'grey-green': 'grey-green',
  green: 'green',
  olive: 'olive',
  yellow: 'yellow',
  orange: 'orange',
  red: 'red',
  'red-brown': 'red-brown',
  brown: 'brown',
  'dark-brown': 'dark brown',
  purple: 'purple',
  'dark-green': 'dark green',
};
export const BUD_STALKED_PHRASES = { true: 'each on a little stalk', false: 'sitting on the twig' } as const;
export const BUD_SCALE_PHRASES: Record<Bud['scales'], string> = {
  none: 'without scales',
  one: 'under a single cap-like scale',
  'two-three': 'with two or three scales',
  few: 'with four to six scales',
  many: 'with many small overlapping scales',
};
export const BUD_STANCE_PHRASES: Record<Bud['stance'], string> = {
  pressed: 'pressed flat to the twig',
  angled: 'standing out at an angle',
  spreading: 'standing well out from the twig',
  'tip-in': 'with tips curving in to the twig',
  'tip-out': 'with tips curving away from the twig',
};
export const END_BUD_PHRASES: Record<Bud['end_bud'], string> = {
  larger: 'with a bigger bud at the tip',
  similar: 'with the tip bud no bigger than the rest',
  none: 'with no bud at the very tip',
};

export const SEED_COLOUR_PHRASES: Record<Seed['ripe_colour'], string> = {
  red: 'red when ripe',
  scarlet: 'scarlet when ripe',
  orange: 'orange when ripe',
  yellow: 'yellow when ripe',
  'yellow-green': 'yellow-green when ripe',
  green: 'green when ripe',
  cream: 'cream when ripe',
  purple: 'purple when ripe',
  'purple-black': 'purple-black when ripe',
  'blue-black': 'blue-black when ripe',
  black: 'black when ripe',
  brown: 'brown when ripe',
  'pale-brown': 'pale brown when ripe',
  buff: 'buff when ripe',
  'yellow-brown': 'yellow-brown when ripe',
  'red-brown': 'red-brown when ripe',
  'grey-brown': 'grey-brown when ripe',
  russet: 'russet when ripe',
  pink: 'pink when ripe',
};
/** An adjective before the fruit ("a glossy fruit"); an acorn's is its cup's ("an acorn in a scaly cup"). */
export const SEED_SURFACE_PHRASES: Record<Seed['surface'], string> = {
  smooth: 'smooth',
  glossy: 'glossy',
  bloomed: 'dusty-bloomed',
  hairy: 'hairy',
  cottony: 'cottony',
  warty: 'warty',
  ribbed: 'ribbed',
  spiny: 'spiny',
  bristly: 'bristly',
  shaggy: 'shaggy',
  scaly: 'scaly',
  rolled: 'rosette-scaled',
  knobbed: 'knobbly',
  wrinkled: 'wrinkled',
  papery: 'papery',
  speckled: 'speckled',
};
export const SEED_STALK_PHRASES: Record<Seed['stalk'], string> = {
  none: 'with no stalk',
  short: 'on a short stalk',
  long: 'on a long stalk',
};
/** How a maple's pair of wings spread (trait-values.ts, `wingSpread`), said after the keys. */
export const WING_SPREAD_PHRASES = {
  parallel: 'the wings almost parallel',
  narrow: 'the wings at a narrow angle',
  right: 'the wings at about a right angle',
  wide: 'the wings at a wide angle',
  straight: 'the wings spread almost in a straight line',
} as const;
/** Where a single key's seed sits, said after the key. */
export const SEED_POSITION_PHRASES: Record<NonNullable<Seed['seed_position']>, string> = {
  base: 'with the seed at the base of the wing',
  centre: 'with the seed in the middle of the wing',
  'near-tip': 'with the seed near the notched tip of the wing',
};
export const SEED_SHAPE_PHRASES: Record<Seed['shape'], string> = {
  globose: 'round',
  'egg-shaped': 'egg-shaped',
  oval: 'oval',
  'pear-shaped': 'pear-shaped',
  cylindrical: 'cylindrical',
  barrel: 'barrel-shaped',
  conical: 'tapering',
  spindle: 'spindle-shaped',
  squarish: 'squarish',
  'cup-shaped': 'cup-shaped',
  inflated: 'bladder-like',
  flat: 'flat',
};
export const SEED_POSTURE_PHRASES: Record<Seed['posture'], string> = {
  erect: 'standing upright',
  spreading: 'held out or sitting on the twig',
  hanging: 'hanging down',
};
/** A spreading fruit on a long stalk does not sit on the twig: a small-leaved lime's, a beech's. */
export const HELD_OUT_PHRASE = 'held out at an angle, not hanging';
export const CONE_BRACT_PHRASES: Record<NonNullable<Seed['cone']>['bract'], string> = {
  'exserted-reflexed': 'with bracts poking out and turned down',
  exserted: 'with bracts poking straight out',
  hidden: 'with bracts hidden between the scales',
};
/** What the fruit is called when its kind is not the difference; not unique (several kinds are "a fruit"). */
export const SEED_NOUNS: Record<Seed['kind'], string> = {
  acorn: 'acorn',
  nut: 'nut',
  samara: 'key',
  'double-samara': 'pair of keys',
  // A hornbeam's length is one bract's, a birch's the fruiting catkin's: "fruit" fits both.
  'winged-nutlet': 'fruit',
  catkin: 'seed catkin',
  capsule: 'fruit',
  pod: 'pod',
  berry: 'berry',
  drupe: 'fruit',
  pome: 'fruit',
  cone: 'cone',
  'berry-cone': 'berry-like cone',
  aril: 'fleshy cup',
  'fleshy-seed': 'seed',
  fig: 'fig',
  'seed-ball': 'seed ball',
};

export const CROWN_PHRASES: Record<Form['crown'], string> = {
  conical: 'a cone-shaped crown',
  'narrow-conical': 'a slim, spire-like crown',
  columnar: 'a narrow column of a crown',
  ovoid: 'an egg-shaped crown',
  rounded: 'a rounded crown',
  'broad-spreading': 'a low crown spreading wider than tall',
  vase: 'a vase-shaped crown',
  weeping: 'a weeping crown',
  umbrella: 'a flat umbrella of a crown on a bare trunk',
  tiered: 'a crown in flat tiers',
  irregular: 'an irregular, lopsided crown',
  'multi-stemmed': 'a bushy crown of several stems from the ground',
};
export const BRANCHING_PHRASES: Record<Form['branching'], string> = {
  ascending: 'rising branches',
  spreading: 'spreading branches',
  horizontal: 'level branches',
  drooping: 'drooping branch tips',
  pendulous: 'branches hanging to the ground',
};
export const CROWN_TOP_PHRASES: Record<Form['top'], string> = {
  spire: 'a pointed top',
  nodding: 'a nodding tip',
  rounded: 'a domed top',
  flat: 'a flat top',
  irregular: 'a ragged top',
};
export const FOLIAGE_PHRASES: Record<Form['foliage'], string> = {
  dark: 'dark green foliage',
  mid: 'mid-green foliage',
  light: 'light green foliage',
  'yellow-green': 'yellowish-green foliage',
  glaucous: 'blue-green foliage',
  'grey-green': 'grey-green foliage',
  silvery: 'foliage flashing silver in the wind',
  purple: 'dark purple foliage',
  golden: 'golden foliage',
};
