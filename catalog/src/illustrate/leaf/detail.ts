import { add, lerp, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { Vein } from './veins.ts';

/**
 * What only the enlarged view draws. Every draw here comes from the `detail` fork, so the shapes
 * a learner saw on the card stay exactly where they were.
 */

const onVein = ([a, c, b]: Vein, t: number): Pt => lerp(lerp(a, c, t), lerp(c, b, t), t);

/** The fine network between neighbouring side veins: cross-veins, a little crooked. */
export function drawNetwork(sk: Sketch, veins: Vein[], where: Place, colour: string, width: number, rng: Rng): void {
  const segs: Seg[] = [];
  for (const side of [1, -1]) {
    const own = veins.filter(([, , b]) => Math.sign(b.y) === side).sort((x, y) => x[0].x - y[0].x);
    for (let i = 1; i < own.length; i++) {
      for (const t of [0.3, 0.55, 0.8]) {
        const from = onVein(own[i - 1] as Vein, t + rng.range(-0.06, 0.06));
        const to = onVein(own[i] as Vein, t + rng.range(-0.1, 0.02));
        const bend = add(lerp(from, to, 0.5), pt(rng.range(-1.2, 1.2), rng.range(-1.2, 1.2)));
        segs.push(['M', place(from, where)], ['Q', place(bend, where), place(to, where)]);
      }
    }
  }
  if (segs.length > 0) sk.path(segs, { stroke: colour, width, opacity: 0.7 });
}

/** Short hairs standing out from an edge (points in drawing order): a downy or felted underside. */
export function drawHairs(sk: Sketch, edge: Pt[], colour: string, length: number, rng: Rng): void {
  const segs: Seg[] = [];
  for (let i = 1; i < edge.length; i++) {
    const a = edge[i - 1] as Pt;
    const b = edge[i] as Pt;
    const along = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    const steps = Math.max(1, Math.round(Math.hypot(b.x - a.x, b.y - a.y) / 1.6));
    for (let k = 0; k < steps; k++) {
      const p = lerp(a, b, (k + rng.next()) / steps);
      segs.push(['M', p], ['L', add(p, polar(length * rng.range(0.6, 1.2), along + 90 + rng.range(-35, 35)))]);
    }
  }
  if (segs.length > 0) sk.path(segs, { stroke: colour, width: 0.35, opacity: 0.8 });
}
