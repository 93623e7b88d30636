import type { Species } from '../../schema.ts';
import type {
  BRANCHINGS,
  CROWN_DENSITIES,
  CROWN_SHAPES,
  CROWN_TOPS,
  FOLIAGE_TONES,
  TRUNK_FORMS,
} from '../../traits.ts';
import type { Season } from '../drawing.ts';
import type { Rng } from '../random.ts';

export type CrownShape = (typeof CROWN_SHAPES)[number];
export type Branching = (typeof BRANCHINGS)[number];
export type CrownTop = (typeof CROWN_TOPS)[number];

/**
 * One specimen of a species as a whole tree, in metres: everything drawForm draws from, so a test
 * can check a specimen against the record without reading pixels.
 */
export type FormPlan = {
  crown: CrownShape;
  density: (typeof CROWN_DENSITIES)[number];
  trunk: (typeof TRUNK_FORMS)[number];
  branching: Branching;
  foliage: (typeof FOLIAGE_TONES)[number];
  top: CrownTop;
  conifer: boolean;
  evergreen: boolean;
  heightM: number;
  /** Height of the crown's lowest foliage, i.e. the clear trunk below it. */
  crownBaseM: number;
  crownWidthM: number;
  /** Degrees the whole tree leans from upright, + to the right. */
  lean: number;
  /** Stems from the ground (1 for a single or forked trunk). */
  stems: number;
  /** Height, as a fraction of the clear trunk, at which a forked trunk splits (1 when it does not). */
  forkAt: number;
  /** A bole that swells out at its foot: a giant sequoia's or western red cedar's. */
  flaredBase: boolean;
  /** Drawn bare, its winter outline of branches: only deciduous trees, on some specimens. */
  winter: boolean;
  /** Which side (+1 right, -1 left) the 1.7 m figure stands. */
  figureSide: 1 | -1;
};

/** How much of the height is clear trunk below the crown. */
const CLEAR_TRUNK: Record<CrownShape, number> = {
  conical: 0.06,
  'narrow-conical': 0.04,
  columnar: 0.03,
  ovoid: 0.28,
  rounded: 0.3,
  'broad-spreading': 0.24,
  vase: 0.32,
  weeping: 0.1,
  umbrella: 0.62,
  tiered: 0.28,
  irregular: 0.38,
  'multi-stemmed': 0.2,
};

const BROAD: CrownShape[] = ['ovoid', 'rounded', 'multi-stemmed'];

/**
 * The share of the height that is clear trunk. Conifers in the open keep their lower branches; an
 * open-grown larch or Douglas fir less so, and an old pine with an open, irregular crown has shed
 * them far up its bole. A dense, broad-crowned conifer (a yew, an Arolla pine) carries its crown
 * low.
 */
function clearShare(species: Species): number {
  const form = species.traits.form;
  const open = species.conifer && form.density === 'open';
  const low = species.conifer && form.density === 'dense' && BROAD.includes(form.crown);
  return (
    CLEAR_TRUNK[form.crown] * (low ? 0.45 : 1) +
    (open ? 0.08 : 0) +
    (open && form.crown === 'irregular' ? 0.12 : 0) +
    (form.flared_base ? 0.1 : 0)
  );
}

/**
 * The crown's depth for its breadth that each round-topped shape stays within, whatever the
 * record's height and spread: an egg taller than wide but never a column, a dome about as deep as
 * wide, a spreading crown shallower than wide. A black pine's dome on a tall, narrow tree sits on
 * a long bare trunk instead of stretching into a column.
 */
const SHAPE_ASPECTS: Partial<Record<CrownShape, readonly [number, number]>> = {
  ovoid: [1, 2.2],
  rounded: [0.7, 1.35],
  'broad-spreading': [0.35, 0.9],
};

const within = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/**
 * The crown's depth against its breadth on a grown tree of the record's usual size: the height
 * less the clear trunk, over the spread, kept within its shape's bounds. The identification key
 * reads a crown as a dome, an egg or a spire by it (key.ts), so the drawing keeps every specimen
 * near it.
 */
export function crownAspect(species: Species): number {
  const { crown, height_m, spread_m } = species.traits.form;
  const usual = ((1 - clearShare(species)) * (height_m[0] + height_m[1])) / (spread_m[0] + spread_m[1]);
  return within(usual, SHAPE_ASPECTS[crown] ?? [0, Number.POSITIVE_INFINITY]);
}

/**
 * How far a specimen's crown may be deeper or shallower, for its breadth, than the usual one: the
 * first specimen, the one cards show, hardly at all.
 */
const ASPECT_LATITUDE = { first: 0.05, other: 0.15 };

/**
 * The clear trunk that keeps a specimen's crown within `latitude` (a share) of the usual depth for
 * its breadth, and within its shape's bounds. Height and breadth are drawn apart within the record's
 * ranges, so a short tree may come out narrow: left alone, a horse chestnut's broad crown became a
 * narrow column.
 */
function boundedCrownBase(
  species: Species,
  { heightM, crownWidthM, crownBaseM }: Pick<FormPlan, 'heightM' | 'crownWidthM' | 'crownBaseM'>,
  latitude: number,
): number {
  const usual = crownAspect(species);
  const bounds = SHAPE_ASPECTS[species.traits.form.crown] ?? [0, Number.POSITIVE_INFINITY];
  const aspect = within(
    within((heightM - crownBaseM) / crownWidthM, [usual * (1 - latitude), usual * (1 + latitude)]),
    bounds,
  );
  return within(heightM - aspect * crownWidthM, [heightM * 0.02, heightM * 0.7]);
}

/**
 * The parameters of one specimen, drawn from the record's form traits: a height and a crown
 * breadth within the record's ranges, a clear trunk around the shape's own (kept so the crown is
 * as deep, for its breadth, as the usual tree's), a lean, and (for deciduous trees, now and then)
 * winter.
 */
export function planForm(species: Species, rng: Rng, season: Season = 'any'): FormPlan {
  const form = species.traits.form;
  const [low, high] = form.height_m;
  // Where in its range this specimen falls, so a tall specimen is mostly a broad one too. The first
  // specimen, the one cards show, is a tree of the usual size, near the middle of the ranges.
  const grown = season === 'growing' ? 0.4 + 0.2 * rng.next() : rng.next();
  const heightM = low + (high - low) * grown;
  const [narrow, wide] = form.spread_m;
  const broad = Math.min(1, Math.max(0, grown + rng.range(-0.2, 0.2)));
  const crownWidthM = narrow + (wide - narrow) * broad;
  const crownBaseM = boundedCrownBase(
    species,
    { heightM, crownWidthM, crownBaseM: heightM * clearShare(species) * rng.vary(1, 0.15) },
    season === 'growing' ? ASPECT_LATITUDE.first : ASPECT_LATITUDE.other,
  );
  const leanRoom = form.crown === 'irregular' || form.crown === 'broad-spreading' ? 6 : 2.5;
  const stems = form.trunk === 'several' ? rng.int(3, 5) : 1;
  const forkAt = form.trunk === 'forked' ? rng.range(0.35, 0.7) : 1;
  return {
    crown: form.crown,
    density: form.density,
    trunk: form.trunk,
    branching: form.branching,
    foliage: form.foliage,
    top: form.top,
    conifer: species.conifer,
    evergreen: species.type === 'evergreen',
    heightM,
    crownBaseM,
    crownWidthM,
    lean: rng.range(-leanRoom, leanRoom),
    stems,
    forkAt,
    flaredBase: form.flared_base,
    // Never the first specimen (DrawOptions.season), and the draw is made either way so the
    // specimen's other choices stay the same.
    winter: rng.chance(0.15) && species.type === 'deciduous' && season === 'any',
    figureSide: rng.chance(0.5) ? 1 : -1,
  };
}
