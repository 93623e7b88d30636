import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clausesOf, treeMentions } from '../src/course-text.ts';
import { type BarkPlan, planBark } from '../src/illustrate/bark/index.ts';
import { barkSignature } from '../src/illustrate/bark/signature.ts';
import { renderIllustration } from '../src/illustrate/index.ts';
import { seeded } from '../src/illustrate/random.ts';
import { type CatalogEntry, loadCatalog } from '../src/load.ts';

/**
 * The bark a learner sees must be the bark the record describes. Every drawable claim in
 * a record's bark description (smooth, fissured, ridges, plates, peeling, lenticels, stripes,
 * diamonds, colours...) is read, and both the record's bark traits and the plans its specimens are
 * drawn from (planBark) must show it. A plain, rule-based reading: a clause that names another tree
 * or denies something is not read, nor, for marks a young tree loses, one about young trees.
 */

const catalog = loadCatalog();
const SPECIMENS = 24;
const NEGATIONS = /\b(?:not|no|never|nor|unlike|without|rather than|instead of|lacks?|few|than)\b|n't\b/i;
const YOUNG = /\byoung\b|\bat first\b/i;

type Bark = CatalogEntry['traits']['bark'];
type Claim = {
  claim: string;
  words: RegExp;
  /** Whether the record's traits allow the claim. */
  traits: (bark: Bark) => boolean;
  /** Whether the drawing does: some specimen (or every one, for `every`) shows it. */
  drawn: (plan: BarkPlan) => boolean;
  every?: boolean;
  /** Not read in a clause about young trees (marks a trunk grows out of). */
  grown?: boolean;
};

const has = (bark: Bark, ...features: NonNullable<Bark['features']>) =>
  features.some((feature) => bark.features?.includes(feature));
const textures = (bark: Bark) => [bark.texture, bark.young, bark.old].filter(Boolean);
const cracked = (plan: BarkPlan) =>
  plan.cells !== undefined || plan.texture === 'scaly' || plan.marks.roughBase > 0 || plan.marks.orangeDown > 0;
const stripped = (plan: BarkPlan) => {
  const m = plan.marks;
  return m.peelingBands + m.curlingStrips + m.shaggyStrips + m.jigsawPatches > 0 || /scaly|fibrous/.test(plan.texture);
};

const CLAIMS: readonly Claim[] = [
  {
    claim: 'smooth',
    words: /\bsmooth(?:er)?\b/i,
    traits: (b) => textures(b).some((t) => /smooth|lenticelled|papery/.test(t ?? '')) || b.depth === 'flat',
    drawn: (p) => !p.cells || p.smoothDown > 0 || p.depth < 0.2,
  },
  {
    claim: 'stays smooth',
    words: /\b(?:stays?|staying|remains?) (?:fairly )?smooth|\bsmooth even\b/i,
    traits: (b) => !b.old && !b.young && /smooth|lenticelled|papery/.test(b.texture),
    drawn: (p) => !p.cells,
    every: true,
  },
  {
    claim: 'cracked or fissured',
    words: /\b(?:crack(?:s|ed|ing)?|fissur(?:e|es|ed)|splits?|splitting)\b/i,
    traits: (b) => textures(b).some((t) => !/smooth|lenticelled|papery/.test(t ?? '')) || has(b, 'rough-base'),
    drawn: cracked,
  },
  {
    claim: 'deep furrows',
    words: /\bdeep(?:ly)?\b|\bfurrow(?:s|ed)?\b/i,
    traits: (b) => b.depth === 'deep' || has(b, 'rough-base'),
    drawn: (p) => (p.depth > 0.6 && p.cells !== undefined) || p.marks.roughBase + p.marks.orangeDown > 0,
  },
  {
    claim: 'shallow cracks',
    words: /\bshallow(?:ly)?\b|\bfinely (?:cracked|fissured)\b/i,
    traits: (b) => b.depth !== 'deep',
    drawn: (p) => p.depth < 0.6,
    every: true,
  },
  {
    claim: 'ridges',
    words: /\bridges?\b/i,
    // A fluted trunk's ribs are ridges too (hornbeam's "muscle-like ridges").
    traits: (b) => textures(b).some((t) => /fissured|furrowed|plated|corky|fibrous/.test(t ?? '')) || has(b, 'fluted'),
    drawn: (p) => p.cells !== undefined || p.marks.flutes > 0,
  },
  {
    claim: 'long ridges',
    words: /\b(?:long|vertical|lengthwise)\b[\w\s,-]*\bridges\b/i,
    traits: (b) => has(b, 'parallel-ridges', 'oblong-plates', 'spiral', 'interlacing', 'flat-topped', 'fluted'),
    drawn: (p) => (p.cells?.length ?? 0) >= 1.8 * (p.cells?.pitch ?? 1) || p.marks.flutes > 0,
  },
  {
    claim: 'plates or blocks',
    words: /\bplates?\b|\bblocks\b|\bsquares\b|chequer/i,
    traits: (b) =>
      has(b, 'square-plates', 'oblong-plates', 'flat-topped', 'orange-upper') ||
      textures(b).some((t) => /plated|scaly/.test(t ?? '')),
    drawn: (p) => p.cells?.shape === 'block' || p.texture === 'scaly' || p.marks.orangeDown > 0,
  },
  {
    claim: 'square plates',
    words: /\bsquar(?:e|es|ish)\b|chequer/i,
    traits: (b) => has(b, 'square-plates'),
    drawn: (p) => p.cells?.shape === 'block' && p.cells.length < 1.3 * p.cells.pitch,
  },
  {
    claim: 'oblong plates',
    words: /\boblong\b|\blong, narrow plates\b/i,
    traits: (b) => has(b, 'oblong-plates'),
    drawn: (p) => p.cells?.shape === 'block' && p.cells.length > 1.6 * p.cells.pitch,
  },
  {
    claim: 'a network of cracks',
    words: /interlac|criss-?cross|\bnetwork\b|\bmesh\b/i,
    traits: (b) => has(b, 'interlacing', 'diamond-fissures', 'square-plates'),
    drawn: (p) => p.cells?.shape === 'lozenge' || (p.cells?.shape === 'block' && p.cells.stagger < 0.2),
  },
  {
    claim: 'diamonds',
    words: /\bdiamond/i,
    traits: (b) => has(b, 'diamond-pores', 'diamond-fissures'),
    drawn: (p) => p.marks.diamondPores > 0 || (p.cells?.shape === 'lozenge' && p.cells.wander < 0.1),
  },
  {
    claim: 'spiralling ridges',
    words: /\bspiral/i,
    traits: (b) => has(b, 'spiral'),
    drawn: (p) => Math.abs(p.cells?.slant ?? 0) >= 8,
    every: true,
  },
  {
    claim: 'peeling, shedding or strips',
    words: /\bpeel(?:s|ing)?\b|\bsheds\b|\bcomes? away\b|\bstrips?\b|\bshred/i,
    traits: (b) =>
      has(b, 'peeling-bands', 'curling-strips', 'shaggy', 'jigsaw', 'parallel-ridges') ||
      textures(b).some((t) => /peeling|papery|fibrous|scaly/.test(t ?? '')),
    drawn: (p) => stripped(p) || p.cells?.shape === 'ridge',
  },
  {
    claim: 'flakes or scales',
    words: /\bflak(?:e|es|ing|y)\b|\bscal(?:e|es|y)\b/i,
    traits: (b) =>
      has(b, 'jigsaw', 'square-plates', 'oblong-plates') || textures(b).some((t) => /scaly|peeling/.test(t ?? '')),
    drawn: (p) => p.texture === 'scaly' || p.marks.jigsawPatches > 0 || p.cells?.shape === 'block',
  },
  {
    claim: 'lenticels or pores',
    words: /\blenticels?\b|\bpores\b/i,
    traits: (b) => has(b, 'lenticels', 'pores', 'diamond-pores'),
    drawn: (p) => p.marks.lenticels + p.marks.pores + p.marks.diamondPores > 0,
    every: true,
  },
  {
    claim: 'horizontal marks',
    words: /\bhorizontal\b/i,
    traits: (b) => has(b, 'lenticels', 'peeling-bands', 'rings'),
    drawn: (p) => p.marks.lenticels + p.marks.peelingBands + p.marks.rings > 0,
    every: true,
  },
  {
    claim: 'stripes or streaks',
    words: /\bstrip(?:e|es|ed)\b|\bstreak/i,
    traits: (b) => has(b, 'stripes'),
    drawn: (p) => p.marks.stripes > 0,
    every: true,
    grown: true,
  },
  {
    claim: 'a fluted trunk',
    words: /\bflut(?:ed|ing)\b|\bmuscle/i,
    traits: (b) => has(b, 'fluted'),
    drawn: (p) => p.marks.flutes > 0,
    every: true,
  },
  {
    claim: 'burrs',
    words: /\bburrs?\b|\bcankers?\b|\bsprout/i,
    traits: (b) => has(b, 'burrs'),
    drawn: (p) => p.marks.burrs > 0,
    every: true,
  },
  {
    claim: 'resin blisters',
    words: /\bresin blisters\b/i,
    traits: (b) => has(b, 'resin-blisters'),
    drawn: (p) => p.marks.resinBlisters > 0,
  },
  {
    claim: 'warts',
    words: /\bwarts?\b/i,
    traits: (b) => has(b, 'warts'),
    drawn: (p) => p.marks.warts > 0,
    every: true,
  },
  {
    claim: 'rings or wrinkles',
    words: /\brings\b|\bwrinkles\b/i,
    traits: (b) => has(b, 'rings'),
    drawn: (p) => p.marks.rings > 0,
    every: true,
  },
  {
    claim: 'a twisted, knobbly trunk',
    words: /\bgnarled\b|\btwisted\b|\bknobbly\b/i,
    traits: (b) => has(b, 'gnarled', 'fluted', 'spiral', 'burrs', 'rough-base'),
    drawn: (p) => p.marks.twist + p.marks.flutes + p.marks.burrs + p.marks.roughBase > 0 || (p.cells?.slant ?? 0) > 8,
  },
  {
    claim: 'shiny',
    words: /\bshiny\b|\bglossy\b/i,
    traits: (b) => has(b, 'shiny'),
    drawn: (p) => p.marks.shiny,
    every: true,
  },
  {
    claim: 'shaggy or stringy',
    words: /\bshaggy\b|\bstringy\b/i,
    traits: (b) => has(b, 'shaggy', 'curling-strips') || b.texture === 'fibrous',
    drawn: (p) => p.marks.shaggyStrips + p.marks.curlingStrips > 0 || p.texture === 'fibrous',
    every: true,
  },
  {
    claim: 'orange',
    words: /\borange/i,
    traits: (b) => b.colour === 'orange' || has(b, 'orange-upper') || (b.inner?.includes('orange') ?? false),
    drawn: (p) => p.marks.orangeDown > 0 || p.paint.inner.length > 0 || /^#[c-f]/.test(p.paint.base),
  },
  {
    claim: 'white',
    words: /\bwhit(?:e|ish)\b/i,
    traits: (b) => b.colour === 'white',
    drawn: (p) => p.paint.base > '#d0',
    every: true,
  },
  {
    claim: 'patches of other colours',
    words: /\bpatchwork\b|\bpatches\b/i,
    traits: (b) => has(b, 'jigsaw', 'diamond-pores'),
    drawn: (p) => p.marks.jigsawPatches + p.marks.diamondPores > 0,
  },
];

/** The clauses of a bark description that speak of this tree alone, without denying anything. */
function ownClauses(entry: CatalogEntry): string[] {
  return clausesOf(entry.descriptions.bark).filter((clause) => {
    if (NEGATIONS.test(clause)) return false;
    const others = treeMentions(clause, catalog).filter((m) => !m.slugs.includes(entry.slug));
    return others.length === 0 && !/\btwigs?\b|\bshoots\b|\bwood\b|\blook-?alike\b/i.test(clause);
  });
}

const plansOf = (entry: CatalogEntry): BarkPlan[] =>
  Array.from({ length: SPECIMENS }, (_, n) => planBark(entry, seeded(`${entry.name_sci}/bark/specimen ${n}`)));

describe('bark drawings tell the truth of the records', () => {
  it('every drawable claim of a bark description is in the traits and in the drawing', () => {
    const wrong: string[] = [];
    for (const entry of catalog) {
      const plans = plansOf(entry);
      for (const clause of ownClauses(entry)) {
        for (const rule of CLAIMS) {
          if (!rule.words.test(clause) || (rule.grown && YOUNG.test(clause))) continue;
          if (!rule.traits(entry.traits.bark)) wrong.push(`${entry.slug}: traits lack ${rule.claim} ("${clause}")`);
          else if (!(rule.every ? plans.every(rule.drawn) : plans.some(rule.drawn)))
            wrong.push(`${entry.slug}: drawing lacks ${rule.claim} ("${clause}")`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every record states its bark pattern, and specimens differ only within it', () => {
    const wrong: string[] = [];
    for (const entry of catalog) {
      const bark = entry.traits.bark;
      if (!bark.features || !bark.grain || !bark.depth) wrong.push(`${entry.slug}: no features, grain or depth`);
      const plans = plansOf(entry);
      // Young and old trees only where the record says the bark changes with age.
      if (!bark.young && plans.some((p) => p.age === 'young')) wrong.push(`${entry.slug}: a young tree it never has`);
      if (!bark.old && plans.some((p) => p.age === 'old')) wrong.push(`${entry.slug}: an old tree it never has`);
      if (bark.young && plans.every((p) => p.age !== 'young')) wrong.push(`${entry.slug}: never drawn young`);
      if (new Set(plans.map((p) => `${p.paint.base} ${p.grain}`)).size < SPECIMENS / 2)
        wrong.push(`${entry.slug}: specimens do not vary`);
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Pairs of one family whose barks a field guide itself calls alike: the same texture, told apart
 * by colour and by their other parts. Each says why; any other pair must have a texture of its own.
 */
const ALIKE: Record<string, string> = {
  'cupressus-sempervirens ~ juniperus-oxycedrus':
    'thin, grey-brown to reddish, fibrous bark peeling in long strips on both',
  'picea-breweriana ~ picea-orientalis':
    'both thin, smooth at first, then flaking in small, thin, rounded scales; purplish-grey against pinkish-brown',
  'populus-alba ~ populus-x-canescens':
    'grey poplar is white poplar’s hybrid with aspen: the same pores and lenticels, greyer',
  'prunus-armeniaca ~ prunus-domestica':
    'smooth with lenticels, then shallowly fissured; apricot’s red-brown against plum’s grey-brown',
  'prunus-padus ~ sorbus-arranensis':
    'smooth, dotted with pale pores; bird cherry’s darker, and bitter-smelling when scraped',
  'salix-aurita ~ salix-purpurea':
    'the smooth stems of two shrub willows, cracking only at the base; dark brown against greyish-olive',
};

/**
 * How much of the trunk's face carries marks: the share of pixels in the middle of the swatch
 * (clear of the shading at its sides) that differ from their blurred surroundings, at 120 px.
 * A blank panel scores 0; the smooth barks' skin, creases and scars about 0.05 and up.
 */
async function markedShare(svg: string): Promise<number> {
  const SIDE = 120;
  const grey = () => sharp(Buffer.from(svg)).resize(SIDE, SIDE).greyscale();
  const [raw, blur] = await Promise.all([grey().raw().toBuffer(), grey().blur(3).raw().toBuffer()]);
  let marked = 0;
  let face = 0;
  for (let y = 12; y < SIDE - 12; y++)
    for (let x = Math.round(SIDE * 0.38); x < Math.round(SIDE * 0.62); x++) {
      const i = y * SIDE + x;
      face++;
      if (Math.abs((raw[i] ?? 0) - (blur[i] ?? 0)) / 255 > 0.04) marked++;
    }
  return marked / face;
}

/** No bark is drawn near-blank: this share of its face at least, in every specimen looked at. */
const LEAST_MARKED = 0.03;

describe('bark drawings tell species apart', () => {
  it('no two species of one family share a bark texture signature (colour aside)', () => {
    const shared: string[] = [];
    for (const [i, a] of catalog.entries())
      for (const b of catalog.slice(i + 1)) {
        if (a.family !== b.family || barkSignature(a) !== barkSignature(b)) continue;
        const pair = `${a.slug} ~ ${b.slug}`;
        if (!ALIKE[pair]) shared.push(`${pair}: ${barkSignature(a)}`);
      }
    expect(shared).toEqual([]);
    // Every pair let through is still in the catalog and still alike, so the list cannot go stale.
    for (const pair of Object.keys(ALIKE)) {
      const [a, b] = pair.split(' ~ ').map((slug) => catalog.find((e) => e.slug === slug) as CatalogEntry);
      expect(a && b && barkSignature(a) === barkSignature(b), pair).toBe(true);
    }
  });

  it('no bark is drawn near-blank: every trunk face carries its marks', { timeout: 120_000 }, async () => {
    const blank: string[] = [];
    for (const entry of catalog)
      for (const specimen of [0, 1, 2]) {
        const share = await markedShare(renderIllustration(entry, 'bark', { specimen }));
        if (share < LEAST_MARKED) blank.push(`${entry.slug} #${specimen}: ${share.toFixed(3)}`);
      }
    expect(blank).toEqual([]);
  });

  it('silver birch’s papery bark is drawn as paper, white poplar’s as smooth skin with rows of diamond pores', () => {
    const birch = catalog.find((e) => e.slug === 'betula-pendula') as CatalogEntry;
    const poplar = catalog.find((e) => e.slug === 'populus-alba') as CatalogEntry;
    for (const plan of plansOf(birch)) expect(plan.texture).toBe('papery');
    for (const plan of plansOf(poplar)) expect(plan.texture).not.toBe('papery');
    expect(barkSignature(birch)).not.toBe(barkSignature(poplar));
  });
});
