import { add, angleOf, lerp, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { Vein } from './veins.ts';

/**
 * What only the enlarged view draws. Every draw here comes from the `detail` fork, so the shapes
 * a learner saw on the card stay exactly where they were.
 */

const onVein = ([a, c, b]: Vein, t: number): Pt => lerp(lerp(a, c, t), lerp(c, b, t), t);

/** Neighbours in order up the midrib; veins from one point (palmate) in order of their angle. */
const upTheBlade = (x: Vein, y: Vein) =>
  x[0].x - y[0].x || Math.abs(angleOf(x[0], x[2])) - Math.abs(angleOf(y[0], y[2]));

/**
 * The fine network between neighbouring veins: cross-veins, a little crooked. A vein along the
 * midrib line (a palmate leaf's middle lobe) is a neighbour on both sides. A small blade (a
 * leaflet) takes two cross-veins a gap rather than three, so a leaf of many leaflets stays light.
 */
export function drawNetwork(sk: Sketch, veins: Vein[], where: Place, colour: string, width: number, rng: Rng): void {
  const segs: Seg[] = [];
  const across = where.k < 0.6 ? [0.35, 0.72] : [0.3, 0.55, 0.8];
  for (const side of [1, -1]) {
    const own = veins.filter(([, , b]) => Math.sign(b.y) === side || Math.abs(b.y) < 0.5).sort(upTheBlade);
    for (let i = 1; i < own.length; i++) {
      for (const t of across) {
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

/** Tufts of hairs in the angles where side veins leave the midrib (limes), seen through the thin blade. */
export function drawTufts(sk: Sketch, veins: Vein[], where: Place, colour: string, rng: Rng): void {
  const segs: Seg[] = [];
  for (const [a, c] of veins) {
    if (Math.abs(a.y) > 0.5 || a.x < 4) continue;
    const half = angleOf(a, c) / 2;
    for (let k = 0; k < 4; k++) {
      const from = add(a, polar(0.8, half));
      const to = add(from, polar(rng.range(1.6, 2.6), half + rng.range(-25, 25)));
      segs.push(['M', place(from, where)], ['L', place(to, where)]);
    }
  }
  if (segs.length > 0) sk.path(segs, { stroke: colour, width: 0.45 });
}

/**
 * What a tooth's point ends in: a small gland (a dot), a fine bristle running on from the point,
 * or (holly) a hard, pale spine.
 */
export function drawPoints(
  sk: Sketch,
  tips: Pt[],
  kind: 'gland' | 'bristle' | 'spine',
  fromOrigin: boolean,
  where: Place,
  colour: string,
  width: number = kind === 'spine' ? 0.8 : 0.4,
): void {
  if (kind === 'gland') {
    for (const tip of tips) sk.circle(place(tip, where), 0.75 * where.k, { fill: colour });
    return;
  }
  const segs: Seg[] = [];
  for (const tip of tips) {
    const root = fromOrigin ? pt(0, 0) : pt(tip.x - Math.abs(tip.y) * 0.6, 0);
    const reach = kind === 'spine' ? 2.4 : 3.2;
    segs.push(['M', place(tip, where)], ['L', place(add(tip, polar(reach, angleOf(root, tip))), where)]);
  }
  if (segs.length > 0) sk.path(segs, { stroke: colour, width });
}

/** Two glands on the stalk just below the blade, one each side (wild and bird cherry). */
export function drawStalkGlands(sk: Sketch, where: Place, colour: string): void {
  for (const side of [1, -1]) sk.circle(place(pt(-2.8, side * 1.5), where), 1.1 * where.k, { fill: colour });
}
