import { darken, lighten } from '../colour.ts';
import type { Pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import { foliageColour } from './palette.ts';
import type { FormPlan } from './plan.ts';
import { type Limb, limbs, pointOn } from './wood.ts';

function contains(polygon: Pt[], p: Pt): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Pt;
    const b = polygon[j] as Pt;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** A random point inside one of the crown's outlines, kept `within` (a share) of its box from the edge. */
export function insideCrown(outlines: Pt[][], rng: Rng, within: number): Pt {
  const outline = rng.pick(outlines);
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  let p = { x: cx, y: cy };
  for (let attempt = 0; attempt < 12; attempt++) {
    p = { x: cx + rng.range(-0.5, 0.5) * (x1 - x0) * within, y: cy + rng.range(-0.5, 0.5) * (y1 - y0) * within };
    if (contains(outline, p)) return p;
  }
  return { x: cx, y: cy };
}

type Parts = { outlines: Pt[][]; wood: Limb[]; bark: string };

/**
 * What the enlarged view adds: the leaf masses' texture, shading down the trunk, and the branch
 * structure showing inside the crown. Every draw here comes from the detail stream, so the shape
 * underneath is the one the normal picture shows.
 */
export function addDetail(sk: Sketch, plan: FormPlan, rng: Rng, { outlines, wood, bark }: Parts): void {
  for (const stem of wood) {
    const shade = [0.1, 0.5, 0.9].map((s) => pointOn(stem, s)).map((p) => ({ x: p.x + stem.w0 * 0.18, y: p.y }));
    sk.band(shade, stem.w0 * 0.45, stem.w1 * 0.45, { fill: darken(bark, 0.3), opacity: 0.5 });
    for (let i = 0; i < 3; i++) {
      const across = rng.range(-0.3, 0.3) * stem.w0;
      const a = pointOn(stem, rng.range(0, 0.3));
      const b = pointOn(stem, rng.range(0.5, 0.9));
      sk.quad(
        { x: a.x + across, y: a.y },
        { x: a.x + across, y: (a.y + b.y) / 2 },
        { x: b.x + across * 0.5, y: b.y },
        { stroke: darken(bark, 0.4), width: 0.5 },
      );
    }
  }
  // Finer branches than the normal picture draws: the winter tree's last twigs, or the branch
  // structure glimpsed inside a crown in leaf.
  for (const limb of limbs(plan, rng, wood, plan.winter ? 5 : 3)) {
    if (plan.winter) sk.quad(limb.from, limb.bend, limb.to, { stroke: darken(bark, 0.2), width: 0.4 });
    else sk.quad(limb.from, limb.bend, limb.to, { stroke: darken(bark, 0.1), width: 0.6, opacity: 0.4 });
  }
  if (plan.winter) return;
  const leaves = foliageColour(plan);
  const marks = plan.conifer ? 70 : 55;
  const size = plan.crownWidthM * 0.045;
  for (let i = 0; i < marks; i++) {
    const p = insideCrown(outlines, rng, 0.95);
    const lit = p.x < 0 && rng.chance(0.6);
    const style = { stroke: lit ? lighten(leaves, 0.3) : darken(leaves, 0.35), width: 0.6 };
    if (plan.conifer)
      sk.quad(p, { x: p.x + size * 0.6, y: p.y + size * 0.1 }, { x: p.x + size * 1.1, y: p.y + size * 0.5 }, style);
    else
      sk.quad({ x: p.x - size * 0.6, y: p.y }, { x: p.x, y: p.y - size * 0.7 }, { x: p.x + size * 0.6, y: p.y }, style);
  }
}
