import type { Species } from '../../schema.ts';
import type { BRANCHINGS, CROWN_DENSITIES, CROWN_SHAPES, FOLIAGE_TONES, TRUNK_FORMS } from '../../traits.ts';
import type { Rng } from '../random.ts';

export type CrownShape = (typeof CROWN_SHAPES)[number];
export type Branching = (typeof BRANCHINGS)[number];

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
  /** Drawn bare, its winter outline of branches: only deciduous trees, on some specimens. */
  winter: boolean;
  /** Which side (+1 right, -1 left) the 1.7 m figure stands. */
  figureSide: 1 | -1;
};

/** Crown width as a share of the tree's height, for a tree of about 15 m. */
const BREADTH: Record<CrownShape, number> = {
  conical: 0.46,
  'narrow-conical': 0.28,
  columnar: 0.15,
  ovoid: 0.6,
  rounded: 0.85,
  'broad-spreading': 1.25,
  vase: 0.8,
  weeping: 1.1,
  umbrella: 1.05,
  tiered: 1.2,
  irregular: 0.72,
  'multi-stemmed': 1.0,
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

/** Branches held level reach further, rising ones keep the crown slimmer. */
const BRANCH_REACH: Record<Branching, number> = {
  ascending: 0.88,
  spreading: 1,
  horizontal: 1.12,
  drooping: 1.02,
  pendulous: 1.05,
};

/**
 * The parameters of one specimen, drawn from the record's form traits: a height within the
 * record's range, a crown breadth and clear trunk around the shape's own, a lean, and (for
 * deciduous trees, now and then) winter.
 */
export function planForm(species: Species, rng: Rng): FormPlan {
  const form = species.traits.form;
  const [low, high] = form.height_m;
  const heightM = rng.range(low, high);
  // Tall trees carry relatively narrower crowns than short ones of the same shape.
  const tallness = ((low + high) / 2 / 15) ** -0.22;
  const fuller = form.density === 'open' ? 1.04 : 1;
  const crownWidthM =
    heightM *
    BREADTH[form.crown] *
    tallness *
    BRANCH_REACH[form.branching] *
    fuller *
    rng.vary(1, species.conifer ? 0.06 : 0.1);
  // Conifers in the open keep their lower branches; an open-grown larch or Douglas fir less so.
  const clear = CLEAR_TRUNK[form.crown] + (species.conifer && form.density === 'open' ? 0.08 : 0);
  const crownBaseM = heightM * clear * rng.vary(1, 0.15);
  const leanRoom = form.crown === 'irregular' || form.crown === 'broad-spreading' ? 6 : 2.5;
  const stems = form.trunk === 'several' ? rng.int(3, 5) : 1;
  const forkAt = form.trunk === 'forked' ? rng.range(0.35, 0.7) : 1;
  return {
    crown: form.crown,
    density: form.density,
    trunk: form.trunk,
    branching: form.branching,
    foliage: form.foliage,
    conifer: species.conifer,
    evergreen: species.type === 'evergreen',
    heightM,
    crownBaseM,
    crownWidthM,
    lean: rng.range(-leanRoom, leanRoom),
    stems,
    forkAt,
    winter: species.type === 'deciduous' && rng.chance(0.15),
    figureSide: rng.chance(0.5) ? 1 : -1,
  };
}
