import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../src/contrast-notes.ts';
import * as details from '../src/detail-phrases.ts';
import {
  CONTRAST_PARTS,
  type ContrastFeature,
  type ContrastPart,
  contrastSpecies,
  lookalikesOf,
  lookFor,
  partPhrase,
  SLOTS,
  type Slot,
  type Species,
  TRAIT_KEYS,
} from '../src/index.ts';
import { loadCatalog } from '../src/load.ts';
import { lookForLine } from '../src/look-for.ts';
import * as phrases from '../src/trait-phrases.ts';
import { partOfTrait } from '../src/trait-phrases.ts';
import { traitsDiffer } from '../src/trait-values.ts';

const catalog = loadCatalog();
const tree = (name: string): Species => {
  const found = catalog.find((species) => species.name_common === name);
  if (!found) throw new Error(`no ${name} in the catalog`);
  return found;
};

/** Every pair of look-alikes, once each, as the server would offer them. */
const lookalikePairs = (() => {
  const seen = new Set<string>();
  const pairs: [Species, Species][] = [];
  for (const species of catalog) {
    for (const other of lookalikesOf(species, catalog)) {
      const key = [species.name_sci, other.name_sci].sort().join('|');
      if (!seen.has(key)) pairs.push([species, other]);
      seen.add(key);
    }
  }
  return pairs;
})();
const allPairs = catalog.flatMap((a) => catalog.filter((b) => b !== a).map((b): [Species, Species] => [a, b]));

const keysOfPart = (part: ContrastPart) => TRAIT_KEYS.filter((key) => partOfTrait(key) === part);
/** Every non-empty subset of at most `most` items, in the items' order. */
function subsets<T>(items: readonly T[], most = items.length): T[][] {
  const all: T[][] = [[]];
  for (const item of items) for (const subset of [...all]) if (subset.length < most) all.push([...subset, item]);
  return all.slice(1);
}

type Table = Record<string, string>;
/** A closed trait's phrase table and the value a record has (none where it has none). */
type Closed = [Table, (s: Species) => string | undefined];
/** A list trait's phrase table and the words a record lists: said as "with X" or "without X". */
type Listed = [Table, (s: Species) => readonly string[]];

const CLOSED: Record<ContrastPart, Closed[]> = {
  habit: [
    [phrases.HABIT_PHRASES, (s) => phrases.habitOf(s)],
    [details.CROWN_PHRASES, (s) => s.traits.form.crown],
    [details.BRANCHING_PHRASES, (s) => s.traits.form.branching],
    [details.CROWN_TOP_PHRASES, (s) => s.traits.form.top],
    [details.FOLIAGE_PHRASES, (s) => s.traits.form.foliage],
  ],
  leaf: [
    [phrases.LEAF_SHAPE_PHRASES, (s) => s.traits.leaf.shape],
    [phrases.LEAF_MARGIN_PHRASES, (s) => s.traits.leaf.margin],
    [phrases.LEAF_LOBING_PHRASES, (s) => s.traits.leaf.lobing],
    [phrases.LEAF_COMPOUND_PHRASES, (s) => s.traits.leaf.compound],
    [phrases.LEAF_ARRANGEMENT_PHRASES, (s) => s.traits.leaf.arrangement],
    [details.LEAF_UNDERSIDE_PHRASES, (s) => s.traits.leaf.underside],
    [details.LEAF_GLOSS_PHRASES, (s) => s.traits.leaf.gloss],
    [details.LEAF_TIP_PHRASES, (s) => s.traits.leaf.tip],
    [details.LEAF_BASE_PHRASES, (s) => s.traits.leaf.base],
    [details.AUTUMN_PHRASES, (s) => s.traits.leaf.autumn],
    [details.BUNDLE_PHRASES, (s) => s.traits.leaf.bundle?.toString()],
    [details.LEAF_PARTING_PHRASES, (s) => s.traits.leaf.parting],
    [details.LOBE_DEPTH_PHRASES, (s) => s.traits.leaf.lobe_depth],
  ],
  bud: [
    [phrases.BUD_SHAPE_PHRASES, (s) => s.traits.bud.shape],
    [phrases.BUD_COLOUR_PHRASES, (s) => s.traits.bud.colour],
    [phrases.BUD_ARRANGEMENT_PHRASES, (s) => s.traits.bud.arrangement],
    [details.BUD_STALKED_PHRASES, (s) => String(s.traits.bud.stalked)],
    [details.BUD_SCALE_PHRASES, (s) => s.traits.bud.scales],
    [details.BUD_STANCE_PHRASES, (s) => s.traits.bud.stance],
    [details.END_BUD_PHRASES, (s) => s.traits.bud.end_bud],
    [details.TWIG_COLOUR_PHRASES, (s) => s.traits.bud.twig.colour],
  ],
  bark: [
    [phrases.BARK_TEXTURE_PHRASES, (s) => s.traits.bark.texture],
    [phrases.BARK_COLOUR_PHRASES, (s) => s.traits.bark.colour],
  ],
  seed: [
    [phrases.SEED_KIND_PHRASES, (s) => s.traits.seed.kind],
    [details.SEED_COLOUR_PHRASES, (s) => s.traits.seed.ripe_colour],
    [details.SEED_SURFACE_PHRASES, (s) => s.traits.seed.surface],
    [details.SEED_STALK_PHRASES, (s) => s.traits.seed.stalk],
    [details.SEED_SHAPE_PHRASES, (s) => s.traits.seed.shape],
    [details.SEED_POSTURE_PHRASES, (s) => s.traits.seed.posture],
    [
      { held: details.HELD_OUT_PHRASE },
      (s) => (s.traits.seed.posture === 'spreading' && s.traits.seed.stalk === 'long' ? 'held' : undefined),
    ],
    [details.CONE_BRACT_PHRASES, (s) => s.traits.seed.cone?.bract],
    [details.SEED_POSITION_PHRASES, (s) => s.traits.seed.seed_position],
    [details.WING_SPREAD_PHRASES, (s) => spreadOf(s.traits.seed.wing_angle)],
  ],
};
const LISTED: Record<ContrastPart, Listed[]> = {
  habit: [],
  leaf: [],
  bud: [
    [details.BUD_SURFACE_PHRASES, (s) => s.traits.bud.surface],
    [details.TWIG_FEATURE_PHRASES, (s) => s.traits.bud.twig.features],
  ],
  bark: [[details.BARK_FEATURE_PHRASES, (s) => s.traits.bark.features]],
  seed: [],
};
/** How a maple's wings spread, by the middle of their angle: worked out here, not by the code under test. */
function spreadOf(angle: readonly number[] | undefined): string | undefined {
  if (!angle) return undefined;
  const middle = ((angle[0] ?? 0) + (angle[1] ?? 0)) / 2;
  return middle < 40
    ? 'parallel'
    : middle < 70
      ? 'narrow'
      : middle < 110
        ? 'right'
        : middle < 150
          ? 'wide'
          : 'straight';
}
const WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
/** A count in words, as a phrase may give it: "one stone", "two or three stones", "three to five lobes". */
function counted(range: readonly number[] | undefined, noun: string): string[] {
  if (!range) return [];
  const [low = 0, high = 0] = range;
  const count = low === high ? WORDS[low] : `${WORDS[low]} ${high === low + 1 ? 'or' : 'to'} ${WORDS[high]}`;
  return [`${count} ${noun}${high === 1 ? '' : 's'}`];
}
/** A record's sizes and counts as a phrase may give them, worked out here from the record, not by the code under test. */
function sizes(s: Species): string[] {
  const span = ([low, high]: readonly number[], unit: string) => `${low === high ? low : `${low}–${high}`} ${unit}`;
  const bud = s.traits.bud.formed ? [span(s.traits.bud.length_mm, 'mm long')] : [];
  return [
    span(s.traits.leaf.length_cm, 'cm long'),
    span(s.traits.seed.length_cm, 'cm long'),
    span(s.traits.form.height_m, 'm tall'),
    ...bud,
    ...counted(s.traits.seed.stones, 'stone'),
    ...counted(s.traits.leaf.lobes, 'lobe'),
  ];
}
// The words that join phrases, and the record-neutral nouns ("usually" before a typical size).
const GLUE =
  /\b(an?|the|of|about|on|in|with|whole|leaf|leaves|leaflets|buds|bark|twigs|cup|growing|usually|\d+)\b|[,–.]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Made once per phrase: the checks below try every phrase of a part against every feature of some
// 800 look-alike pairs, and building the patterns anew each time was most of this file's run time.
const phrasePatterns = new Map<string, RegExp>();
/** A phrase as a whole-words pattern (global: with `test`, reset lastIndex first). */
function wholePhrase(phrase: string): RegExp {
  let pattern = phrasePatterns.get(phrase);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\w-])${escapeRegExp(phrase)}(?![\\w-])`, 'g');
    phrasePatterns.set(phrase, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}
/** Every phrase the tables of a part hold. */
const phrasesOfPart = Object.fromEntries(
  CONTRAST_PARTS.map((part) => [part, [...CLOSED[part], ...LISTED[part]].flatMap(([table]) => Object.values(table))]),
) as Record<ContrastPart, string[]>;

/**
 * What a phrase says beyond the record's own trait phrases (its values, the words of its lists it
 * has after "with" and those it lacks after "without", its sizes and the name of its fruit) and
 * the words that join them: empty when it names nothing the record does not have.
 */
function leftOver(species: Species, part: ContrastPart, phrase: string): string {
  const own = [
    ...CLOSED[part].flatMap(([table, value]) => table[value(species) ?? ''] ?? []),
    ...LISTED[part].flatMap(([table, words]) => words(species).map((word) => `with ${table[word]}`)),
    ...LISTED[part].flatMap(([table, words]) =>
      Object.keys(table)
        .filter((word) => !words(species).includes(word))
        .map((word) => `without ${table[word]}`),
    ),
    ...sizes(species),
    ...(part === 'seed' ? [details.SEED_NOUNS[species.traits.seed.kind]] : []),
    // A depth said with the lobes' kind: "shallowly lobed along both sides".
    ...(part === 'leaf' && species.traits.leaf.lobe_depth && species.traits.leaf.lobing !== 'none'
      ? [
          `${details.LOBE_DEPTH_PHRASES[species.traits.leaf.lobe_depth]}${phrases.LEAF_LOBING_PHRASES[species.traits.leaf.lobing].slice('lobed'.length)}`,
        ]
      : []),
  ].sort((x, y) => y.length - x.length);
  let rest = phrase;
  for (const mine of own) rest = rest.replace(wholePhrase(mine), ' ');
  // No phrase of another value is left: one expectation for all of them, not one each.
  const named = phrasesOfPart[part].filter((other) => wholePhrase(other).test(rest));
  expect(named, `${species.name_common}: ${phrase}`).toEqual([]);
  const leaflets = /about (\d+)/.exec(phrase)?.[1];
  if (leaflets) expect(Number(leaflets)).toBe(species.traits.leaf.leaflets);
  return rest.replace(GLUE, ' ').trim();
}

const isSentence = (text: string) => /^[A-Z].*[.!?]$/.test(text);

/** Checks everything a contrast says against the two records. */
function expectTrue(a: Species, b: Species, features: ContrastFeature[], notes: string[]) {
  for (const feature of features) {
    expect(CONTRAST_PARTS).toContain(feature.part);
    expect(feature.a).not.toBe(feature.b);
    if (isSentence(feature.a)) {
      // The description fallback: each side is a sentence of that record's own description of the part.
      expect(feature.part).not.toBe('habit');
      const part = feature.part as 'leaf' | 'bark' | 'bud' | 'seed';
      expect(sentencesOf(a.descriptions[part])).toContain(feature.a);
      expect(sentencesOf(b.descriptions[part])).toContain(feature.b);
      continue;
    }
    // Built from at most three traits in which the two records differ...
    const differing = keysOfPart(feature.part).filter((key) => traitsDiffer(a, b, key));
    const source = subsets(differing, 3).find(
      (keys) =>
        partPhrase(a, feature.part, keys, [b]) === feature.a && partPhrase(b, feature.part, keys, [a]) === feature.b,
    );
    expect(source, `${a.name_common} / ${b.name_common}: ${JSON.stringify(feature)}`).toBeDefined();
    // ...and naming nothing either record lacks.
    expect(leftOver(a, feature.part, feature.a)).toBe('');
    expect(leftOver(b, feature.part, feature.b)).toBe('');
  }
  const sentences = (s: Species) => Object.values(s.descriptions).flatMap(sentencesOf);
  for (const note of notes) {
    const [from, other] = sentences(a).includes(note) ? [a, b] : [b, a];
    expect(sentences(from)).toContain(note);
    const names = [other.name_common, other.name_sci.split(' ')[0] ?? '', ...other.name_common.split(' ')];
    expect(names.some((name) => note.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  }
}

describe('the phrase tables', () => {
  it('give each value of a trait a phrase of its own, so differing phrases mean differing values', () => {
    for (const part of CONTRAST_PARTS) {
      for (const [table] of [...CLOSED[part], ...LISTED[part]]) {
        expect(new Set(Object.values(table)).size).toBe(Object.keys(table).length);
      }
    }
  });
});

describe('contrastSpecies', () => {
  it('never says nothing, for any two trees in the catalog', { timeout: 120_000 }, () => {
    expect(lookalikePairs.length).toBeGreaterThan(400);
    for (const [a, b] of allPairs) {
      const { features, notes } = contrastSpecies(a, b);
      expect(features.length + notes.length, `${a.name_common} / ${b.name_common}`).toBeGreaterThan(0);
      expect(features.length).toBeLessThanOrEqual(4);
      expect(notes.length).toBeLessThanOrEqual(2);
    }
  });

  it('never states a difference the records do not have, for any pair of look-alikes', () => {
    for (const [a, b] of lookalikePairs) {
      const { features, notes } = contrastSpecies(a, b);
      expectTrue(a, b, features, notes);
      const reversed = contrastSpecies(b, a);
      expectTrue(b, a, reversed.features, reversed.notes);
    }
  });

  it('gives most look-alikes two trait differences or more', () => {
    const traitFeatures = lookalikePairs.map(([a, b]) =>
      contrastSpecies(a, b).features.filter((f) => !isSentence(f.a)),
    );
    expect(traitFeatures.filter((features) => features.length >= 2).length / lookalikePairs.length).toBeGreaterThan(
      0.9,
    );
  });

  it('tells field maple from sycamore by the keys, the leaf edge and size, and the buds on corky twigs', () => {
    const { features } = contrastSpecies(tree('Field maple'), tree('Sycamore'));
    // The keys' angle was only a note ("Sycamore keys meet at a much sharper angle."); the trait says it now, first.
    expect(features[0]).toEqual({
      part: 'seed',
      a: 'a pair of keys, the wings spread almost in a straight line',
      b: 'a pair of keys, the wings at about a right angle',
    });
    expect(features).toContainEqual({
      part: 'leaf',
      a: 'smooth-edged leaves 4–8 cm long, blunt-tipped',
      b: 'saw-toothed leaves 10–20 cm long, sharp-pointed',
    });
    expect(features).toContainEqual({
      part: 'bud',
      a: 'brown buds with a tuft of hairs at the tip, on twigs with corky wings',
      b: 'green buds without a tuft of hairs at the tip, on twigs without corky wings',
    });
  });

  it('tells ash from rowan by how the leaves are set, the fruit and the black buds on grey-green twigs', () => {
    const { features } = contrastSpecies(tree('Ash'), tree('Rowan'));
    expect(features[0]).toEqual({
      part: 'leaf',
      a: 'pinnate leaves of about 11 lance-shaped leaflets, in opposite pairs, drawn out to a long point',
      b: 'pinnate leaves of about 13 oblong leaflets, set alternately, sharp-pointed',
    });
    expect(features).toContainEqual({
      part: 'seed',
      a: 'a single winged key, 2.5–4 cm long, brown when ripe',
      b: 'an apple-like fruit, 0.6–0.9 cm long, orange when ripe',
    });
    expect(features).toContainEqual({
      part: 'bud',
      a: 'black buds standing out at an angle, on grey-green twigs',
      b: 'purple buds with tips curving in to the twig, on grey twigs',
    });
  });

  it('tells a pine from a spruce by its needles in bundles, then its cones and sticky buds', () => {
    const { features } = contrastSpecies(tree('Scots pine'), tree('Norway spruce'));
    // Needles are counted and set before they are measured.
    expect(features[0]).toEqual({
      part: 'leaf',
      a: 'matt needles in bundles of two, 3–7 cm long',
      b: 'glossy needles set singly around the shoot, 1–2.5 cm long',
    });
    expect(features[1]).toEqual({
      part: 'seed',
      a: 'an egg-shaped cone 3–7 cm long, grey-brown when ripe',
      b: 'a cylindrical cone 10–16 cm long, brown when ripe',
    });
    expect(features[2]?.a).toContain('buds with a sticky coat');
  });

  it('tells sessile from English oak as an expert does: the leaf base and lobes, the acorn stalk, then bark and buds', () => {
    const { features, notes } = contrastSpecies(tree('Sessile oak'), tree('English oak'));
    // An oak pair leads with the leaf base and the acorn stalk (contrast-leads.ts), as the lesson and
    // sessile oak's own record do ("the quickest way to tell it"); the fixed order had put the leaf last.
    expect(features).toEqual([
      {
        part: 'leaf',
        a: 'shallowly lobed leaves tapering into the stalk',
        b: 'deeply lobed leaves, heart-notched at the base',
      },
      {
        part: 'seed',
        a: 'an acorn with no stalk, held out or sitting on the twig',
        b: 'an acorn on a long stalk, hanging down',
      },
      { part: 'bark', a: 'cracked bark with long straight ridges', b: 'deeply furrowed bark with long narrow plates' },
      {
        part: 'bud',
        a: 'buds usually 5–10 mm long with hair-fringed scales, on grey twigs',
        b: 'buds usually 3–6 mm long without hair-fringed scales, on brown twigs',
      },
    ]);
    expect(notes).toEqual([
      'The blade narrows gradually into the stalk with no ear-like lobes at the base, which is the quickest way to tell it from English oak.',
      'The long stalk is the surest way to tell it from sessile oak, whose acorns sit directly on the twig.',
    ]);
  });

  it('puts the plainest difference first: a conifer against a broadleaf', () => {
    const { features } = contrastSpecies(tree('Yew'), tree('Holly'));
    expect(features[0]).toEqual({ part: 'habit', a: 'an evergreen conifer', b: 'an evergreen broadleaf' });
  });

  it('tells holly from holm oak by the leaf edge and the felted underside, and no size where sizes overlap', () => {
    const { features } = contrastSpecies(tree('Holly'), tree('Holm oak'));
    expect(features).toContainEqual({
      part: 'leaf',
      a: 'spiny leaves ending in a spine, paler beneath',
      b: 'smooth-edged leaves, sharp-pointed, grey-felted beneath',
    });
    // Leaves 5–10 cm against 3–7 cm: the ranges overlap, so neither size is named.
    expect(features.find((f) => f.part === 'leaf')?.a).not.toContain('cm');
    expect(features).toContainEqual({
      part: 'bark',
      a: 'smooth grey bark with small corky warts',
      b: 'flaky dark grey bark with small square plates',
    });
  });

  it('tells sloe from plum by fruit size, colour and stalk, and by the spines', () => {
    const { features } = contrastSpecies(tree('Blackthorn'), tree('Plum'));
    expect(features).toContainEqual({
      part: 'seed',
      a: 'a fruit 1–1.5 cm long, blue-black when ripe, with no stalk',
      b: 'a fruit 3–6 cm long, purple when ripe, on a short stalk',
    });
    expect(features).toContainEqual({
      part: 'bud',
      a: 'red-brown buds on dark brown twigs with side shoots ending in a spine',
      b: 'brown buds on brown twigs without side shoots ending in a spine',
    });
  });

  it('tells silver from downy birch by sticky buds on warty twigs against hairy ones', () => {
    const { features } = contrastSpecies(tree('Silver birch'), tree('Downy birch'));
    expect(features).toContainEqual({
      part: 'bud',
      a: 'buds with a sticky coat, on dark brown twigs with pale resin warts',
      b: 'buds without a sticky coat, on brown twigs with fine hairs',
    });
    expect(features).toContainEqual({
      part: 'leaf',
      a: 'double-toothed, triangular leaves, paler beneath',
      b: 'saw-toothed, egg-shaped leaves, hairy beneath',
    });
  });

  it('tells a fir from a spruce by upright cones with bracts and white-banded needles', () => {
    const { features } = contrastSpecies(tree('Silver fir'), tree('Norway spruce'));
    expect(features).toContainEqual({
      part: 'seed',
      a: 'a cone with no stalk, standing upright, with bracts poking out and turned down',
      b: 'a cone on a short stalk, hanging down, with bracts hidden between the scales',
    });
    expect(features[0]?.a).toContain('with two white bands beneath');
  });

  it('falls back to the records’ own words where their traits match and neither names the other', () => {
    // No two records share every trait now, so one is given the other's traits.
    const hungarian = { ...tree('Hungarian oak'), traits: tree('Sessile oak').traits };
    const { features, notes } = contrastSpecies(hungarian, tree('Sessile oak'));
    expect(notes).toEqual([]);
    expect(features.map((f) => f.part)).toEqual(['leaf', 'bark', 'bud', 'seed']);
    expect(features[0]?.a).toBe(sentencesOf(hungarian.descriptions.leaf)[0]);
  });

  it('counts a tree as named only by its own name, not inside another one or as a colour', () => {
    // "other pears" and "Plymouth pear" do not name the pear; "grey, cream and olive" is a colour.
    expect(contrastSpecies(tree('Plymouth pear'), tree('Pear')).notes).toEqual([]);
    expect(contrastSpecies(tree('Oriental plane'), tree('Olive')).notes).toEqual([]);
    expect(contrastSpecies(tree('Deodar'), tree('Cedar of Lebanon')).notes).toEqual([
      'Old trees spread their branches in broad, flat, level tiers, unlike the rising branches of Atlas cedar and the drooping tips of deodar.',
    ]);
    expect(contrastSpecies(tree('Turkey oak'), tree('English oak')).notes).toEqual([
      'The lobing varies a lot from tree to tree, but the leaves are longer, narrower and harsher than those of English or sessile oak.',
    ]);
  });

  it('keeps to `max` features', () => {
    expect(contrastSpecies(tree('Blackthorn'), tree('Rowan'), { max: 2 }).features).toHaveLength(2);
  });
});

describe('lookFor', () => {
  // No slots (the field guide), each single slot, a winter question's bark and buds, a test's four pictures.
  const SLOT_SETS: (readonly Slot[] | undefined)[] = [
    undefined,
    ...SLOTS.map((slot) => [slot]),
    ['bark', 'bud'],
    ['leaf', 'bark', 'bud', 'seed'],
  ];

  it('says in one line, for every tree and every set of pictures, only what it has', () => {
    for (const species of catalog) {
      const lookalikes = lookalikesOf(species, catalog);
      for (const slots of SLOT_SETS) {
        const line = lookForLine(species, lookalikes, { slots });
        // The record's own marks are held to its words by look-for-marks.test.ts; the rest come from the tables.
        const made = [...line.lead, ...(line.also ? [line.also] : [])].filter((phrase) => !phrase.authored);
        for (const { part, phrase } of made) {
          expect(leftOver(species, part, phrase), `${species.name_common} [${slots}]: ${phrase}`).toBe('');
        }
        // In the record's own words: a sentence of its descriptions, verbatim.
        if (line.sentence) expect(Object.values(species.descriptions).flatMap(sentencesOf)).toContain(line.sentence);
        expect(lookFor(species, lookalikes, { slots })).toMatch(/^(Look for|Its) \S.*\.$/);
      }
    }
  });

  it("tells look-alikes no trait separates in the record's own words", () => {
    // Given Plymouth pear's traits, wild pear is told from it only by its words.
    const pear = { ...traitsOnly('Wild pear'), traits: tree('Plymouth pear').traits };
    const line = lookFor(pear, [tree('Plymouth pear')]);
    expect(line).toMatch(/^Look for the difference: .*pear/);
    expect(Object.values(pear.descriptions).join(' ')).toContain(line.slice('Look for the difference: '.length));
  });

  // Without its own marks (look_for), a record's line is made from its traits: what these test.
  const traitsOnly = (name: string): Species => ({ ...tree(name), look_for: [] });

  it('names what sets a tree apart: the marks its lesson names, else what differs from most of its look-alikes', () => {
    expect(lookFor(traitsOnly('Ash'), lookalikesOf(tree('Ash'), catalog))).toContain('black buds');
    expect(lookFor(traitsOnly('Scots pine'), lookalikesOf(tree('Scots pine'), catalog))).toContain(
      'bark with an orange upper trunk',
    );
    expect(lookFor(traitsOnly('Holly'), lookalikesOf(tree('Holly'), catalog))).toBe(
      'Look for glossy, spiny leaves, and smooth grey bark.',
    );
    // Its lesson names no mark the traits can say: what differs from the most of its look-alikes.
    expect(lookFor(traitsOnly('Silver fir'), lookalikesOf(tree('Silver fir'), catalog))).toBe(
      'Look for grey twigs and silvery bark.',
    );
  });

  it('names what stands out of a tree with no look-alikes', () => {
    // Ginkgo is alone in its genus and family, and no other tree has its fan-shaped leaf.
    expect(lookalikesOf(tree('Ginkgo'), catalog)).toEqual([]);
    expect(lookFor(traitsOnly('Ginkgo'), [])).toBe(
      'Look for fan-shaped leaves in tufts on short side shoots turning yellow in autumn.',
    );
    expect(lookFor(traitsOnly('Ginkgo'), [], { slots: ['bark'] })).toBe(
      "Its bark is much like most trees'. Look instead for fan-shaped leaves in tufts on short side shoots turning yellow in autumn.",
    );
    // A lone tree's fruit is measured against an everyday tree's, as its leaves are.
    const lone = { ...traitsOnly('Ginkgo'), name_sci: 'Ginkgo nova', synonyms: [] };
    expect(lookFor(lone, [])).toBe(
      'Look for leaves in tufts on short side shoots and a naked seed in a soft fleshy coat.',
    );
  });
});

describe('lookalikesOf', () => {
  const genus = (s: Species) => s.name_sci.split(' ')[0];
  const leafForm = (s: Species) => `${s.traits.leaf.compound} ${s.traits.leaf.shape}`;

  it('draws look-alikes as the server does: same genus, else family, else leaf form', () => {
    for (const species of catalog) {
      const others = catalog.filter((other) => other !== species);
      const level = [genus, (s: Species) => s.family, leafForm].find((kin) =>
        others.some((other) => kin(other) === kin(species)),
      );
      const expected = level ? others.filter((other) => level(other) === level(species)) : [];
      expect(lookalikesOf(species, catalog)).toEqual(expected);
    }
    expect(lookalikesOf(tree('Sweet chestnut'), catalog).map((s) => s.name_common)).toContain('Beech');
    expect(lookalikesOf(tree('Ginkgo'), catalog)).toEqual([]);
  });
});
