import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, lerp, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import { type BarkPaint, BOX } from './box.ts';

/** An irregular, angular flake: points round its centre, the lower ones (y down) forming the edge that lifts. */
function flake(c: Pt, w: number, h: number, rng: Rng): Pt[] {
  const points: Pt[] = [];
  const n = 8;
  for (let i = 0; i < n; i++) {
    const a = (360 * i) / n + rng.range(-14, 14);
    const r = rng.range(0.78, 1.05);
    const p = polar(r, a);
    points.push(pt(c.x + (p.x * w) / 2, c.y + (p.y * h) / 2));
  }
  return points;
}

/** The points of the lower edge, from right to left: those between about 20 and 160 degrees. */
const lowerEdge = (points: Pt[]): Pt[] => points.slice(1, 4);

/**
 * Scaly bark (sycamore, hawthorn, spruce): thin, angular flakes lying over one another like
 * loose shingles. Each lower edge curls away from the trunk, a pale rim with a shadow cast on the
 * flake below, and here and there a flake has fallen to bare smoother, brighter bark.
 */
export function scaly(sk: Sketch, c: BarkPaint, rng: Rng): void {
  const crack = darken(c.base, 0.5);
  sk.poly([pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)], { fill: crack }, true);
  const fresh = mix(lighten(c.base, 0.3), '#d09a66', 0.35);
  const rim = lighten(c.light, 0.2);
  const w = rng.range(30, 38);
  const h = rng.range(28, 36);
  const cells: Pt[] = [];
  let row = 0;
  for (let y = BOX.y1 + h * 0.3; y > BOX.y0 - h * 0.5; y -= h * rng.range(0.62, 0.75), row++) {
    const offset = row % 2 === 0 ? 0 : w * 0.5;
    for (let x = BOX.x0 - offset; x < BOX.x1 + w / 2; x += w * rng.range(0.8, 0.95))
      cells.push(pt(x + rng.range(-4, 4), y + rng.range(-5, 5)));
  }
  // Bottom rows first, so each flake's lifted lower edge lies over the one below it.
  for (const at of cells) {
    const fw = w * rng.range(0.9, 1.25);
    const fh = h * rng.range(0.85, 1.2);
    const points = flake(at, fw, fh, rng);
    if (rng.chance(0.12)) {
      sk.shape(flake(at, fw * 0.8, fh * 0.75, rng).map(soft), { fill: fresh, stroke: darken(fresh, 0.3), width: 0.6 });
      continue;
    }
    const lower = lowerEdge(points);
    const lift = rng.range(2.5, 4.5);
    const drop = lower.map((p) => add(p, pt(1, lift)));
    sk.shape([...lower.map(soft), ...drop.reverse().map(soft)], { fill: crack, opacity: 0.6 });
    const nodes: Node[] = points.map((p, i) => (i % 2 === 0 ? corner(p) : soft(p)));
    sk.shape(nodes, { fill: nudge(c.base, rng, 0.12), stroke: darken(c.dark, 0.25), width: 0.8 });
    // The curled rim: the flake's paler underside showing along its lifted edge.
    const inner = lower.map((p) => lerp(p, at, rng.range(0.16, 0.24)));
    sk.shape([...lower.map(soft), ...inner.reverse().map(soft)], { fill: rim, opacity: 0.75 });
    const top = points[6] as Pt;
    sk.quad(lerp(top, at, 0.3), add(at, pt(rng.range(-3, 3), 0)), lerp(top, at, 1.45), {
      stroke: c.dark,
      width: 0.6,
      opacity: 0.45,
    });
  }
}
