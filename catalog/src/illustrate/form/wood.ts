import { type Pt, rad } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { crownProfile } from './crown.ts';
import type { Branching, FormPlan } from './plan.ts';

/** A tapering piece of wood, centreline through three points, widths in metres. */
export type Limb = { from: Pt; bend: Pt; to: Pt; w0: number; w1: number };

/** A trunk's width at its foot, in metres: about 3.4 cm per metre of height, more on a flared bole. */
export const trunkWidth = (plan: FormPlan) => plan.heightM * (plan.stems > 1 ? 0.022 : plan.flaredBase ? 0.05 : 0.034);

/** Where the crown's axis point at height-fraction `t` of the crown lies. */
const crownPoint = (plan: FormPlan, t: number, across: number): Pt => ({
  x: across * crownProfile(plan, t) * (plan.crownWidthM / 2),
  y: -(plan.crownBaseM + t * (plan.heightM - plan.crownBaseM)),
});

/**
 * The stems from the ground: one trunk (which a forked tree splits low), or several stems fanning
 * out from the base of a bush. A trunk runs on up into the crown, to the top for a conifer with a
 * leading shoot, as the stem the limbs hang from.
 */
export function stems(plan: FormPlan, rng: Rng): Limb[] {
  const w = trunkWidth(plan);
  const excurrent = plan.conifer && plan.crown !== 'irregular' && plan.crown !== 'umbrella' && plan.crown !== 'tiered';
  if (plan.stems > 1) {
    return Array.from({ length: plan.stems }, (_, i) => {
      const across = (i / (plan.stems - 1)) * 2 - 1;
      const base = { x: across * w * 1.2, y: 0 };
      const to = crownPoint(plan, rng.range(0.35, 0.7), across * rng.range(0.35, 0.65));
      return { from: base, bend: { x: base.x + (to.x - base.x) * 0.3, y: to.y * 0.5 }, to, w0: w, w1: w * 0.3 };
    });
  }
  const forkY = -plan.crownBaseM * plan.forkAt;
  const top = excurrent ? -plan.heightM * 0.97 : -(plan.crownBaseM + (plan.heightM - plan.crownBaseM) * 0.55);
  if (plan.trunk !== 'forked')
    return [{ from: { x: 0, y: 0 }, bend: { x: 0, y: top / 2 }, to: { x: 0, y: top }, w0: w, w1: w * 0.3 }];
  const trunk = { from: { x: 0, y: 0 }, bend: { x: 0, y: forkY / 2 }, to: { x: 0, y: forkY }, w0: w, w1: w * 0.85 };
  const forks = rng.int(2, 3);
  const leaders = Array.from({ length: forks }, (_, i) => {
    const across = forks === 2 ? (i ? 0.45 : -0.45) : i - 1;
    const to = crownPoint(plan, rng.range(0.45, 0.7), across * rng.range(0.45, 0.7));
    return { from: trunk.to, bend: { x: to.x * 0.35, y: (forkY + to.y) / 2 }, to, w0: w * 0.6, w1: w * 0.2 };
  });
  return [trunk, ...leaders];
}

/** How far each fork turns its two arms apart, and how far the whole spray leans outwards, in degrees. */
const FORK: Record<Branching, { spread: number; outward: number }> = {
  ascending: { spread: 22, outward: 14 },
  spreading: { spread: 34, outward: 30 },
  horizontal: { spread: 30, outward: 55 },
  drooping: { spread: 32, outward: 42 },
  pendulous: { spread: 30, outward: 40 },
};

/**
 * The crown's branches, forking from the stems' tops (or, on a conifer's leading stem, in whorls
 * all the way up) out to the crown's edge, each fork turned as the branching says. `levels` forks
 * deep; the last level's tips droop on a tree with drooping or pendulous branching.
 */
export function limbs(plan: FormPlan, rng: Rng, from: Limb[], levels: number): Limb[] {
  const out: Limb[] = [];
  const { spread, outward } = FORK[plan.branching];
  const depth = plan.heightM - plan.crownBaseM;
  const grow = (start: Pt, angle: number, length: number, width: number, level: number) => {
    const end = clampToCrown(plan, {
      x: start.x + Math.cos(rad(angle)) * length,
      y: start.y + Math.sin(rad(angle)) * length,
    });
    const hangs = level === levels && (plan.branching === 'drooping' || plan.branching === 'pendulous');
    const tip = hangs ? { x: end.x, y: end.y + length * (plan.branching === 'pendulous' ? 1.6 : 0.5) } : end;
    const bend = hangs ? end : { x: (start.x + end.x) / 2, y: (start.y + end.y) / 2 };
    out.push({ from: start, bend, to: tip, w0: width, w1: width * 0.6 });
    if (level >= levels) return;
    for (const turn of [-1, 1]) {
      const side = Math.sign(Math.cos(rad(angle))) || turn;
      const next = angle + turn * spread * rng.vary(1, 0.3) + side * 4;
      grow(end, next, length * rng.range(0.55, 0.75), width * 0.6, level + 1);
    }
  };
  const w = trunkWidth(plan) * 0.5;
  const excurrent = from.length === 1 && plan.conifer && -(from[0] as Limb).to.y > plan.heightM * 0.9;
  const tops = plan.trunk === 'forked' ? from.slice(1) : from;
  // Main limbs leave each stem at intervals up its crowned part (a conifer's in whorls to the top),
  // alternating sides, aimed at the crown's edge a little higher up, then fork towards it.
  const perStem = Math.max(2, Math.round((excurrent ? rng.int(12, 16) : rng.int(6, 8)) / tops.length));
  for (const stem of tops) {
    for (let i = 0; i < perStem; i++) {
      const s = excurrent ? 0.08 + (0.9 * i) / perStem : 0.45 + (0.55 * i) / perStem;
      const start = pointOn(stem, s);
      const t = Math.max(0, (-start.y - plan.crownBaseM) / depth);
      const side = i % 2 ? 1 : -1;
      const reach = Math.max(0.5, crownProfile(plan, t) * (plan.crownWidthM / 2) - side * start.x);
      const angle = side > 0 ? -90 + outward + spread : -90 - outward - spread;
      grow(
        start,
        angle * rng.vary(1, 0.08),
        reach * rng.range(0.55, 0.75),
        w * (excurrent ? 1 - t * 0.8 : 1),
        excurrent ? levels : 1,
      );
    }
  }
  return out;
}

/** Keeps a branch's tip within the crown's outline. */
function clampToCrown(plan: FormPlan, p: Pt): Pt {
  const depth = plan.heightM - plan.crownBaseM;
  const y = Math.max(-plan.heightM * 0.98, Math.min(-plan.crownBaseM * 0.9, p.y));
  const half = crownProfile(plan, (-y - plan.crownBaseM) / depth) * (plan.crownWidthM / 2) * 0.95;
  return { x: Math.max(-half, Math.min(half, p.x)), y };
}

/** The point a fraction `s` along a limb's curve. */
export function pointOn(limb: Limb, s: number): Pt {
  const u = 1 - s;
  return {
    x: u * u * limb.from.x + 2 * u * s * limb.bend.x + s * s * limb.to.x,
    y: u * u * limb.from.y + 2 * u * s * limb.bend.y + s * s * limb.to.y,
  };
}

/** A limb's curve as `steps` + 1 points, for drawing it as a band. */
export const centreline = (limb: Limb, steps = 4): Pt[] =>
  Array.from({ length: steps + 1 }, (_, i) => pointOn(limb, i / steps));
