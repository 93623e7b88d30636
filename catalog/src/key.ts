import type { Species } from './schema.ts';

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

/** A question and how a record answers it: every choice it truthfully holds, never none. */
interface KeyQuestionSpec extends KeyQuestionDefinition {
  answer: (species: Species) => string[];
}

/** Every value of a trait, grouped into a choice (or several, where the words blur into two). */
type Grouping<Value extends string> = Record<Value, string | string[]>;
const grouped = <Value extends string>(groups: Grouping<Value>, value: Value): string[] => [groups[value]].flat();

/** A range [smallest, largest] holds every band it touches: a leaf of 5 to 10 cm answers "3 to 6" and "6 to 10" alike. */
const bands = (range: readonly [number, number], edges: readonly { id: string; from: number; to: number }[]) =>
  edges.filter(({ from, to }) => range[0] <= to && range[1] >= from).map(({ id }) => id);

/**
 * Needles, scales or a broad blade. A yew's flat needles are needles; the monkey puzzle's hard
 * triangular leaves may be taken either way, so they answer both.
 */
function leafKinds({ conifer, traits }: Species): ('needles' | 'scales' | 'broad')[] {
  const { shape } = traits.leaf;
  if (shape === 'scale') return ['scales'];
  if (shape === 'needle' || (conifer && shape === 'linear')) return ['needles'];
  return conifer ? ['needles', 'broad'] : ['broad'];
}

/** A question about the blade (outline, edge) has nothing to ask of a needle or a scale: those answer 'none'. */
const ofBlade =
  (answer: (leaf: Leaf) => string[]) =>
  (species: Species): string[] => {
    const kinds = leafKinds(species);
    const blade = kinds.includes('broad') ? answer(species.traits.leaf) : [];
    return kinds.some((kind) => kind !== 'broad') ? [...blade, 'none'] : blade;
  };

/** A question about the winter bud: a shoot that grows on from a bare tip (cypresses, thujas) answers 'none'. */
const ofBud =
  (answer: (bud: Bud) => string[]) =>
  ({ traits }: Species): string[] =>
    traits.bud.formed ? answer(traits.bud) : ['none'];

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

/** Leaflets come in pairs along the stalk: a record's typical count may well be two more or fewer on the tree in front of you. */
function leafletBands({ compound, leaflets }: Leaf): string[] {
  if (compound === 'simple') return ['one'];
  if (compound === 'trifoliate') return ['three'];
  return bands([Math.max(4, leaflets - 2), leaflets + 2], LEAFLET_BANDS);
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
    answer: ({ type }) => [type],
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
    answer: ({ traits }) =>
      grouped(
        { simple: 'simple', pinnate: 'pinnate', bipinnate: 'pinnate', palmate: 'palmate', trifoliate: 'trifoliate' },
        traits.leaf.compound,
      ),
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
    // On a larch or cedar the tufts' shoots carry single needles too; a ginkgo's long shoots, single leaves.
    answer: ({ conifer, traits }) =>
      grouped(
        {
          alternate: 'alternate',
          opposite: 'opposite',
          whorled: 'whorled',
          spiral: 'spiral',
          fascicled: 'bundles',
          clustered: ['tufts', conifer ? 'spiral' : 'alternate'],
        },
        traits.leaf.arrangement,
      ),
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
    answer: ofBlade(({ shape }) =>
      grouped(
        {
          needle: [],
          scale: [],
          linear: 'narrow',
          lanceolate: 'narrow',
          elliptic: 'oval',
          oblong: 'oval',
          ovate: 'egg',
          obovate: 'obovate',
          cordate: 'round',
          orbicular: 'round',
          deltoid: 'triangle',
          rhombic: 'triangle',
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
    answer: ({ traits }) => [traits.leaf.lobing],
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
          serrate: 'toothed',
          dentate: 'toothed',
          'double-serrate': 'double',
          crenate: 'round',
          spiny: 'spiny',
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
    answer: ({ traits }) =>
      grouped(
        {
          acuminate: 'long-point',
          cuspidate: 'short-point',
          acute: 'pointed',
          obtuse: 'blunt',
          truncate: 'blunt',
          rounded: 'rounded',
          emarginate: 'notched',
          'spine-tipped': 'spine',
        },
        traits.leaf.tip,
      ),
  },
  {
    id: 'leaf.length',
    part: 'leaf',
    text: 'How long is one leaf, or one needle?',
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
    answer: ({ traits }) => bands(traits.leaf.length_cm, LEAF_LENGTH_BANDS),
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
    answer: ({ traits }) =>
      grouped(
        {
          same: 'same',
          paler: 'paler',
          'blue-grey': 'blue-grey',
          silvery: 'white',
          'white-felted': 'white',
          'grey-felted': 'grey-felted',
          hairy: 'hairy',
          'white-banded': 'banded',
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
    answer: ({ traits }) => [traits.leaf.gloss],
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
      const textures: Grouping<Traits['bark']['texture']> = {
        smooth: 'smooth',
        lenticelled: 'pores',
        fissured: 'cracked',
        furrowed: 'furrowed',
        scaly: 'scaly',
        plated: 'plates',
        peeling: 'peeling',
        papery: 'peeling',
        fibrous: 'stringy',
        corky: 'corky',
      };
      const { texture, old } = traits.bark;
      return [...new Set([...grouped(textures, texture), ...(old ? grouped(textures, old) : [])])];
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
    answer: ({ traits }) => {
      const { colour, shade } = traits.bark;
      const colours = grouped(
        {
          white: 'white',
          silver: 'white',
          grey: 'grey',
          olive: 'grey',
          'dark-grey': 'dark',
          black: 'dark',
          brown: 'brown',
          'purple-brown': ['brown', 'reddish'],
          'red-brown': 'reddish',
          orange: 'reddish',
        },
        colour,
      );
      return shade === 'dark' && colour === 'grey' ? [...colours, 'dark'] : colours;
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
    answer: ofBud(({ arrangement }) => [arrangement]),
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
    answer: ofBud(({ colour }) =>
      grouped(
        {
          brown: 'brown',
          'yellow-brown': 'brown',
          'orange-brown': 'brown',
          'red-brown': 'red-brown',
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
    answer: ofBud(({ surface }) => {
      const surfaces = surface.flatMap((word) =>
        grouped(
          {
            sticky: 'sticky',
            glossy: 'glossy',
            downy: 'hairy',
            woolly: 'hairy',
            'hair-tipped': 'hairy',
            fringed: 'hairy',
            whiskered: 'hairy',
            waxy: 'waxy',
            'curled-scales': [],
          },
          word,
        ),
      );
      return surfaces.length > 0 ? [...new Set(surfaces)] : ['plain'];
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
          orange: 'yellow',
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
    answer: ({ traits }) =>
      traits.bud.twig.features.some((mark) => mark === 'thorns' || mark === 'spines' || mark === 'paired-spines')
        ? ['thorny']
        : ['none'],
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
    answer: ({ traits }) =>
      grouped(
        {
          acorn: 'acorn',
          nut: 'nut',
          samara: 'key',
          'double-samara': 'paired-keys',
          catkin: 'fluff',
          'winged-nutlet': 'nutlets',
          capsule: 'capsule',
          pod: 'pod',
          drupe: 'stone',
          // A ginkgo's seed in its soft coat is a stone in a fruit to anyone who picks it up.
          'fleshy-seed': 'stone',
          berry: 'berry',
          // A juniper's fleshy cone and a yew's red cup pass for berries.
          'berry-cone': 'berry',
          aril: 'berry',
          pome: 'apple',
          cone: 'cone',
          'seed-ball': 'ball',
          fig: 'fig',
        },
        traits.seed.kind,
      ),
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
    answer: ({ traits }) =>
      grouped(
        {
          red: 'red',
          scarlet: 'red',
          pink: 'red',
          orange: 'orange',
          yellow: 'orange',
          'yellow-green': ['green', 'orange'],
          green: 'green',
          purple: 'dark',
          'purple-black': 'dark',
          'blue-black': 'dark',
          black: 'dark',
          cream: 'brown',
          brown: 'brown',
          'pale-brown': 'brown',
          buff: 'brown',
          'yellow-brown': 'brown',
          'red-brown': 'brown',
          'grey-brown': 'brown',
          russet: 'brown',
        },
        traits.seed.ripe_colour,
      ),
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
    answer: ({ traits }) =>
      grouped(
        {
          conical: 'cone',
          'narrow-conical': 'spire',
          columnar: 'spire',
          ovoid: 'egg',
          rounded: 'dome',
          'broad-spreading': 'wide',
          umbrella: 'wide',
          tiered: 'wide',
          vase: 'vase',
          weeping: 'weeping',
          irregular: 'irregular',
          'multi-stemmed': 'bushy',
        },
        traits.form.crown,
      ),
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
