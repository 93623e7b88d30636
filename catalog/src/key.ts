import { crownAspect } from './illustrate/form/plan.ts';
import type { Species } from './schema.ts';

export { crownAspect };

type Traits = Species['traits'];
type Leaf = Traits['leaf'];
type Bud = Traits['bud'];

/** One question of the identification key (the contract's KeyQuestion, spelled out: the catalog imports nothing of ours). */
export interface KeyQuestionDefinition {
  id: string;
  part: 'habit' | 'leaf' | 'bark' | 'bud' | 'seed';
  text: string;
  needs_leaves: boolean;
  winter: boolean;
  choices: { id: string; label: string; hint?: string }[];
}

/**
 * A question and how a record answers it: every choice a beginner could honestly give for the
 * tree, never none. That is the record's own choice and the neighbouring ones its trait may
 * fairly be read as (docs/offline.md, "The key"): a crown between an egg and a dome, a leaf 6 cm
 * long, a conker's husk that splits. A species is only ruled out by an answer no honest reading of
 * its record gives.
 */
interface KeyQuestionSpec extends KeyQuestionDefinition {
  answer: (species: Species) => string[];
}

/** Every value of a trait, grouped into a choice (or several, where the words blur into two). */
type Grouping<Value extends string> = Record<Value, string | readonly string[]>;
const grouped = <Value extends string>(groups: Grouping<Value>, value: Value): string[] => [groups[value]].flat();

/** Choices once each, in the order first given. */
const unique = (choices: readonly string[]): string[] => [...new Set(choices)];

/**
 * How far off a beginner's measurement by eye may be: a leaf of 6.5 cm is easily called 6, and a
 * record's range is the usual one, not the only one.
 */
const MEASURED_BY_EYE = 1.15;

/**
 * A range [smallest, largest] holds every band it touches, give or take a measurement by eye: a
 * leaf of 5 to 10 cm answers "3 to 6", "6 to 10" and "10 to 20" alike.
 */
const bands = (
  range: readonly [number, number],
  edges: readonly { id: string; from: number; to: number }[],
  slack = 1,
) => edges.filter(({ from, to }) => range[0] / slack <= to && range[1] * slack >= from).map(({ id }) => id);

/**
 * Needles, scales or a broad blade. A yew's flat needles are needles; the monkey puzzle's hard
 * triangular leaves may be taken either way, so they answer both; so may a giant sequoia's
 * awl-shaped scale leaves, which stand out from the shoot up to half a centimetre and more.
 */
function leafKinds({ conifer, traits }: Species): ('needles' | 'scales' | 'broad')[] {
  const { shape, length_cm } = traits.leaf;
  if (shape === 'scale') return length_cm[1] > 0.5 ? ['scales', 'needles'] : ['scales'];
  if (shape === 'needle' || (conifer && shape === 'linear')) return ['needles'];
  return conifer ? ['needles', 'broad'] : ['broad'];
}

/** A needle or a scale leaf: a conifer's, however broad (the monkey puzzle's). */
const needleLeaved = (species: Species) => !leafKinds(species).includes('broad') || species.conifer;

/** A question about the blade (outline, edge) has nothing to ask of a needle or a scale: those answer 'none'. */
const ofBlade =
  (answer: (leaf: Leaf, species: Species) => string[]) =>
  (species: Species): string[] => {
    const kinds = leafKinds(species);
    const blade = kinds.includes('broad') ? answer(species.traits.leaf, species) : [];
    return kinds.some((kind) => kind !== 'broad') ? [...blade, 'none'] : blade;
  };

/** A question about the winter bud: a shoot that grows on from a bare tip (cypresses, thujas) answers 'none'. */
const ofBud =
  (answer: (bud: Bud, species: Species) => string[]) =>
  (species: Species): string[] =>
    species.traits.bud.formed ? answer(species.traits.bud, species) : ['none'];

const NEEDLES_CHOICE = { id: 'none', label: 'Needles or scales', hint: 'No flat blade to judge' };
const NO_BUDS_CHOICE = { id: 'none', label: 'No buds', hint: 'The shoot grows on from a bare green tip' };

const LEAF_LENGTH_BANDS = [
  { id: 'under-1', from: 0, to: 1 },
  { id: '1-3', from: 1, to: 3 },
  { id: '3-6', from: 3, to: 6 },
  { id: '6-10', from: 6, to: 10 },
  { id: '10-20', from: 10, to: 20 },
  { id: 'over-20', from: 20, to: 100 },
] as const;

const LEAFLET_BANDS = [
  { id: 'few', from: 4, to: 7 },
  { id: 'several', from: 8, to: 13 },
  { id: 'many', from: 14, to: 99 },
] as const;

/**
 * A leaf of leaflets in two rows with five or fewer (box elder, elder, bladdernut) often carries only
 * three on the shoot in front of you.
 */
const oftenThree = ({ compound, leaflets }: Leaf) => compound === 'pinnate' && leaflets <= 5;

/**
 * An Arran service tree's leaf has free leaflets only at its base, and is a lobed blade above: it is
 * one blade and a leaf of leaflets alike.
 */
const partlyDivided = ({ compound, lobing }: Leaf) => compound !== 'simple' && lobing !== 'none';

/** Leaflets come in pairs along the stalk: a record's typical count may well be two more or fewer on the tree in front of you. */
function leafletBands(leaf: Leaf): string[] {
  const { compound, leaflets } = leaf;
  if (compound === 'simple') return ['one'];
  if (compound === 'trifoliate') return ['three'];
  return [
    ...(partlyDivided(leaf) ? ['one'] : []),
    ...(oftenThree(leaf) ? ['three'] : []),
    ...bands([Math.max(4, leaflets - 2), leaflets + 2], LEAFLET_BANDS),
  ];
}

/**
 * The crown's depth to breadth (crownAspect: the green mass, not the bare trunk under it, is what
 * the eye judges) each outline choice is honestly given for. They overlap: a crown a little taller
 * than wide is a dome to one person and an egg to the next. The whole-tree drawing keeps each
 * specimen near its record's usual aspect, so it shows what the key expects.
 */
export const CROWN_ASPECTS = {
  wide: [0, 0.9],
  dome: [0.7, 1.4],
  egg: [1.1, 2.6],
  // A cone however slim; one 2.6 times as deep as wide or more is a spire too.
  cone: [1, Number.POSITIVE_INFINITY],
  spire: [2.6, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, readonly [number, number]>;

/** The outlines among wide, dome and egg that a crown of this depth to breadth may be taken for. */
const roundOutlines = (aspect: number) =>
  (['wide', 'dome', 'egg'] as const).filter((id) => aspect >= CROWN_ASPECTS[id][0] && aspect <= CROWN_ASPECTS[id][1]);

/**
 * The whole tree's outline: the record's shape and, for the round-topped shapes, whichever of a
 * wide crown, a dome and an egg its proportions may be taken for. A horse chestnut, egg-shaped in
 * its record but its crown little taller than wide, is a dome to many eyes; an English oak's low,
 * broad crown is still a dome; a tall narrow cone (a spruce) is a spire. A tree that is often no more
 * than 4 m tall is met as a bush as often as a tree.
 */
function crownOutlines(species: Species): string[] {
  const { crown, height_m } = species.traits.form;
  const aspect = crownAspect(species);
  const round = roundOutlines(aspect);
  const own: string[] = {
    conical: ['cone', ...(aspect >= CROWN_ASPECTS.spire[0] ? ['spire'] : []), ...(species.conifer ? [] : ['egg'])],
    'narrow-conical': ['spire', 'cone'],
    columnar: ['spire'],
    ovoid: ['egg', ...round],
    rounded: ['dome', ...round],
    'broad-spreading': ['wide', 'dome'],
    umbrella: ['wide'],
    // Level layers read as a wide crown, but one still deeper than broad (a Monterey cypress in its middle years) as its proportions.
    tiered: ['wide', ...round],
    vase: ['vase', ...round],
    weeping: ['weeping', 'dome'],
    irregular: ['irregular', ...round],
    'multi-stemmed': ['bushy'],
  }[crown];
  return unique([...own, ...(height_m[0] <= 4 ? ['bushy'] : [])]);
}

type Seed = Traits['seed'];

/** A nut or conker in a green husk: the husk is what the record colours, the nut what is picked up. */
const husked = ({ kind, ripe_colour }: Seed) =>
  (kind === 'nut' || kind === 'capsule') && (ripe_colour === 'green' || ripe_colour === 'yellow-green');

/**
 * What the fruit is, and what else a beginner holding it may fairly call it: a conker is a nut in a
 * husk that splits, and so is a sweet chestnut or a beechnut; haws and rowan "berries" are little
 * apples, and a sloe is a berry to most; an alder's woody catkin is a little cone.
 */
function fruitKinds({ traits: { seed } }: Species): string[] {
  const { kind, shape, surface, length_cm, ripe_colour } = seed;
  const small = length_cm[1] <= 1.5;
  const kinds: Record<Seed['kind'], readonly string[]> = {
    acorn: ['acorn'],
    // A chestnut's spiny husk and a beechnut's bristly one split open; a walnut's green husk is soft
    // round its stone; a lime's little nuts hang from a leafy bract.
    nut: [
      'nut',
      ...(surface === 'spiny' || surface === 'bristly' ? ['capsule'] : []),
      ...(husked(seed) && surface !== 'spiny' ? ['stone'] : []),
      ...(length_cm[1] <= 1.2 ? ['nutlets'] : []),
    ],
    // A tulip tree's keys stand together as a cone.
    samara: ['key', ...(shape === 'conical' ? ['cone'] : [])],
    // A maple's pair of keys falls apart into single ones.
    'double-samara': ['paired-keys', 'key'],
    catkin: ['fluff'],
    // An alder's fruiting catkin is a little woody cone; a hornbeam's bract is a three-lobed wing;
    // a birch's is a catkin.
    'winged-nutlet': [
      'nutlets',
      ...(shape === 'egg-shaped' ? ['cone'] : []),
      ...(shape === 'flat' ? ['key'] : []),
      ...(shape === 'cylindrical' ? ['fluff'] : []),
    ],
    // A horse chestnut's spiny husk holds a conker, a nut to anyone; a spindle's pink capsule opens
    // on orange seeds like berries; a magnolia's knobbly fruit is cone-like.
    capsule: [
      'capsule',
      ...(shape === 'globose' && length_cm[1] >= 3 ? ['nut'] : []),
      ...(['pink', 'red', 'scarlet', 'orange'].includes(ripe_colour) ? ['berry'] : []),
      ...(surface === 'knobbed' ? ['cone'] : []),
    ],
    pod: ['pod'],
    // Nobody cuts a sloe or a bird cherry open to count its stones.
    drupe: ['stone', ...(small ? ['berry'] : [])],
    // A ginkgo's seed in its soft coat is a stone in a fruit to anyone who picks it up.
    'fleshy-seed': ['stone'],
    // A pomegranate is the size of an apple.
    berry: ['berry', ...(length_cm[0] >= 5 ? ['apple'] : [])],
    // A juniper's fleshy cone passes for a berry; a yew's red cup holds one seed, like a stone.
    'berry-cone': ['berry'],
    aril: ['berry', 'stone'],
    // Haws, rowan and whitebeam fruits are called berries by almost everyone.
    pome: ['apple', ...(small ? ['berry'] : [])],
    cone: ['cone'],
    'seed-ball': ['ball'],
    fig: ['fig'],
  };
  return unique(kinds[kind]);
}

const SPECS: readonly KeyQuestionSpec[] = [
  {
    id: 'leaf.kind',
    part: 'leaf',
    text: 'Needles, scales or broad leaves?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'needles', label: 'Needles', hint: 'Narrow, stiff, often sharp' },
      { id: 'scales', label: 'Tiny scales', hint: 'Pressed flat along the shoot' },
      { id: 'broad', label: 'Broad leaves', hint: 'A flat blade, however narrow' },
    ],
    answer: leafKinds,
  },
  {
    id: 'habit.type',
    part: 'habit',
    text: 'Does it keep its leaves in winter?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'evergreen', label: 'Evergreen', hint: 'Green all winter; the leaves often thick and leathery' },
      { id: 'deciduous', label: 'Bare in winter', hint: 'The leaves fall in autumn' },
    ],
    // A semi-evergreen (wild privet) keeps many leaves through a mild winter and loses them in a hard one.
    answer: ({ type, traits }) => (traits.leaf.semi_evergreen ? ['deciduous', 'evergreen'] : [type]),
  },
  {
    id: 'leaf.compound',
    part: 'leaf',
    text: 'Is each leaf one blade, or made of leaflets?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'simple', label: 'One blade', hint: 'Needles and scales count as one' },
      { id: 'pinnate', label: 'Leaflets in two rows', hint: 'Like a feather, sometimes twice divided' },
      { id: 'palmate', label: 'Leaflets like a hand', hint: 'All from the top of the stalk' },
      { id: 'trifoliate', label: 'Three leaflets' },
    ],
    // A leaf of few leaflets may carry three; one lobed above its free leaflets is one blade too.
    answer: ({ traits: { leaf } }) => [
      ...(partlyDivided(leaf) ? ['simple'] : []),
      ...grouped(
        { simple: 'simple', pinnate: 'pinnate', bipinnate: 'pinnate', palmate: 'palmate', trifoliate: 'trifoliate' },
        leaf.compound,
      ),
      ...(oftenThree(leaf) ? ['trifoliate'] : []),
    ],
  },
  {
    id: 'leaf.leaflets',
    part: 'leaf',
    text: 'How many leaflets make one leaf?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'one', label: 'None: one blade' },
      { id: 'three', label: 'Three' },
      { id: 'few', label: '4 to 7' },
      { id: 'several', label: '8 to 13' },
      { id: 'many', label: '14 or more' },
    ],
    answer: ({ traits }) => leafletBands(traits.leaf),
  },
  {
    id: 'leaf.arrangement',
    part: 'leaf',
    text: 'How are the leaves set on the shoot?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'alternate', label: 'One at a time', hint: 'Alternating from side to side' },
      { id: 'opposite', label: 'In opposite pairs', hint: 'Two at the same point, facing each other' },
      { id: 'whorled', label: 'Three or more together', hint: 'In a ring round the shoot' },
      { id: 'spiral', label: 'Single needles all round', hint: 'Spiralling round the shoot' },
      { id: 'bundles', label: 'Needles in bundles', hint: 'Two, three or five from a papery sheath' },
      { id: 'tufts', label: 'In tufts', hint: 'Many together on stubby side shoots' },
    ],
    answer: ({ conifer, traits }) => {
      const { arrangement, shape, underside } = traits.leaf;
      // A flat needle (a yew's, a fir's) is twisted into two rows either side of the shoot: one
      // side, then the other, to the eye.
      const flatNeedles = shape === 'linear' || underside === 'white-banded';
      // Apples, pears and cherries crowd their leaves on short spur shoots.
      const spurs = traits.bud.twig.features.includes('spurs');
      return unique([
        ...grouped(
          {
            alternate: 'alternate',
            opposite: 'opposite',
            // An Indian bean tree's leaves come in threes or in pairs.
            whorled: conifer ? ['whorled', 'spiral'] : ['whorled', 'opposite'],
            spiral: flatNeedles ? ['spiral', 'alternate'] : 'spiral',
            fascicled: 'bundles',
            // On a larch or cedar the tufts' shoots carry single needles too; a ginkgo's long shoots, single leaves.
            clustered: ['tufts', conifer ? 'spiral' : 'alternate'],
          },
          arrangement,
        ),
        ...(spurs && arrangement === 'alternate' ? ['tufts'] : []),
      ]);
    },
  },
  {
    id: 'leaf.shape',
    part: 'leaf',
    text: 'What shape is the leaf (or one leaflet)?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'narrow', label: 'Long and narrow', hint: 'Several times longer than wide' },
      { id: 'oval', label: 'Oval', hint: 'Widest across the middle' },
      { id: 'egg', label: 'Egg-shaped', hint: 'Widest below the middle' },
      { id: 'obovate', label: 'Widest near the tip' },
      { id: 'round', label: 'Round or heart-shaped' },
      { id: 'triangle', label: 'Triangular or diamond' },
      { id: 'hand', label: 'Like a hand', hint: 'Lobes spreading from one point' },
      { id: 'fan', label: 'Fan-shaped' },
      NEEDLES_CHOICE,
    ],
    // Where the blade is widest is the mark a beginner reads least surely: an oval leaf is taken for
    // an egg and back, one widest near its tip for an oval; a lime's heart-shaped and a birch's
    // triangular leaf are egg-shaped to many.
    answer: ofBlade(({ shape }) =>
      grouped(
        {
          needle: [],
          scale: [],
          linear: 'narrow',
          lanceolate: 'narrow',
          elliptic: ['oval', 'egg'],
          oblong: ['oval', 'narrow'],
          ovate: ['egg', 'oval'],
          obovate: ['obovate', 'oval'],
          cordate: ['round', 'egg'],
          orbicular: 'round',
          deltoid: ['triangle', 'egg'],
          rhombic: ['triangle', 'oval'],
          palmate: 'hand',
          fan: 'fan',
        },
        shape,
      ),
    ),
  },
  {
    id: 'leaf.lobes',
    part: 'leaf',
    text: 'Is the leaf lobed?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'none', label: 'Not lobed' },
      { id: 'pinnate', label: 'Lobes along both sides', hint: 'Like an oak leaf' },
      { id: 'palmate', label: 'Lobes like a hand', hint: 'Like a maple leaf' },
    ],
    // A horse chestnut's leaflets spread from one point like the lobes of a hand.
    answer: ({ traits: { leaf } }) =>
      unique([leaf.lobing, ...(leaf.compound === 'palmate' && leaf.lobing === 'none' ? ['palmate'] : [])]),
  },
  {
    id: 'leaf.margin',
    part: 'leaf',
    text: 'What is the edge of the leaf like?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'smooth', label: 'Smooth', hint: 'No teeth at all' },
      { id: 'wavy', label: 'Wavy', hint: 'No teeth, but the edge rises and falls' },
      { id: 'toothed', label: 'Toothed', hint: 'Small pointed teeth like a saw' },
      { id: 'double', label: 'Double-toothed', hint: 'Big teeth with small teeth on them' },
      { id: 'round', label: 'Round-toothed', hint: 'Blunt, rounded teeth' },
      { id: 'spiny', label: 'Spiny', hint: 'Sharp spines that prick' },
      NEEDLES_CHOICE,
    ],
    answer: ofBlade(({ margin }) =>
      grouped(
        {
          entire: 'smooth',
          // A gently wavy edge is still a smooth one to most eyes.
          undulate: ['wavy', 'smooth'],
          // Saw teeth of uneven sizes pass for double teeth, and small second teeth go unseen.
          serrate: ['toothed', 'double'],
          dentate: 'toothed',
          'double-serrate': ['double', 'toothed'],
          // Blunt teeth are teeth all the same.
          crenate: ['round', 'toothed'],
          // A holly's upper leaves, out of reach of browsing, have few spines or none.
          spiny: ['spiny', 'smooth'],
        },
        margin,
      ),
    ),
  },
  {
    id: 'leaf.tip',
    part: 'leaf',
    text: 'How does the leaf (or needle) end?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'long-point', label: 'A long point', hint: 'Drawn out like a tail' },
      { id: 'short-point', label: 'A sudden short point', hint: 'Rounded, then a little point' },
      { id: 'pointed', label: 'Pointed' },
      { id: 'blunt', label: 'Blunt', hint: 'Or cut straight across' },
      { id: 'rounded', label: 'Rounded' },
      { id: 'notched', label: 'A small notch' },
      { id: 'spine', label: 'A sharp spine' },
    ],
    // Any point is "pointed" to a beginner; blunt and rounded shade into each other; a small notch
    // is easily missed, and a tulip tree's cut-off end is a broad notch too. A sharp needle pricks
    // like a spine.
    answer: (species) =>
      grouped(
        {
          acuminate: ['long-point', 'pointed'],
          cuspidate: ['short-point', 'pointed'],
          acute: needleLeaved(species) ? ['pointed', 'spine'] : 'pointed',
          obtuse: ['blunt', 'rounded'],
          truncate: ['blunt', 'notched'],
          rounded: ['rounded', 'blunt'],
          emarginate: ['notched', 'rounded', 'blunt'],
          'spine-tipped': ['spine', 'pointed'],
        },
        species.traits.leaf.tip,
      ),
  },
  {
    id: 'leaf.length',
    part: 'leaf',
    text: 'How long is one whole leaf, or one needle?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'under-1', label: 'Under 1 cm', hint: 'Scales and the tiniest needles' },
      { id: '1-3', label: '1 to 3 cm' },
      { id: '3-6', label: '3 to 6 cm' },
      { id: '6-10', label: '6 to 10 cm' },
      { id: '10-20', label: '10 to 20 cm' },
      { id: 'over-20', label: 'Over 20 cm', hint: 'Mostly leaves of many leaflets, measured whole' },
    ],
    answer: ({ traits }) => bands(traits.leaf.length_cm, LEAF_LENGTH_BANDS, MEASURED_BY_EYE),
  },
  {
    id: 'leaf.underside',
    part: 'leaf',
    text: 'What does the underside of the leaf look like?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'same', label: 'The same green' },
      { id: 'paler', label: 'Paler green' },
      { id: 'blue-grey', label: 'Bluish-grey', hint: 'A waxy bloom' },
      { id: 'white', label: 'White or silvery' },
      { id: 'grey-felted', label: 'Grey felt' },
      { id: 'hairy', label: 'Green and softly hairy' },
      { id: 'banded', label: 'Two white bands', hint: 'Either side of the midrib of a needle' },
    ],
    // A bluish bloom is paler green to many, and fine hairs go unseen unless felt; white and grey
    // felt, or silky silver hairs, are told apart by shade alone.
    answer: ({ traits }) =>
      grouped(
        {
          same: 'same',
          paler: 'paler',
          'blue-grey': ['blue-grey', 'paler'],
          silvery: ['white', 'grey-felted'],
          'white-felted': ['white', 'grey-felted'],
          'grey-felted': ['grey-felted', 'white'],
          hairy: ['hairy', 'paler'],
          'white-banded': 'banded',
          // The white X or bow-tie under a cypress's or thuja's scale leaves reads as bands, white or paler.
          'white-marked': ['banded', 'white', 'paler'],
        },
        traits.leaf.underside,
      ),
  },
  {
    id: 'leaf.gloss',
    part: 'leaf',
    text: 'Is the top of the leaf glossy?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'glossy', label: 'Glossy', hint: 'Shiny, catching the light' },
      { id: 'matt', label: 'Dull' },
    ],
    // The leathery gloss of an evergreen leaf is plain to see; a summer leaf's shine dulls with
    // dust and shade, and a needle's is hard to judge at all.
    answer: (species) => {
      const { gloss } = species.traits.leaf;
      const plain = species.type === 'evergreen' && !needleLeaved(species);
      return gloss === 'glossy' && !plain ? ['glossy', 'matt'] : needleLeaved(species) ? ['matt', 'glossy'] : [gloss];
    },
  },
  {
    id: 'leaf.colour',
    part: 'leaf',
    text: 'What colour are the leaves in summer?',
    needs_leaves: true,
    winter: false,
    choices: [
      { id: 'green', label: 'Green', hint: 'Any green: dark, bright, bluish or greyish' },
      { id: 'purple', label: 'Purple or copper', hint: 'Dark red to purple-black all summer' },
      { id: 'golden', label: 'Golden yellow', hint: 'Yellow all summer, not only in autumn' },
    ],
    // Every species is green as it grows wild; its named forms answer purple (a copper beech) or
    // golden (a golden Leyland cypress), and the key holds those answers for the species too.
    answer: ({ traits }) => [traits.leaf.colour ?? 'green'],
  },
  {
    id: 'bark.texture',
    part: 'bark',
    text: 'What is the bark like on a grown trunk?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'smooth', label: 'Smooth' },
      { id: 'pores', label: 'Smooth with bands of pores', hint: 'Short lines across the trunk' },
      { id: 'cracked', label: 'Cracked', hint: 'Long shallow cracks' },
      { id: 'furrowed', label: 'Deeply furrowed', hint: 'Thick ridges and deep furrows' },
      { id: 'scaly', label: 'Scaly or flaking' },
      { id: 'plates', label: 'Broad plates' },
      { id: 'peeling', label: 'Peeling', hint: 'In strips, sheets or papery bands' },
      { id: 'stringy', label: 'Soft and stringy' },
      { id: 'corky', label: 'Thick and corky' },
    ],
    // An old trunk may be met where a grown one is not; a young one is left out, being smooth on most trees.
    answer: ({ traits }) => {
      const { texture, old, depth, grain, features } = traits.bark;
      // Deep cracks are furrows to the eye, large scales plates, and small plates scales.
      const textures: Grouping<Traits['bark']['texture']> = {
        smooth: 'smooth',
        lenticelled: ['pores', 'smooth'],
        fissured: depth === 'deep' ? ['cracked', 'furrowed'] : 'cracked',
        furrowed: 'furrowed',
        scaly: grain === 'coarse' ? ['scaly', 'plates'] : 'scaly',
        plated: grain === 'fine' ? ['plates', 'scaly'] : 'plates',
        peeling: 'peeling',
        // A birch's papery bark is smooth between the strips that peel.
        papery: ['peeling', 'smooth'],
        fibrous: ['stringy', 'peeling'],
        corky: ['corky', 'furrowed'],
      };
      // What the bark's marks add to a beginner's word for it: a birch's bands of pores, a cherry's
      // peeling bands, a plane's flakes, and the rough cracked foot of an old birch or poplar.
      const marks: Partial<Record<(typeof features)[number], readonly string[]>> = {
        lenticels: ['pores'],
        'peeling-bands': ['peeling'],
        'curling-strips': ['peeling'],
        shaggy: ['peeling'],
        jigsaw: ['scaly', 'peeling'],
        'diamond-fissures': ['cracked'],
        'rough-base': ['cracked', 'furrowed'],
      };
      return unique([
        ...grouped(textures, texture),
        ...(old ? grouped(textures, old) : []),
        ...features.flatMap((mark) => marks[mark] ?? []),
      ]);
    },
  },
  {
    id: 'bark.colour',
    part: 'bark',
    text: 'What colour is the bark?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'white', label: 'White or silvery' },
      { id: 'grey', label: 'Grey' },
      { id: 'dark', label: 'Dark grey or black' },
      { id: 'brown', label: 'Brown' },
      { id: 'reddish', label: 'Red-brown or orange' },
    ],
    // Bark colours run into each other: silver-grey, dark grey, grey-brown, red-brown. A bark
    // tinged brown is brown too, and a dark one dark.
    answer: ({ traits }) => {
      const { colour, shade, tinge } = traits.bark;
      const colours = grouped(
        {
          white: 'white',
          silver: ['white', 'grey'],
          grey: 'grey',
          olive: ['grey', 'brown'],
          'dark-grey': ['dark', 'grey'],
          black: 'dark',
          brown: 'brown',
          'purple-brown': ['brown', 'reddish'],
          'red-brown': ['reddish', 'brown'],
          orange: 'reddish',
        },
        colour,
      );
      return unique([...colours, ...(shade === 'dark' ? ['dark'] : []), ...(tinge === 'brown' ? ['brown'] : [])]);
    },
  },
  {
    id: 'bud.arrangement',
    part: 'bud',
    text: 'How are the buds set on the twig?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'alternate', label: 'One at a time', hint: 'Alternating from side to side' },
      { id: 'opposite', label: 'In opposite pairs' },
      { id: 'clustered', label: 'Crowded at the tip', hint: 'Several together at the end of the shoot' },
      { id: 'whorled', label: 'Three or more together' },
      { id: 'spiral', label: 'Singly all round', hint: 'Among needles spiralling round the shoot' },
      NO_BUDS_CHOICE,
    ],
    // An oak's buds crowd at the tip, but the side buds below go one at a time; a cherry's crowd at
    // the end of every spur shoot; an Indian bean tree's come in threes or pairs.
    answer: ofBud(({ arrangement, twig }, { conifer }) =>
      unique([
        ...grouped(
          {
            alternate: 'alternate',
            opposite: 'opposite',
            spiral: 'spiral',
            clustered: ['clustered', conifer ? 'spiral' : 'alternate'],
            whorled: conifer ? 'whorled' : ['whorled', 'opposite'],
          },
          arrangement,
        ),
        ...(arrangement === 'alternate' && twig.features.includes('spurs') ? ['clustered'] : []),
      ]),
    ),
  },
  {
    id: 'bud.colour',
    part: 'bud',
    text: 'What colour are the buds?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'brown', label: 'Brown' },
      { id: 'red-brown', label: 'Red-brown' },
      { id: 'red', label: 'Red or purple' },
      { id: 'green', label: 'Green' },
      { id: 'grey', label: 'Grey' },
      { id: 'black', label: 'Black' },
      NO_BUDS_CHOICE,
    ],
    // A colour between two choices answers both: red-brown is brown to one eye and red to the next,
    // orange-brown brown or red-brown.
    answer: ofBud(({ colour }) =>
      grouped(
        {
          brown: 'brown',
          'yellow-brown': 'brown',
          'orange-brown': ['brown', 'red-brown'],
          'red-brown': ['red-brown', 'brown', 'red'],
          red: 'red',
          purple: 'red',
          green: 'green',
          grey: 'grey',
          black: 'black',
        },
        colour,
      ),
    ),
  },
  {
    id: 'bud.surface',
    part: 'bud',
    text: 'What are the buds like to touch?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'sticky', label: 'Sticky', hint: 'Gummy or resinous' },
      { id: 'glossy', label: 'Glossy' },
      { id: 'hairy', label: 'Downy or hairy', hint: 'Fine down, wool, or a fringe of hairs' },
      { id: 'waxy', label: 'Grey bloom', hint: 'A waxy film that rubs off' },
      { id: 'plain', label: 'Dull and bare', hint: 'Neither shiny, sticky nor hairy' },
      NO_BUDS_CHOICE,
    ],
    // Resin shines, so a sticky bud is a glossy one too. Hairs only at a bud's tip or along its
    // scales' edges are easily missed, leaving it dull and bare.
    answer: ofBud(({ surface }) => {
      const surfaces = surface.flatMap((word) =>
        grouped(
          {
            sticky: ['sticky', 'glossy'],
            glossy: 'glossy',
            downy: 'hairy',
            woolly: 'hairy',
            'hair-tipped': ['hairy', 'plain'],
            fringed: ['hairy', 'plain'],
            whiskered: 'hairy',
            waxy: 'waxy',
            'curled-scales': [],
          },
          word,
        ),
      );
      return surfaces.length > 0 ? unique(surfaces) : ['plain'];
    }),
  },
  {
    id: 'twig.colour',
    part: 'bud',
    text: "What colour is this year's twig?",
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'green', label: 'Green or olive' },
      { id: 'grey', label: 'Grey' },
      { id: 'brown', label: 'Brown' },
      { id: 'red', label: 'Red or purple', hint: 'Reddish-brown counts' },
      { id: 'yellow', label: 'Yellow or orange' },
    ],
    answer: ({ traits }) =>
      grouped(
        {
          green: 'green',
          'dark-green': 'green',
          olive: ['green', 'brown'],
          'grey-green': ['grey', 'green'],
          'pale-grey': 'grey',
          grey: 'grey',
          brown: 'brown',
          'dark-brown': 'brown',
          // Reddish-brown is as much brown as red to most eyes.
          'red-brown': ['red', 'brown'],
          red: 'red',
          purple: 'red',
          yellow: 'yellow',
          // A larch's orange shoots are as red as orange to many.
          orange: ['yellow', 'red'],
        },
        traits.bud.twig.colour,
      ),
  },
  {
    id: 'twig.thorns',
    part: 'bud',
    text: 'Has the twig thorns or spines?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'thorny', label: 'Thorns or spines' },
      { id: 'none', label: 'None' },
    ],
    // A thorn (a hawthorn's) or a pair of spines at each bud (a false acacia's) is on every shoot;
    // a side shoot ending in a spine (a blackthorn's, a wild pear's) is not, and a twig without one
    // is honestly answered "None".
    answer: ({ traits }) => {
      const { features } = traits.bud.twig;
      if (features.includes('thorns') || features.includes('paired-spines')) return ['thorny'];
      return features.includes('spines') ? ['thorny', 'none'] : ['none'];
    },
  },
  {
    id: 'seed.kind',
    part: 'seed',
    text: 'What is the fruit like?',
    needs_leaves: false,
    winter: false,
    choices: [
      { id: 'acorn', label: 'Acorn', hint: 'A nut in a cup' },
      { id: 'nut', label: 'Nut', hint: 'Often in a husk' },
      { id: 'key', label: 'Single winged key' },
      { id: 'paired-keys', label: 'Paired winged keys' },
      { id: 'fluff', label: 'Catkins of fluffy seed' },
      { id: 'nutlets', label: 'Tiny winged seeds', hint: 'From catkins, little cones or leafy bracts' },
      { id: 'capsule', label: 'Dry husk that splits' },
      { id: 'pod', label: 'Bean-like pod' },
      { id: 'stone', label: 'Soft fruit with one stone' },
      { id: 'berry', label: 'Berry with several seeds' },
      { id: 'apple', label: 'Little apple or pear', hint: 'With pips in a core' },
      { id: 'cone', label: 'Woody cone' },
      { id: 'ball', label: 'Hanging ball of seeds' },
      { id: 'fig', label: 'Fig' },
    ],
    answer: fruitKinds,
  },
  {
    id: 'seed.colour',
    part: 'seed',
    text: 'What colour is the ripe fruit?',
    needs_leaves: false,
    winter: false,
    choices: [
      { id: 'red', label: 'Red or pink' },
      { id: 'orange', label: 'Orange or yellow' },
      { id: 'green', label: 'Green' },
      { id: 'dark', label: 'Purple, blue or black' },
      { id: 'brown', label: 'Brown' },
    ],
    // Colours between two choices answer both: scarlet or orange-red, plum purple, russet. A nut
    // or conker is found brown on the ground, out of the green husk the record describes.
    answer: ({ traits: { seed } }) =>
      unique([
        ...grouped(
          {
            red: 'red',
            scarlet: ['red', 'orange'],
            pink: 'red',
            orange: ['orange', 'red'],
            yellow: 'orange',
            'yellow-green': ['green', 'orange'],
            green: 'green',
            purple: ['dark', 'red'],
            'purple-black': 'dark',
            'blue-black': 'dark',
            black: 'dark',
            cream: 'brown',
            brown: 'brown',
            'pale-brown': 'brown',
            buff: 'brown',
            'yellow-brown': ['brown', 'orange'],
            'red-brown': ['brown', 'red'],
            'grey-brown': 'brown',
            russet: ['brown', 'orange'],
          },
          seed.ripe_colour,
        ),
        ...(husked(seed) ? ['brown'] : []),
      ]),
  },
  {
    id: 'habit.crown',
    part: 'habit',
    text: 'What shape is the whole tree?',
    needs_leaves: false,
    winter: true,
    choices: [
      { id: 'cone', label: 'A broad cone' },
      { id: 'spire', label: 'A slim spire or column' },
      { id: 'egg', label: 'Egg-shaped', hint: 'Taller than wide, round-topped' },
      { id: 'dome', label: 'A dome', hint: 'About as wide as tall' },
      { id: 'wide', label: 'Wider than tall', hint: 'Spreading, flat-topped or in tiers' },
      { id: 'vase', label: 'Vase-shaped', hint: 'Limbs fanning up from a narrow base' },
      { id: 'weeping', label: 'Weeping' },
      { id: 'irregular', label: 'Irregular', hint: 'Lopsided, a few limbs going their own way' },
      { id: 'bushy', label: 'Bushy', hint: 'Several stems from the ground' },
    ],
    answer: crownOutlines,
  },
];

/** The identification key's questions, most basic first. */
export const KEY_QUESTIONS: readonly KeyQuestionDefinition[] = SPECS.map(
  ({ answer: _answer, ...question }) => question,
);

/** A record's answers to the key's questions: question id to the choice ids it holds (at least one each). */
export function keyAnswers(species: Species): Record<string, string[]> {
  return Object.fromEntries(SPECS.map((question) => [question.id, question.answer(species)]));
}

/**
 * A named form's answers where they differ from its species' (`form` is the form as a record,
 * withNamedForm): a Lombardy poplar's slim column, a copper beech's purple leaves. The browser's key
 * holds them for the species too, and names the form when only they fit.
 */
export function formKeyAnswers(species: Species, form: Species): Record<string, string[]> {
  const own = keyAnswers(species);
  return Object.fromEntries(
    Object.entries(keyAnswers(form)).filter(([question, choices]) => String(choices) !== String(own[question])),
  );
}
