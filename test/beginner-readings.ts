import { type CatalogEntry, crownAspect } from '@leafwise/catalog';

/**
 * How a beginner standing in front of a tree may honestly answer each of the key's questions, read
 * from the species' record: the record's own word, and each neighbouring choice the trait may fairly
 * be taken for (docs/offline.md, "The key"). Written apart from catalog/src/key.ts, as the field
 * botanist's list the key must forgive: a species is never ruled out by any of these.
 */
type Reading = (species: CatalogEntry) => string[];

const pick = <Value extends string>(table: Partial<Record<Value, string[]>>, value: Value): string[] =>
  table[value] ?? [];

const needleLeaved = ({ conifer, traits }: CatalogEntry) =>
  conifer || traits.leaf.shape === 'needle' || traits.leaf.shape === 'scale';
const NEEDLE_SHAPES: readonly string[] = ['needle', 'scale', 'linear'];
/**
 * A needle or scale has no blade to judge: those questions are answered "Needles or scales". A
 * monkey puzzle's hard, broad leaves are read either way.
 */
const blade =
  (reading: Reading): Reading =>
  (species) => {
    if (!needleLeaved(species)) return reading(species);
    return NEEDLE_SHAPES.includes(species.traits.leaf.shape) ? ['none'] : [...reading(species), 'none'];
  };
const budded =
  (reading: Reading): Reading =>
  (species) =>
    species.traits.bud.formed ? reading(species) : ['none'];

/** The bands a measured length falls in, when a leaf within the record's range is judged by eye (about a sixth either way). */
const lengthBands = ([shortest, longest]: readonly [number, number]) =>
  (
    [
      ['under-1', 0, 1],
      ['1-3', 1, 3],
      ['3-6', 3, 6],
      ['6-10', 6, 10],
      ['10-20', 10, 20],
      ['over-20', 20, 100],
    ] as const
  )
    .filter(([, from, to]) => shortest / 1.15 <= to && longest * 1.15 >= from)
    .map(([id]) => id);

export const BEGINNER_READINGS: Record<string, Reading> = {
  'leaf.kind': ({ conifer, traits: { leaf } }) =>
    leaf.shape === 'scale'
      ? // A giant sequoia's awl-shaped scales stand out like short needles.
        leaf.length_cm[1] > 0.5
        ? ['scales', 'needles']
        : ['scales']
      : leaf.shape === 'needle' || (conifer && leaf.shape === 'linear')
        ? ['needles']
        : conifer
          ? ['needles', 'broad']
          : ['broad'],
  'habit.type': ({ type }) => [type],
  'leaf.compound': ({ traits: { leaf } }) => [
    leaf.compound === 'bipinnate' ? 'pinnate' : leaf.compound,
    ...(leaf.compound === 'pinnate' && leaf.leaflets <= 5 ? ['trifoliate'] : []),
    ...(leaf.compound !== 'simple' && leaf.lobing !== 'none' ? ['simple'] : []),
  ],
  'leaf.leaflets': ({ traits: { leaf } }) => {
    if (leaf.compound === 'simple') return ['one'];
    if (leaf.compound === 'trifoliate') return ['three'];
    const count = leaf.leaflets;
    return [
      count <= 7 ? 'few' : count <= 13 ? 'several' : 'many',
      ...(leaf.compound === 'pinnate' && count <= 5 ? ['three'] : []),
      ...(leaf.lobing !== 'none' ? ['one'] : []),
    ];
  },
  'leaf.arrangement': ({ conifer, traits: { leaf, bud } }) => {
    return pick(
      {
        alternate: ['alternate', ...(bud.twig.features.includes('spurs') ? ['tufts'] : [])],
        opposite: ['opposite'],
        whorled: conifer ? ['whorled'] : ['whorled', 'opposite'],
        // A yew's or fir's flat needles part into two rows, one side then the other.
        spiral: leaf.shape === 'linear' || leaf.underside === 'white-banded' ? ['spiral', 'alternate'] : ['spiral'],
        fascicled: ['bundles'],
        // A larch's or cedar's long shoots carry single needles; a ginkgo's, single leaves.
        clustered: ['tufts', conifer ? 'spiral' : 'alternate'],
      },
      leaf.arrangement,
    );
  },
  'leaf.shape': blade(({ traits: { leaf } }) =>
    pick(
      {
        linear: ['narrow'],
        lanceolate: ['narrow'],
        elliptic: ['oval', 'egg'],
        oblong: ['oval', 'narrow'],
        ovate: ['egg', 'oval'],
        obovate: ['obovate', 'oval'],
        cordate: ['round', 'egg'],
        orbicular: ['round'],
        deltoid: ['triangle', 'egg'],
        rhombic: ['triangle', 'oval'],
        palmate: ['hand'],
        fan: ['fan'],
      },
      leaf.shape,
    ),
  ),
  'leaf.lobes': ({ traits: { leaf } }) => [
    leaf.lobing,
    // A horse chestnut's leaflets spread like the lobes of a hand.
    ...(leaf.compound === 'palmate' ? ['palmate'] : []),
  ],
  'leaf.margin': blade(({ traits: { leaf } }) =>
    pick(
      {
        entire: ['smooth'],
        undulate: ['wavy', 'smooth'],
        serrate: ['toothed', 'double'],
        dentate: ['toothed'],
        'double-serrate': ['double', 'toothed'],
        crenate: ['round', 'toothed'],
        spiny: ['spiny', 'smooth'],
      },
      leaf.margin,
    ),
  ),
  'leaf.tip': (species) =>
    pick(
      {
        acuminate: ['long-point', 'pointed'],
        cuspidate: ['short-point', 'pointed'],
        acute: needleLeaved(species) ? ['pointed', 'spine'] : ['pointed'],
        obtuse: ['blunt', 'rounded'],
        truncate: ['blunt', 'notched'],
        rounded: ['rounded', 'blunt'],
        emarginate: ['notched', 'rounded', 'blunt'],
        'spine-tipped': ['spine', 'pointed'],
      },
      species.traits.leaf.tip,
    ),
  'leaf.length': ({ traits: { leaf } }) => lengthBands(leaf.length_cm),
  'leaf.underside': ({ traits: { leaf } }) =>
    pick(
      {
        same: ['same'],
        paler: ['paler'],
        'blue-grey': ['blue-grey', 'paler'],
        silvery: ['white', 'grey-felted'],
        'white-felted': ['white', 'grey-felted'],
        'grey-felted': ['grey-felted', 'white'],
        hairy: ['hairy', 'paler'],
        'white-banded': ['banded'],
      },
      leaf.underside,
    ),
  // A needle's shine is hard to judge, and a summer leaf's dulls; an evergreen's leathery gloss is plain.
  'leaf.gloss': (species) =>
    needleLeaved(species)
      ? ['glossy', 'matt']
      : species.traits.leaf.gloss === 'glossy' && species.type === 'deciduous'
        ? ['glossy', 'matt']
        : [species.traits.leaf.gloss],
  // A named form's purple or golden leaves are plain to see; every species is green.
  'leaf.colour': ({ traits: { leaf } }) => [leaf.colour ?? 'green'],
  'bark.texture': ({ traits: { bark } }) => {
    const read = (texture: typeof bark.texture) =>
      pick(
        {
          smooth: ['smooth'],
          lenticelled: ['pores', 'smooth'],
          fissured: bark.depth === 'deep' ? ['cracked', 'furrowed'] : ['cracked'],
          furrowed: ['furrowed'],
          scaly: bark.grain === 'coarse' ? ['scaly', 'plates'] : ['scaly'],
          plated: bark.grain === 'fine' ? ['plates', 'scaly'] : ['plates'],
          peeling: ['peeling'],
          papery: ['peeling', 'smooth'],
          fibrous: ['stringy', 'peeling'],
          corky: ['corky', 'furrowed'],
        },
        texture,
      );
    const marks = bark.features.flatMap((mark) =>
      pick(
        {
          lenticels: ['pores'],
          'peeling-bands': ['peeling'],
          'curling-strips': ['peeling'],
          shaggy: ['peeling'],
          jigsaw: ['scaly', 'peeling'],
          'diamond-fissures': ['cracked'],
          // The foot of an old birch or poplar is dark and deeply cracked.
          'rough-base': ['cracked', 'furrowed'],
        },
        mark,
      ),
    );
    return [...read(bark.texture), ...(bark.old ? read(bark.old) : []), ...marks];
  },
  'bark.colour': ({ traits: { bark } }) => [
    ...pick(
      {
        white: ['white'],
        silver: ['white', 'grey'],
        grey: ['grey'],
        olive: ['grey', 'brown'],
        'dark-grey': ['dark', 'grey'],
        black: ['dark'],
        brown: ['brown'],
        'purple-brown': ['brown', 'reddish'],
        'red-brown': ['reddish', 'brown'],
        orange: ['reddish'],
      },
      bark.colour,
    ),
    ...(bark.shade === 'dark' ? ['dark'] : []),
    ...(bark.tinge === 'brown' ? ['brown'] : []),
  ],
  'bud.arrangement': budded(({ conifer, traits: { bud } }) =>
    pick(
      {
        alternate: ['alternate', ...(bud.twig.features.includes('spurs') ? ['clustered'] : [])],
        opposite: ['opposite'],
        spiral: ['spiral'],
        // An oak's side buds go one at a time below the crowd at its tip.
        clustered: ['clustered', conifer ? 'spiral' : 'alternate'],
        whorled: conifer ? ['whorled'] : ['whorled', 'opposite'],
      },
      bud.arrangement,
    ),
  ),
  'bud.colour': budded(({ traits: { bud } }) =>
    pick(
      {
        brown: ['brown'],
        'yellow-brown': ['brown'],
        'orange-brown': ['brown', 'red-brown'],
        'red-brown': ['red-brown', 'brown', 'red'],
        red: ['red'],
        purple: ['red'],
        green: ['green'],
        grey: ['grey'],
        black: ['black'],
      },
      bud.colour,
    ),
  ),
  'bud.surface': budded(({ traits: { bud } }) => {
    const felt = bud.surface.flatMap((word) =>
      pick(
        {
          sticky: ['sticky', 'glossy'],
          glossy: ['glossy'],
          downy: ['hairy'],
          woolly: ['hairy'],
          whiskered: ['hairy'],
          'hair-tipped': ['hairy', 'plain'],
          fringed: ['hairy', 'plain'],
          waxy: ['waxy'],
        },
        word,
      ),
    );
    return felt.length > 0 ? felt : ['plain'];
  }),
  'twig.colour': ({ traits: { bud } }) =>
    pick(
      {
        green: ['green'],
        'dark-green': ['green'],
        olive: ['green', 'brown'],
        'grey-green': ['grey', 'green'],
        'pale-grey': ['grey'],
        grey: ['grey'],
        brown: ['brown'],
        'dark-brown': ['brown'],
        'red-brown': ['red', 'brown'],
        red: ['red'],
        purple: ['red'],
        yellow: ['yellow'],
        orange: ['yellow', 'red'],
      },
      bud.twig.colour,
    ),
  // A spine-tipped side shoot is not on every twig.
  'twig.thorns': ({ traits: { bud } }) =>
    bud.twig.features.some((mark) => mark === 'thorns' || mark === 'paired-spines')
      ? ['thorny']
      : bud.twig.features.includes('spines')
        ? ['thorny', 'none']
        : ['none'],
  'seed.kind': ({ traits: { seed } }) => {
    const inHusk = seed.ripe_colour === 'green' || seed.ripe_colour === 'yellow-green';
    return pick(
      {
        acorn: ['acorn'],
        // Sweet chestnut and beech husks split; a walnut's green husk is soft round its stone.
        nut: [
          'nut',
          ...(seed.surface === 'spiny' || seed.surface === 'bristly' ? ['capsule'] : []),
          ...(inHusk && seed.surface !== 'spiny' ? ['stone'] : []),
        ],
        samara: ['key'],
        'double-samara': ['paired-keys', 'key'],
        catkin: ['fluff'],
        'winged-nutlet': ['nutlets', ...(seed.shape === 'egg-shaped' ? ['cone'] : [])],
        // A conker in its spiny husk is a nut to anyone.
        capsule: ['capsule', ...(seed.shape === 'globose' && seed.length_cm[1] >= 3 ? ['nut'] : [])],
        pod: ['pod'],
        drupe: ['stone', ...(seed.length_cm[1] <= 1.5 ? ['berry'] : [])],
        'fleshy-seed': ['stone'],
        berry: ['berry'],
        'berry-cone': ['berry'],
        aril: ['berry', 'stone'],
        pome: ['apple', ...(seed.length_cm[1] <= 1.5 ? ['berry'] : [])],
        cone: ['cone'],
        'seed-ball': ['ball'],
        fig: ['fig'],
      },
      seed.kind,
    );
  },
  'seed.colour': ({ traits: { seed } }) => [
    ...pick(
      {
        red: ['red'],
        scarlet: ['red', 'orange'],
        pink: ['red'],
        orange: ['orange', 'red'],
        yellow: ['orange'],
        'yellow-green': ['green', 'orange'],
        green: ['green'],
        purple: ['dark', 'red'],
        'purple-black': ['dark'],
        'blue-black': ['dark'],
        black: ['dark'],
        cream: ['brown'],
        brown: ['brown'],
        'pale-brown': ['brown'],
        buff: ['brown'],
        'yellow-brown': ['brown', 'orange'],
        'red-brown': ['brown', 'red'],
        'grey-brown': ['brown'],
        russet: ['brown', 'orange'],
      },
      seed.ripe_colour,
    ),
    // The conker or chestnut is picked up brown, out of its green husk.
    ...((seed.kind === 'nut' || seed.kind === 'capsule') &&
    (seed.ripe_colour === 'green' || seed.ripe_colour === 'yellow-green')
      ? ['brown']
      : []),
  ],
  'habit.crown': (species) => {
    const { crown, height_m } = species.traits.form;
    const aspect = crownAspect(species);
    // The green mass a little taller than wide is a dome to one eye and an egg to the next.
    const dome = aspect >= 0.7 && aspect <= 1.4 ? ['dome'] : [];
    const egg = aspect >= 1.1 ? ['egg'] : [];
    const wide = aspect <= 0.9 ? ['wide'] : [];
    const bush = height_m[0] <= 4 ? ['bushy'] : [];
    return [
      ...bush,
      ...pick(
        {
          conical: ['cone', ...(aspect >= 2.6 ? ['spire'] : [])],
          'narrow-conical': ['spire', 'cone'],
          columnar: ['spire'],
          ovoid: ['egg', ...dome],
          rounded: ['dome', ...egg, ...wide],
          'broad-spreading': ['wide', 'dome'],
          umbrella: ['wide'],
          tiered: ['wide'],
          vase: ['vase', ...dome, ...egg, ...wide],
          weeping: ['weeping', 'dome'],
          irregular: ['irregular', ...dome, ...egg, ...wide],
          'multi-stemmed': ['bushy'],
        },
        crown,
      ),
    ];
  },
};

/** Every honest answer a beginner may give for a species, question by question, each once. */
export const beginnerReadings = (species: CatalogEntry): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(BEGINNER_READINGS).map(([question, reading]) => [question, [...new Set(reading(species))]]),
  );
