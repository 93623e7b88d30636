import type { Species } from '../../schema.ts';
import type { BARK_FEATURES, BARK_TEXTURES } from '../../traits.ts';
import type { Rng } from '../random.ts';
import { WIDTH } from './box.ts';
import { type BarkPaint, paintOf } from './paint.ts';
import { type BarkWords, barkWords } from './words.ts';

type BarkTexture = (typeof BARK_TEXTURES)[number];
type BarkFeature = (typeof BARK_FEATURES)[number];
type Age = 'young' | 'grown' | 'old';
type Trunk = Species['traits']['form']['trunk'];

/**
 * How the cracks of a ridged, fissured or plated trunk lie: the bark between them drawn as cells
 * (ridges, lozenges, blocks) on a dark ground. All lengths in drawing px (the swatch is 180 wide).
 */
export type CellPattern = {
  shape: 'ridge' | 'lozenge' | 'block';
  /** Centre to centre across the trunk. */
  pitch: number;
  /** Length of one cell up the trunk. */
  length: number;
  /** Share of the pitch the crack between two cells takes: wide in deep bark. */
  gap: number;
  /** How far each row is shifted sideways against the last, as a share of the pitch. */
  stagger: number;
  /** Random wander of each cell, as a share of the pitch: a regular mesh or an irregular one. */
  wander: number;
  /** Slant of the pattern, in degrees from upright: spiralling ridges. */
  slant: number;
  flatTop: boolean;
};

/** Marks drawn over the texture, each with how many (0: none). */
type BarkMarks = {
  lenticels: number;
  pores: number;
  diamondPores: number;
  stripes: number;
  flutes: number;
  burrs: number;
  resinBlisters: number;
  warts: number;
  rings: number;
  peelingBands: number;
  curlingStrips: number;
  shaggyStrips: number;
  jigsawPatches: number;
  thorns: number;
  /** Where the orange upper bark gives way to the grey lower trunk, 0 (top) to 1 (bottom); 0 for none. */
  orangeDown: number;
  /** How much of the swatch's height the dark rough base takes, 0 for none. */
  roughBase: number;
  /** Sideways sway of a twisted, gnarled trunk's grain, px. */
  twist: number;
  shiny: boolean;
};

/** Everything one specimen's bark is drawn from: the record's traits, made concrete. */
export type BarkPlan = {
  age: Age;
  /** The texture this specimen shows at its age. */
  texture: BarkTexture;
  /**
   * On a young trunk, how far down the smooth young bark reaches (0 top to 1 bottom) before the
   * grown pattern starts: bark cracks first at the base. 0 on a grown or old trunk.
   */
  smoothDown: number;
  paint: BarkPaint;
  /**
   * Width of the trunk as drawn, px: a big tree's bole fills the swatch, a small tree's slim stem
   * shows the paper either side (stemWidth).
   */
  stem: number;
  /** Typical width of a ridge, plate, flake or strip, px. */
  grain: number;
  /** 0 (flat) to 1 (deep furrows). */
  depth: number;
  cells?: CellPattern;
  /**
   * How the grown pattern is drawn, from its texture word: fissured bark as a continuous skin cut
   * by dark cracks, furrowed as raised ridges over dark furrows, plated as thick plates apart,
   * corky as rounded, pitted blocks; the rest as their own surfaces.
   */
  ground: BarkTexture;
  /** What the description adds: its scales' shape, its ridges' run, raised lenticels, flaking. */
  words: BarkWords;
  marks: BarkMarks;
};

const GRAIN_PX = { fine: 13, medium: 21, coarse: 32 } as const;
const DEPTH = { flat: 0.1, shallow: 0.45, deep: 0.9 } as const;

/**
 * A specimen's age. Where the record says the bark changes, some specimens are young or old trees;
 * otherwise every one is a grown tree.
 */
function ageOf(species: Species, rng: Rng): Age {
  const { young, old } = species.traits.bark;
  // A stream of its own: the first draw of a fresh stream follows the seed too closely.
  const roll = rng.fork('age').next();
  if (young && roll < 0.3) return 'young';
  if (old && roll > 0.6) return 'old';
  return 'grown';
}

/** The plan a specimen of this species is drawn from; drawBark draws exactly this. */
export function planBark(species: Species, rng: Rng): BarkPlan {
  const bark = species.traits.bark;
  const features = new Set<BarkFeature>(bark.features);
  const age = ageOf(species, rng);
  const texture = (age === 'young' ? bark.young : age === 'old' ? bark.old : undefined) ?? bark.texture;
  const grain = GRAIN_PX[bark.grain] * rng.range(0.88, 1.12);
  const depth = Math.min(1, DEPTH[bark.depth] * rng.range(0.9, 1.1));
  const paint = paintOf(bark, rng);
  // A young trunk shows its young bark above and the grown tree's pattern starting at its base.
  const shown = age === 'young' ? bark.texture : texture;
  const words = barkWords(species.descriptions.bark);
  return {
    age,
    texture,
    smoothDown: age === 'young' ? rng.range(0.4, 0.6) : 0,
    paint,
    stem: stemWidth(species, age),
    grain,
    depth,
    cells: cellsOf(shown, features, grain, depth, words, rng),
    ground: shown,
    words,
    marks: marksOf(withTexture(features, texture), age, grain, rng),
  };
}

/** Trunks thicker than this many cm fill the swatch: the width of trunk it shows. */
const SWATCH_CM = 60;

/**
 * How wide a specimen's trunk is drawn. A trunk's girth follows the tree's height (roughly 3 cm of
 * diameter per metre); a tree of several stems or forking low has slimmer ones, and a young tree a
 * thinner one still. A stem is never drawn so thin that its bark cannot be seen.
 */
function stemWidth(species: Species, age: Age): number {
  const { height_m, trunk } = species.traits.form;
  const slimmer: Partial<Record<Trunk, number>> = { forked: 0.8, several: 0.55 };
  const cm = height_m[1] * 3 * (slimmer[trunk] ?? 1) * (age === 'young' ? 0.75 : 1);
  return Math.round(WIDTH * (0.35 + 0.65 * Math.min(1, cm / SWATCH_CM)));
}

const RIDGED: ReadonlySet<BarkTexture> = new Set(['fissured', 'furrowed', 'plated', 'corky', 'fibrous']);

/** The cracks of a ridged texture, shaped by the record's features; none for other textures. */
function cellsOf(
  texture: BarkTexture,
  features: ReadonlySet<BarkFeature>,
  grain: number,
  depth: number,
  words: BarkWords,
  rng: Rng,
): CellPattern | undefined {
  // Scaly bark that flakes in plates of a set shape is drawn as those plates.
  const plates = features.has('square-plates') || features.has('oblong-plates');
  if (!RIDGED.has(texture) && !(texture === 'scaly' && plates)) return undefined;
  // Furrows are wider than fissures at the same depth; scales part by thin cracks.
  // Furrows open wide; a fissured bark's cracks are narrow cuts in a continuous skin; scales part by hairlines.
  const wider =
    ({ furrowed: 1.05, fissured: 0.45, scaly: 0.7, plated: 0.95 } as Partial<Record<BarkTexture, number>>)[texture] ??
    1;
  const gap = (texture === 'corky' ? 0.3 : (0.08 + depth * 0.22) * wider) * rng.range(0.9, 1.1);
  // Ridges the description calls short are shorter, long ones longer.
  const run = words.run === 'short' ? 0.6 : words.run === 'long' ? 1.5 : 1;
  const base = {
    pitch: grain,
    gap,
    slant: features.has('spiral') ? rng.range(10, 18) * (rng.chance(0.8) ? 1 : -1) : rng.range(-2, 2),
    flatTop: features.has('flat-topped'),
  };
  if (texture === 'corky')
    return { ...base, shape: 'block', length: run * grain * rng.range(0.9, 1.2), stagger: 0.5, wander: 0.25 };
  if (features.has('square-plates'))
    return { ...base, shape: 'block', length: grain * rng.range(0.9, 1.15), stagger: rng.range(0, 0.15), wander: 0.08 };
  if (features.has('oblong-plates'))
    return { ...base, shape: 'block', length: grain * rng.range(1.9, 2.6), stagger: rng.range(0.3, 0.6), wander: 0.12 };
  if (features.has('diamond-fissures'))
    return { ...base, shape: 'lozenge', length: grain * rng.range(2.2, 2.8), stagger: 0.5, wander: 0.06 };
  if (features.has('interlacing'))
    return { ...base, shape: 'lozenge', length: run * grain * rng.range(3.4, 4.6), stagger: 0.5, wander: 0.3 };
  if (features.has('parallel-ridges') || features.has('spiral'))
    return {
      ...base,
      shape: 'ridge',
      length: run * grain * rng.range(6, 10),
      stagger: rng.range(0.2, 0.5),
      wander: 0.1,
    };
  if (texture === 'plated')
    return { ...base, shape: 'block', length: run * grain * rng.range(1.3, 1.8), stagger: 0.5, wander: 0.2 };
  // Cracks with no pattern of their own: irregular lengths, joined now and then.
  return { ...base, shape: 'ridge', length: run * grain * rng.range(3, 5), stagger: rng.range(0.3, 0.7), wander: 0.22 };
}

/** The marks a texture itself implies, for a record that does not list them. */
function withTexture(features: Set<BarkFeature>, texture: BarkTexture): Set<BarkFeature> {
  const implied: Partial<Record<BarkTexture, BarkFeature>> = {
    lenticelled: 'lenticels',
    papery: 'peeling-bands',
    peeling: features.has('jigsaw') ? 'jigsaw' : 'curling-strips',
  };
  const feature = implied[texture];
  return feature ? new Set([...features, feature]) : features;
}

/** How many of each mark: more of small ones on a fine-grained bark. */
function marksOf(features: ReadonlySet<BarkFeature>, age: Age, grain: number, rng: Rng): BarkMarks {
  const has = (feature: BarkFeature) => features.has(feature);
  const count = (feature: BarkFeature, min: number, max: number) => (has(feature) ? rng.int(min, max) : 0);
  const fine = 21 / grain;
  return {
    lenticels: has('lenticels') ? Math.round(rng.range(26, 40) * Math.sqrt(fine)) : 0,
    pores: count('pores', 40, 60),
    diamondPores: count('diamond-pores', 5, 9),
    stripes: has('stripes') ? Math.round(rng.range(9, 14) * Math.sqrt(fine)) : 0,
    flutes: count('fluted', 3, 4),
    burrs: count('burrs', 1, 2),
    // Resin blisters swell on young, smooth bark and are lost as it cracks.
    resinBlisters: has('resin-blisters') && age !== 'old' ? rng.int(age === 'young' ? 5 : 3, 7) : 0,
    warts: count('warts', 24, 40),
    rings: count('rings', 2, 4),
    peelingBands: count('peeling-bands', 3, 5),
    curlingStrips: count('curling-strips', 5, 8),
    shaggyStrips: has('shaggy') ? Math.round(rng.range(10, 14) * Math.sqrt(fine)) : 0,
    jigsawPatches: has('jigsaw') ? Math.round(rng.range(15, 21) * fine) : 0,
    thorns: count('thorns', 2, 4),
    orangeDown: has('orange-upper') ? rng.range(0.45, 0.85) : 0,
    // The rough base comes with age: a young tree is pale to the ground.
    roughBase: has('rough-base') && age !== 'young' ? rng.range(0.2, 0.35) : 0,
    twist: has('gnarled') ? rng.range(10, 18) : 0,
    shiny: has('shiny'),
  };
}
