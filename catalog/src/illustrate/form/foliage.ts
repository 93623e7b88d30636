import { darken, lighten, nudge, PAPER } from '../colour.ts';
import type { Pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Crown } from './crown.ts';
import { insideCrown } from './detail.ts';
import { foliageColour } from './palette.ts';
import type { FormPlan } from './plan.ts';
import { centreline, type Limb } from './wood.ts';

/**
 * A crown in leaf: one mass, shaded below and lit above (an old pine's as separate clumps on its
 * limbs); an open one shows gaps through to the sky with limbs across them, a weeping one a curtain
 * of hanging shoots, a drooping one the hanging tips of its outer shoots.
 */
export function drawCrown(sk: Sketch, plan: FormPlan, rng: Rng, crown: Crown, main: Limb[], wood: string): void {
  const { outlines, sharp } = crown;
  const leaves = nudge(foliageColour(plan), rng, 0.04);
  const node = sharp ? corner : soft;
  const weeping = plan.branching === 'pendulous' || plan.crown === 'weeping';
  if (clumped(plan)) {
    drawLimbs(sk, main, wood, 1);
    drawClumps(sk, plan, rng, outlines, main, leaves);
    return;
  }
  for (const outline of outlines) sk.shape(outline.map(node), { fill: leaves });
  for (const outline of outlines)
    sk.shape(shrunk(outline, 0.74, 0.07, 0.06).map(node), { fill: darken(leaves, 0.28), opacity: 0.5 });
  for (const outline of outlines)
    sk.shape(shrunk(outline, 0.42, -0.12, -0.14).map(soft), { fill: lighten(leaves, 0.2), opacity: 0.45 });
  if (plan.density === 'open' && !weeping) {
    // A conifer's tiers and a cedar's plates already show the sky between them.
    if (!sharp && plan.crown !== 'tiered') drawGaps(sk, plan, rng, outlines);
    drawLimbs(sk, main, wood, plan.conifer ? 0.4 : 0.65);
  }
  if (weeping) drawCurtain(sk, plan, rng, leaves);
  else if (plan.branching === 'drooping') drawHangingTips(sk, plan, rng, crown, leaves);
}

/** An old pine's crown: flat clumps of needles on the ends of its limbs, sky between them. */
const clumped = (plan: FormPlan) => plan.conifer && plan.crown === 'irregular' && plan.density === 'open';

function drawLimbs(sk: Sketch, main: Limb[], wood: string, opacity: number): void {
  for (const limb of main) sk.band(centreline(limb), limb.w0, limb.w1, { fill: wood, opacity });
}

/** A closed blob of `n` points round `c`, its edge broken by `rough`. */
function blob(c: Pt, rx: number, ry: number, rng: Rng, n: number, rough: number): Pt[] {
  return Array.from({ length: n }, (_, i) => {
    const a = ((i + rng.range(-0.3, 0.3)) / n) * 2 * Math.PI;
    const r = rng.range(1 - rough, 1 + rough * 0.4);
    return { x: c.x + Math.cos(a) * rx * r, y: c.y + Math.sin(a) * ry * r };
  });
}

function drawClumps(sk: Sketch, plan: FormPlan, rng: Rng, outlines: Pt[][], main: Limb[], leaves: string): void {
  const top = -plan.heightM;
  const width = plan.crownWidthM;
  // Two or three clumps hold the flat top level; the rest sit on limb ends lower down.
  const crest = rng.int(2, 3);
  const centres: Pt[] = Array.from({ length: crest }, (_, i) => ({
    x: ((i + 0.5) / crest - 0.5) * width * 0.6 + rng.range(-0.06, 0.06) * width,
    y: top + width * rng.range(0.08, 0.12),
  }));
  const ends = main.map((limb) => limb.to).filter((p) => p.y > top + width * 0.2);
  for (let i = rng.int(6, 8); i > 0; i--) centres.push(ends.length ? rng.pick(ends) : insideCrown(outlines, rng, 0.8));
  const shade = darken(leaves, 0.3);
  for (const c of centres) {
    const rx = width * rng.range(0.2, 0.28);
    const ry = rx * rng.range(0.42, 0.55);
    sk.shape(blob(c, rx, ry, rng, 9, 0.25).map(soft), { fill: leaves });
    sk.shape(blob({ x: c.x + rx * 0.1, y: c.y + ry * 0.35 }, rx * 0.8, ry * 0.5, rng, 6, 0.2).map(soft), {
      fill: shade,
      opacity: 0.55,
    });
  }
}

/**
 * An open crown's gaps: a few ragged holes through to the sky, towards the crown's edge where the
 * leaf masses part, never a hole in the middle where the limbs crowd.
 */
function drawGaps(sk: Sketch, plan: FormPlan, rng: Rng, outlines: Pt[][]): void {
  for (let i = rng.int(2, 4); i > 0; i--) {
    let c = insideCrown(outlines, rng, 0.8);
    for (let attempt = 0; attempt < 4 && Math.abs(c.x) < plan.crownWidthM * 0.15; attempt++)
      c = insideCrown(outlines, rng, 0.8);
    const r = plan.crownWidthM * rng.range(0.045, 0.08);
    sk.shape(blob(c, r * 1.2, r * 0.85, rng, 7, 0.45).map(soft), { fill: PAPER });
  }
}

/**
 * A weeping crown's hanging shoots: long tapering strands from the dome's arching limbs, falling
 * almost to the ground, the outer ones bowed out so the curtain's edge reads, lit and shaded by turns.
 */
function drawCurtain(sk: Sketch, plan: FormPlan, rng: Rng, leaves: string): void {
  const half = plan.crownWidthM / 2;
  const depth = plan.heightM - plan.crownBaseM;
  const strands = rng.int(24, 32);
  const lit = lighten(leaves, 0.3);
  const shaded = darken(leaves, 0.3);
  for (let i = 0; i < strands; i++) {
    const across = ((i + rng.range(0.15, 0.85)) / strands) * 2 - 1;
    const x = across * half * 0.96;
    const rise = Math.sqrt(Math.max(0, 1 - across * across));
    const top = { x: x * 0.9, y: -(plan.crownBaseM + depth * (0.3 + 0.6 * rise) * rng.range(0.8, 1)) };
    const foot = { x: x * 1.02, y: -plan.heightM * rng.range(0.02, 0.08) };
    const bow = { x: x + Math.sign(across) * half * 0.1 * Math.abs(across), y: (top.y + foot.y) / 2 };
    const style = { fill: i % 3 === 0 ? lit : shaded, opacity: i % 3 === 0 ? 0.75 : 0.55 };
    sk.spike(top, bow, foot, half * rng.range(0.05, 0.09), style);
  }
}

/**
 * A drooping crown's outer shoots hanging from its edge: a birch's fine twig tips, a spruce's
 * branchlets below each tier.
 */
function drawHangingTips(sk: Sketch, plan: FormPlan, rng: Rng, crown: Crown, leaves: string): void {
  const fall = plan.crownWidthM * (plan.conifer ? 0.08 : 0.12);
  const style = { fill: darken(leaves, 0.12), opacity: 0.9 };
  const lowest = -plan.crownBaseM;
  const highest = -(plan.crownBaseM + (plan.heightM - plan.crownBaseM) * 0.75);
  for (const tip of crown.tips) {
    if (tip.y < highest || tip.y > lowest) continue;
    for (const inset of plan.conifer ? [0.92] : [0.96, 0.82]) {
      const base = { x: tip.x * inset, y: tip.y };
      const length = fall * rng.range(0.7, 1.3);
      const foot = { x: base.x + Math.sign(tip.x) * length * 0.15, y: base.y + length };
      sk.spike(base, { x: foot.x, y: base.y + length * 0.4 }, foot, fall * 0.18, style);
    }
  }
}

/** The outline shrunk towards its middle and moved by a share of its size: a shadow or a lit side. */
function shrunk(outline: Pt[], k: number, dx: number, dy: number): Pt[] {
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const c = { x: (x0 + x1) / 2 + dx * (x1 - x0), y: (y0 + y1) / 2 + dy * (y1 - y0) };
  return outline.map((p) => ({ x: c.x + (p.x - (x0 + x1) / 2) * k, y: c.y + (p.y - (y0 + y1) / 2) * k }));
}
