import { describe, expect, it } from 'vitest';
import { ownWords } from '../src/illustrate/hints.ts';
import { seeded } from '../src/illustrate/random.ts';
import { drawCones } from '../src/illustrate/seed/cones.ts';
import { drawSeed, planSeed, type SeedPlan } from '../src/illustrate/seed/index.ts';
import { Sketch } from '../src/illustrate/sketch.ts';
import type { Item } from '../src/illustrate/svg.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';

/**
 * The fruit drawings must not contradict what the record says of the fruit. Each rule
 * reads one drawable claim from the seed description (its own sentences, not those comparing it
 * with other trees) and checks it against the record's seed traits; then several specimens' plans
 * (what drawSeed draws) are checked against the traits.
 */

const catalog = loadCatalog();
type Seed = CatalogEntry['traits']['seed'];
const SPECIMENS = 6;

const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10 };
const count = (word: string) => NUMBER[word.replace(/s$/, '')] ?? Number(word);

/** Which colour words of the vocabulary a word in a description allows. */
const COLOUR_WORDS: [RegExp, Seed['ripe_colour'][]][] = [
  [/blue-black|purplish-blue/, ['blue-black', 'purple']],
  [/purple-black|purplish-black/, ['purple-black', 'black']],
  [/\bblack\b/, ['black', 'purple-black', 'blue-black']],
  [/scarlet|orange-red/, ['scarlet', 'orange', 'red']],
  [/\borange\b/, ['orange']],
  [/\bred\b(?!-brown|dish)/, ['red', 'scarlet']],
  [/pinkish-green/, ['purple', 'green']],
  [/purple|purplish/, ['purple', 'purple-black']],
  [/yellow-green|greenish-yellow|yellowish-green/, ['yellow-green']],
  [/golden-yellow|\byellow\b/, ['yellow', 'yellow-green']],
  [/cinnamon|chestnut|red-brown|reddish-brown/, ['red-brown']],
  [/grey-brown/, ['grey-brown']],
  [/yellow-brown|yellowish-brown/, ['yellow-brown']],
  [/russet/, ['russet']],
  [/light brown|pale brown/, ['pale-brown', 'buff']],
  [/buff/, ['buff']],
  [/\bbrown\b/, ['brown', 'pale-brown', 'red-brown', 'grey-brown', 'yellow-brown']],
  [/\bgreen\b/, ['green', 'yellow-green']],
];

function colourAllows(words: string): Seed['ripe_colour'][] | undefined {
  return COLOUR_WORDS.find(([pattern]) => pattern.test(words))?.[1];
}

type Finding = string;
type Rule = { claim: string; words: RegExp; holds: (seed: Seed, match: RegExpMatchArray) => boolean };

const RULES: Rule[] = [
  {
    claim: 'the size in cm',
    words: /(\d+(?:\.\d+)?)(?: to (\d+(?:\.\d+)?))? (cm|mm)\b/,
    holds: (seed, m) => {
      const unit = m[3] === 'mm' ? 0.1 : 1;
      const low = Number(m[1]) * unit;
      const high = Number(m[2] ?? m[1]) * unit;
      const [min, max] = seed.length_cm;
      // "up to", "about": a quarter either way.
      return min <= high * 1.25 && max >= low * 0.75;
    },
  },
  {
    claim: 'under 1 cm',
    words: /\bunder 1 cm\b/,
    holds: (seed) => seed.length_cm[1] <= 1,
  },
  {
    claim: 'the ripe colour',
    words: /\b(?:ripening|ripen|ripens|turning|turn)\b(?: [a-z]+){0,4}? to ((?:[a-z-]+ ){0,2}[a-z-]+)/,
    holds: (seed, m) => {
      const allowed = colourAllows(m[1] ?? '');
      return !allowed || allowed.includes(seed.ripe_colour);
    },
  },
  {
    claim: 'the colour before ripening',
    words: /\bfrom ([a-z-]+)(?: through [a-z-]+)? to\b|\b([a-z-]+) when young\b|\b([a-z-]+) at first\b/,
    holds: (seed, m) => {
      const allowed = colourAllows(m[1] ?? m[2] ?? m[3] ?? '');
      return !allowed || allowed.includes(seed.young_colour ?? seed.ripe_colour);
    },
  },
  {
    claim: 'blue-black when ripe',
    words: /\bblue-black\b/,
    holds: (seed) => seed.ripe_colour === 'blue-black',
  },
  {
    claim: 'a waxy bloom',
    words: /\b(?:waxy bloom|whitish bloom|with bloom)\b/,
    holds: (seed) => seed.surface === 'bloomed',
  },
  {
    claim: 'warty or granular',
    words: /\b(?:warty|granular)\b/,
    holds: (seed) => seed.surface === 'warty',
  },
  {
    claim: 'speckled',
    words: /\b(?:speckled|freckled|pale dots|pale spots)\b/,
    holds: (seed) => seed.surface === 'speckled',
  },
  {
    claim: 'long stalks',
    words: /\blong(?:,)?(?: slender| thin| thread-like| string-like)? stalks?\b/,
    holds: (seed) => seed.stalk === 'long',
  },
  {
    claim: 'no stalk or a very short one',
    words: /\b(?:stalkless|almost stalkless|very short stalks? or none|directly on the twig|short stalks or none)\b/,
    holds: (seed) => seed.stalk === 'none' || seed.stalk === 'short',
  },
  {
    claim: 'hanging singly',
    words: /\b(?:singly|set singly|a single [a-z]+ on)\b/,
    holds: (seed) => seed.cluster[0] === 1,
  },
  {
    claim: 'a number together',
    words:
      /\b(one|two|three|four)(?:s)? (?:to|or) (three|four|five|six|eights?|ten)\b(?!\s+(?:years|hard|small|seeds))/,
    holds: (seed, m) => seed.cluster[0] <= count(m[2] ?? '') && seed.cluster[1] >= count(m[1] ?? ''),
  },
  {
    claim: 'in clusters or bunches',
    words: /\b(?:clusters|bunches|clustered)\b/,
    holds: (seed) => seed.cluster[1] >= 3,
  },
  {
    claim: 'upright cones',
    words: /\b(?:upright|standing on|sitting on top|sit on top)\b/,
    holds: (seed) => seed.posture === 'erect',
  },
  {
    claim: 'hanging cones',
    words: /\b(?:hanging cones|hang down|that hang|hanging from)\b/,
    holds: (seed) => seed.posture === 'hanging',
  },
  {
    claim: 'bracts showing and bent down',
    words: /\bbracts? (?:poking|sticking)[^.]*\b(?:bent|folding) down/,
    holds: (seed) => seed.cone?.bract === 'exserted-reflexed',
  },
  {
    claim: 'three-pointed bracts sticking out',
    words: /\bthree-pointed bracts sticking out\b/,
    holds: (seed) => seed.cone?.bract === 'exserted',
  },
  {
    claim: 'bracts hidden',
    words: /\bbracts hidden\b/,
    holds: (seed) => seed.cone?.bract === 'hidden',
  },
  {
    claim: 'cones break up on the tree',
    words: /\b(?:break up|breaking up|fall apart)\b/,
    holds: (seed) => seed.kind !== 'cone' || seed.cone?.opening === 'breaks-up',
  },
  {
    claim: 'cones fall whole or stay closed',
    words: /\b(?:fall whole|falling whole|never open)\b/,
    holds: (seed) => seed.cone?.opening !== 'breaks-up',
  },
  {
    claim: 'cones that never open',
    words: /\bnever open\b/,
    holds: (seed) => seed.cone?.opening === 'stays-closed',
  },
  {
    claim: 'the shape',
    words: /\b(egg-shaped|cylindrical|barrel-shaped|spindle-shaped|cigar-shaped|squarish|pear-shaped)\b/,
    holds: (seed, m) =>
      ({
        'egg-shaped': ['egg-shaped', 'oval'],
        cylindrical: ['cylindrical'],
        'cigar-shaped': ['cylindrical'],
        'barrel-shaped': ['barrel'],
        'spindle-shaped': ['spindle'],
        squarish: ['squarish'],
        'pear-shaped': ['pear-shaped', 'globose'],
      })[m[1] ?? '']?.includes(seed.shape) ?? true,
  },
  { claim: 'pods', words: /\bpods\b/, holds: (seed) => seed.kind === 'pod' },
  { claim: 'acorns in cups', words: /\bacorns\b/, holds: (seed) => seed.kind === 'acorn' },
  {
    claim: 'winged',
    words: /\b(?:winged keys|single-winged|paired keys)\b/,
    holds: (seed) => seed.kind === 'samara' || seed.kind === 'double-samara',
  },
  {
    claim: 'berries',
    words: /\bberries\b/,
    holds: (seed) => ['berry', 'pome', 'drupe'].includes(seed.kind),
  },
];

/** Other trees' names: a sentence naming one compares, and its claims are that tree's. */
const NAMES = catalog.map((entry) => entry.name_common.toLowerCase());

/** The record's own sentences about its fruit: not comparisons, nor its pollen cones or flowers. */
function ownFruitWords(entry: CatalogEntry): string {
  const own = entry.name_common.toLowerCase();
  return ownWords(entry.descriptions.seed)
    .toLowerCase()
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/\b(?:pollen|male trees|male and female)\b/.test(sentence))
    .filter((sentence) => !NAMES.some((name) => name !== own && sentence.includes(name)))
    .join(' ');
}

/** Each rule reading the record's own words, where it finds its claim. */
function findings(entry: CatalogEntry): Finding[] {
  const text = ownFruitWords(entry);
  const out: Finding[] = [];
  for (const rule of RULES) {
    const match = text.match(rule.words);
    if (match && !rule.holds(entry.traits.seed, match)) out.push(`${entry.slug}: says ${rule.claim} ("${match[0]}")`);
  }
  return out;
}

/** Where a specimen's plan goes beyond its record. */
function planFindings(entry: CatalogEntry, plan: SeedPlan): Finding[] {
  const seed = entry.traits.seed;
  const out: string[] = [];
  const [min, max] = seed.length_cm;
  if (plan.sizes.some((size) => size < min - 1e-9 || size > max + 1e-9)) out.push('a size outside length_cm');
  if (plan.sizes.length < seed.cluster[0] || plan.sizes.length > seed.cluster[1]) out.push('a count outside cluster');
  if (plan.colour !== seed.ripe_colour && plan.colour !== seed.young_colour) out.push(`colour ${plan.colour}`);
  if (plan.unripe > 0 && (plan.unripe >= plan.sizes.length || plan.young === undefined)) out.push('all unripe');
  if (plan.stalk !== seed.stalk || plan.posture !== seed.posture || plan.surface !== seed.surface)
    out.push('stalk, posture or surface not the record’s');
  const typical = Math.min(...plan.sizes);
  if (seed.stalk === 'none' && plan.stalkCm > 0.25) out.push(`a ${plan.stalkCm.toFixed(2)} cm stalk`);
  if (seed.stalk === 'short' && plan.stalkCm >= typical) out.push('a short stalk as long as the fruit');
  if (seed.stalk === 'long' && plan.stalkCm < typical * 0.99 && plan.stalkCm < 5)
    out.push('a long stalk shorter than the fruit');
  if (seed.cone && (plan.cone?.bract !== seed.cone.bract || plan.cone.opening !== seed.cone.opening))
    out.push('cone bract or opening not the record’s');
  if (seed.cone?.opening === 'stays-closed' && (plan.cone?.open ?? 0) > 0) out.push('a closed cone drawn open');
  if (
    seed.wing_angle &&
    (plan.wingAngle === undefined || plan.wingAngle < seed.wing_angle[0] || plan.wingAngle > seed.wing_angle[1])
  )
    out.push('a wing angle outside wing_angle');
  return out.map((finding) => `${entry.slug}: ${finding}`);
}

const plans = (entry: CatalogEntry) =>
  Array.from({ length: SPECIMENS }, (_, specimen) =>
    planSeed(entry, seeded(`${entry.name_sci}/seed/specimen ${specimen}`).fork('plan')),
  );
const bySlug = (slug: string) => catalog.find((entry) => entry.slug === slug) as CatalogEntry;

describe('fruit drawings tell the truth', () => {
  it('every seed description agrees with its record’s seed traits', () => {
    expect(catalog.flatMap(findings)).toEqual([]);
  });

  it('every specimen is planned within its record', () => {
    expect(catalog.flatMap((entry) => plans(entry).flatMap((plan) => planFindings(entry, plan)))).toEqual([]);
  });

  it('every specimen is drawn to a scale', () => {
    for (const entry of catalog) {
      const drawing = drawSeed(entry, seeded(`${entry.name_sci}/seed`), { detail: 'normal' });
      expect(drawing.pxPerCm, entry.slug).toBeGreaterThan(0);
    }
  });

  it('sloes sit almost stalkless on the spur, blue-black with a bloom', () => {
    const sloe = bySlug('prunus-spinosa');
    expect(sloe.traits.seed).toMatchObject({ stalk: 'none', ripe_colour: 'blue-black', surface: 'bloomed' });
    for (const plan of plans(sloe)) expect(plan.stalkCm).toBeLessThanOrEqual(0.2);
  });

  it('common juniper is drawn ripe blue-black with a bloom, at most one green cone beside', () => {
    const juniper = bySlug('juniperus-communis');
    expect(juniper.traits.seed).toMatchObject({ ripe_colour: 'blue-black', young_colour: 'green', surface: 'bloomed' });
    for (const plan of plans(juniper)) {
      expect(plan.colour).toBe('blue-black');
      expect(plan.unripe).toBeLessThanOrEqual(1);
      expect(plan.unripe).toBeLessThan(plan.sizes.length);
    }
  });

  it('silver fir cones stand erect with bracts turned down, Spanish fir’s hide theirs', () => {
    const silver = bySlug('abies-alba');
    const spanish = bySlug('abies-pinsapo');
    for (const plan of plans(silver)) {
      expect(plan.posture).toBe('erect');
      expect(plan.cone).toMatchObject({ bract: 'exserted-reflexed', opening: 'breaks-up' });
    }
    for (const plan of plans(spanish)) expect(plan.cone?.bract).toBe('hidden');
  });

  it('the three firs with turned-down bracts differ as their records say', () => {
    const expected: Record<string, Partial<SeedPlan>> = {
      'abies-alba': { bractReach: 'medium', resin: false, coneTip: 'plain' },
      'abies-cephalonica': { bractReach: 'long', resin: true, coneTip: 'tapering' },
      'abies-nebrodensis': { bractReach: 'tips', resin: false, coneTip: 'rounded' },
    };
    for (const [slug, want] of Object.entries(expected))
      for (const plan of plans(bySlug(slug))) expect(plan, slug).toMatchObject(want);
  });

  it('resin is drawn only where the record speaks of it', () => {
    for (const entry of catalog)
      for (const plan of plans(entry))
        expect(plan.resin, entry.slug).toBe(/\bresin/i.test(ownWords(entry.descriptions.seed)));
  });

  it('poplar catkins carry round capsules on a string, willow catkins crowded flasks', () => {
    for (const entry of catalog.filter((e) => e.traits.seed.kind === 'catkin'))
      for (const plan of plans(entry))
        expect(plan.capsules, entry.slug).toBe(entry.name_sci.startsWith('Populus ') ? 'round' : 'flask');
  });

  it('every lime hangs its nutlets from a bract; junipers sit on their own foliage', () => {
    for (const slug of ['tilia-cordata', 'tilia-platyphyllos', 'tilia-x-europaea'])
      for (const plan of plans(bySlug(slug))) expect(plan.onBract, slug).toBe(true);
    for (const plan of plans(bySlug('juniperus-thurifera'))) expect(plan.scaleLeaves).toBe(true);
    for (const plan of plans(bySlug('juniperus-communis')))
      expect(plan).toMatchObject({ scaleLeaves: false, needleBands: 'one broad' });
    for (const plan of plans(bySlug('juniperus-oxycedrus'))) expect(plan.needleBands).toBe('two narrow');
  });

  it('only cones said to take years to ripen show an unripe one beside the ripe', () => {
    for (const entry of catalog.filter((e) => e.traits.seed.kind === 'cone')) {
      const slow = /two years|three years|second year|second autumn/i.test(entry.descriptions.seed);
      for (const plan of plans(entry)) if (!slow) expect(plan.unripe, entry.slug).toBe(0);
    }
  });

  it('elm keys sit in dense bunches on short stalks or none; only long-stalked ones dangle', () => {
    // Field, wych and English elm: stalks far shorter than the key; European white elm's are long.
    expect(bySlug('ulmus-glabra').traits.seed.stalk).toBe('none');
    expect(bySlug('ulmus-minor').traits.seed.stalk).toBe('short');
    expect(bySlug('ulmus-laevis').traits.seed.stalk).toBe('long');
    for (const entry of catalog.filter((e) => e.traits.seed.kind === 'samara'))
      for (const plan of plans(entry)) {
        const key = Math.min(...plan.sizes);
        if (plan.stalk === 'long') expect(plan.stalkCm, entry.slug).toBeGreaterThanOrEqual(key * 0.99);
        else expect(plan.stalkCm, entry.slug).toBeLessThanOrEqual(key * 0.3);
      }
  });

  it('a pome keeps its withered calyx on the tip unless the record says it falls (Plymouth pear)', () => {
    for (const entry of catalog.filter((e) => e.traits.seed.kind === 'pome')) {
      const falls = /\b(?:remains of the flower|calyx|sepals)\b[^.,;]*\b(?:drop|fall)s?\b/i.test(
        entry.descriptions.seed,
      );
      for (const plan of plans(entry)) expect(plan.calyx, entry.slug).toBe(falls ? 'falls' : 'kept');
    }
    for (const plan of plans(bySlug('pyrus-cordata'))) expect(plan.calyx).toBe('falls');
    for (const plan of plans(bySlug('pyrus-pyraster'))) expect(plan.calyx).toBe('kept');
  });

  it('downy birch’s nutlets have narrower wings than silver birch’s', () => {
    for (const plan of plans(bySlug('betula-pubescens'))) expect(plan.nutletWings).toBe('narrow');
    for (const plan of plans(bySlug('betula-pendula'))) expect(plan.nutletWings).toBe('broad');
  });

  it('a fir cone’s turned-down bracts stand out past its scales, a Nordmann fir’s too', () => {
    /** How wide a cone picture reaches across, in its own units, drawn as the record has it or with bracts hidden. */
    const across = (entry: CatalogEntry, bract: 'as recorded' | 'hidden'): number => {
      const plan = planSeed(entry, seeded(`${entry.name_sci}/seed`).fork('plan'));
      const hidden = {
        ...plan,
        cone: plan.cone && { ...plan.cone, bract: 'hidden' as const },
        sizes: [plan.sizes[0] ?? 10],
      };
      const sk = new Sketch();
      drawCones(sk, { plan: bract === 'hidden' ? hidden : { ...plan, sizes: hidden.sizes }, rng: seeded('cone') });
      // The cone stands up from the twig (y = 0): its breadth is that of what lies above it.
      const points = sk.items.flatMap((item: Item) =>
        item.kind === 'ellipse' ? [item.c] : item.d.flatMap((seg) => seg.slice(1) as { x: number; y: number }[]),
      );
      const xs = points.filter((p) => p.y < -10).map((p) => p.x);
      return Math.max(...xs) - Math.min(...xs);
    };
    const bracted = catalog.filter((e) => e.traits.seed.cone?.bract === 'exserted-reflexed');
    expect(bracted.map((e) => e.slug)).toContain('abies-nordmanniana');
    for (const entry of bracted)
      expect(across(entry, 'as recorded'), entry.slug).toBeGreaterThan(across(entry, 'hidden'));
  });

  it('plums are drawn as commonly met, not the largest dessert plums', () => {
    for (const plan of plans(bySlug('prunus-domestica'))) expect(Math.max(...plan.sizes)).toBeLessThanOrEqual(6);
  });

  it('specimens vary: sizes and counts are not all the same', () => {
    for (const entry of catalog) {
      const all = plans(entry);
      const sizes = new Set(all.map((plan) => plan.sizes.map((size) => size.toFixed(2)).join()));
      expect(sizes.size, entry.slug).toBeGreaterThan(1);
    }
  });
});
