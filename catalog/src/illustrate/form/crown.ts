import type { Pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { CrownShape, CrownTop, FormPlan } from './plan.ts';

/**
 * The crown's outline as half-widths up its height: `t` runs from the crown's lowest foliage (0) to
 * the top (1), the result from 0 to 1 of the widest point. Each is a plain curve a field guide's
 * silhouette follows.
 */
const dome = (t: number, widest: number, bottom: number, flatTop = 2): number =>
  t < widest
    ? bottom + (1 - bottom) * Math.sin(((Math.PI / 2) * t) / widest)
    : Math.max(0, 1 - ((t - widest) / (1 - widest)) ** flatTop) ** 0.5;

const PROFILES: Record<CrownShape, (t: number) => number> = {
  conical: (t) => (t < 0.06 ? 0.88 + 2 * t : ((1 - t) / 0.94) ** 1.05),
  'narrow-conical': (t) => (t < 0.05 ? 0.85 + 3 * t : ((1 - t) / 0.95) ** 0.85),
  columnar: (t) => (t < 0.3 ? 0.82 + 0.6 * t : Math.cos(((t - 0.3) / 0.7) * (Math.PI / 2)) ** 0.5),
  ovoid: (t) => dome(t, 0.4, 0.62),
  rounded: (t) => dome(t, 0.45, 0.6),
  'broad-spreading': (t) => dome(t, 0.38, 0.72, 2.6),
  vase: (t) => dome(t, 0.72, 0.3),
  weeping: (t) => (t < 0.15 ? 0.92 + (0.08 * t) / 0.15 : Math.max(0, 1 - ((t - 0.15) / 0.85) ** 2.2) ** 0.5),
  umbrella: (t) => dome(t, 0.3, 0.7, 4),
  tiered: (t) => dome(t, 0.2, 0.9, 5),
  irregular: (t) => dome(t, 0.5, 0.55),
  'multi-stemmed': (t) => dome(t, 0.6, 0.35),
};

/**
 * The shape's outline with the record's top put on it: a spire drawn to a point, a dome rounded
 * over from three quarters up, a flat top cut off where the shape is still broad (a third of
 * its widest, on a cone).
 */
const TOPS: Record<CrownTop, (profile: (t: number) => number, t: number) => number> = {
  spire: (profile, t) => (t < 0.7 ? profile(t) : Math.min(profile(t), (profile(0.7) * (1 - t)) / 0.3)),
  nodding: (profile, t) => TOPS.spire(profile, t),
  rounded: (profile, t) =>
    t < 0.75 ? profile(t) : Math.max(profile(t), profile(0.75) * Math.sqrt(Math.max(0, 1 - ((t - 0.75) / 0.25) ** 2))),
  flat: (profile, t) =>
    t < 0.95 ? profile(t * 0.7) : profile(0.665) * Math.sqrt(Math.max(0, 1 - ((t - 0.95) / 0.05) ** 4)),
  irregular: (profile, t) => profile(t),
};

export const crownProfile = (plan: Pick<FormPlan, 'crown' | 'top'>, t: number): number =>
  TOPS[plan.top](PROFILES[plan.crown], Math.min(1, Math.max(0, t)));

/**
 * How many tiers a conifer's edge shows: a fir's whorls of level branches few and bold, a spruce's
 * hanging curtains of shoots many and fine.
 */
const TIERS: Record<FormPlan['branching'], [number, number]> = {
  ascending: [10, 12],
  spreading: [8, 10],
  horizontal: [5, 7],
  drooping: [12, 15],
  pendulous: [12, 15],
};

/** Heights (as crown fractions) of the extra points that draw a rounded or flat top. */
const TOP_POINTS: Record<CrownTop, number[]> = {
  spire: [],
  nodding: [],
  rounded: [0.9, 0.95, 0.985],
  flat: [0.97, 0.995],
  irregular: [],
};

/** How the edge of a crown breaks up: rounded leaf masses, or the tips of a conifer's tiers. */
type Edge = 'lobes' | 'tiers';

/** Conifer shapes whose edge is a stack of branch tiers; a yew's or pine's broad crown is leaf masses. */
const CONES: CrownShape[] = ['conical', 'narrow-conical', 'columnar'];

/** The crown as outlines, and the tips of its lobes or tiers down each side (where shoots hang from). */
export type Crown = { outlines: Pt[][]; sharp: boolean; tips: Pt[] };

/**
 * The crown as closed outlines in metres (x right from the crown's axis, y up as negative), each a
 * list of points: one for most crowns, a stack of flat layers for a tiered cedar. `sharp` when the
 * points are a conifer's tier tips, to be joined by straight lines rather than rounded lobes.
 */
export function crownOutlines(plan: FormPlan, rng: Rng): Crown {
  if (plan.crown === 'tiered') return { outlines: tierOutlines(plan, rng), sharp: false, tips: [] };
  // A monkey puzzle's level whorls show as tiers whatever its outline.
  const tiered = CONES.includes(plan.crown) || (plan.branching === 'horizontal' && plan.crown !== 'irregular');
  const edge: Edge = plan.conifer && tiered ? 'tiers' : 'lobes';
  const tips: Pt[] = [];
  const right = side(plan, rng, edge, 1, tips);
  const left = side(plan, rng, edge, -1, tips).reverse();
  return {
    outlines: [[...right, ...left, ...underside(plan, rng, left.at(-1) as Pt, right[0] as Pt)]],
    sharp: edge === 'tiers',
    tips,
  };
}

/** One side of the crown from bottom to top, its edge broken into lobes or branch tiers. */
function side(plan: FormPlan, rng: Rng, edge: Edge, sign: 1 | -1, tips: Pt[]): Pt[] {
  const depth = plan.heightM - plan.crownBaseM;
  const half = plan.crownWidthM / 2;
  // A lopsided crown: irregular ones strongly, every tree a little.
  const reach = half * rng.vary(1, plan.crown === 'irregular' ? 0.22 : 0.06);
  const steps =
    edge === 'tiers' ? rng.int(...TIERS[plan.branching]) : plan.density === 'open' ? rng.int(4, 6) : rng.int(6, 8);
  // An open conifer shows sky between its tiers; a dense one only a shallow notch.
  const notch = plan.density === 'open' ? 0.5 : 0.8;
  const points: Pt[] = [];
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const tNext = (i + 1) / steps;
    const w = crownProfile(plan, t) * reach;
    const y = -(plan.crownBaseM + t * depth);
    if (edge === 'tiers') {
      // Each tier's tip, then back in towards the stem where the next tier starts.
      const droop = { ascending: -0.6, spreading: 0, horizontal: 0.2, drooping: 1, pendulous: 1.3 }[plan.branching];
      const tierGap = depth / steps;
      points.push({ x: sign * w * notch, y: y - tierGap * 0.55 });
      const tip = { x: sign * w, y: y + tierGap * droop * 0.5 };
      // A spruce's or larch's branch sags, then sweeps up at its tip; a nodding tree's tips droop.
      if (droop >= 1 && plan.top !== 'nodding') {
        tip.x *= 0.88;
        points.push(tip, { x: sign * w, y: y + tierGap * 0.05 });
      } else points.push(tip);
      tips.push(tip);
    } else {
      const ragged = plan.crown === 'irregular' || (plan.top === 'irregular' && t > 0.5);
      const lobe = ragged ? rng.range(0.72, 1.12) : rng.range(0.92, 1.05);
      const tMid = (t + tNext) / 2;
      const cleft = plan.density === 'open' ? 0.8 : 0.9;
      points.push({ x: sign * w * cleft, y });
      const tip = { x: sign * crownProfile(plan, tMid) * reach * lobe, y: -(plan.crownBaseM + tMid * depth) };
      points.push(tip);
      tips.push(tip);
    }
  }
  // A rounded or flat top is drawn over with a few more points; a nodding leader's bent tip is
  // drawn after the crown, so the outline stops just short of it.
  for (const t of TOP_POINTS[plan.top])
    points.push({ x: sign * crownProfile(plan, t) * reach, y: -(plan.crownBaseM + t * depth) });
  points.push({ x: sign * reach * 0.02, y: -plan.heightM * (plan.top === 'nodding' ? 0.965 : 1) });
  return points;
}

/**
 * The crown's lower edge, seen from the side: a shallow curve, or for a weeping tree the ragged
 * hem of its curtain, the shoots' ends hanging almost to the ground between shallow notches.
 */
function underside(plan: FormPlan, rng: Rng, from: Pt, to: Pt): Pt[] {
  const points: Pt[] = [];
  const weeping = plan.crown === 'weeping';
  const n = weeping ? rng.int(9, 12) * 2 : 3;
  for (let i = 1; i < n; i++) {
    const s = i / n;
    const p = { x: from.x + (to.x - from.x) * s, y: from.y + (to.y - from.y) * s };
    if (!weeping) points.push({ x: p.x, y: p.y + 0.04 * plan.heightM * Math.sin(Math.PI * s) });
    else if (i % 2) points.push({ x: p.x, y: -plan.heightM * rng.range(0.015, 0.05) });
    else points.push({ x: p.x, y: p.y - plan.crownBaseM * rng.range(0, 0.4) });
  }
  return points;
}

/** A cedar of Lebanon's crown: broad, flat plates of foliage one above another, the top one flat too. */
function tierOutlines(plan: FormPlan, rng: Rng): Pt[][] {
  const depth = plan.heightM - plan.crownBaseM;
  const count = rng.int(3, 5);
  const plates: Pt[][] = [];
  for (let i = 0; i < count; i++) {
    const t = i / count;
    // The top plate reaches the tree's full height.
    const thick = i === count - 1 ? depth * (1 - t) : (depth / count) * rng.range(0.5, 0.68);
    const w = (plan.crownWidthM / 2) * (1 - t * 0.45) * rng.vary(1, 0.1);
    const base = -(plan.crownBaseM + t * depth);
    const shift = rng.range(-0.08, 0.08) * w;
    plates.push([
      { x: shift - w, y: base },
      { x: shift - w * 0.75, y: base - thick * 0.8 },
      { x: shift - w * 0.2, y: base - thick },
      { x: shift + w * 0.3, y: base - thick * 0.95 },
      { x: shift + w * 0.8, y: base - thick * 0.75 },
      { x: shift + w, y: base },
      { x: shift, y: base + thick * 0.12 },
    ]);
  }
  return plates;
}
