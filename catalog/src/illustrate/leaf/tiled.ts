import { darken, lighten } from '../colour.ts';
import { add, type Pt, place, polar, pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { LeafPaint } from './blade.ts';
import type { BladeDesign } from './outline.ts';

type Scale = { at: Pt; angle: number; length: number; width: number; depth: number; order: number };

/**
 * Monkey puzzle: stiff, broad-based triangular leaves, each ending in a spine, set in a close
 * spiral that hides the shoot. Each leaf is placed round the shoot and seen from the side, so
 * the ones facing us show their full width and those at the edges stand out in profile. Along +x.
 */
/** Returns the length it gives a full-grown leaf, in drawing units. */
export function drawTiledShoot(sk: Sketch, d: BladeDesign, paint: LeafPaint, rng: Rng, close = false): number {
  const a = pt(0, 0);
  const c = pt(85, rng.range(-12, 12));
  const b = pt(170, 0);
  const radius = 9;
  const size = rng.range(30, 34);
  const scales: Scale[] = [];
  const step = rng.range(3.6, 4.2) / 170;
  for (let i = 0, t = 0.02; t < 0.97; i++, t += step * (1 - 0.4 * t)) {
    const { p, angle } = quadAt(a, c, b, t);
    const round = i * 137.5 + 20;
    const across = Math.sin((round * Math.PI) / 180);
    const facing = Math.cos((round * Math.PI) / 180);
    // Younger leaves near the tip are shorter and lie closer to the shoot.
    const young = Math.max(0, (t - 0.75) / 0.22);
    const spread = (42 - 22 * young) * (0.9 + 0.2 * rng.next());
    const lean = Math.atan2(Math.sin((spread * Math.PI) / 180) * across, Math.cos((spread * Math.PI) / 180));
    const length =
      size *
      (1 - 0.55 * young) *
      Math.hypot(Math.cos((spread * Math.PI) / 180), Math.sin((spread * Math.PI) / 180) * across);
    const width = size * d.aspect * 0.42 * (1 - 0.4 * young) * (0.45 + 0.55 * Math.abs(facing));
    const at = add(p, polar(radius * across * (1 - 0.5 * young), angle + 90));
    scales.push({ at, angle: angle + (lean * 180) / Math.PI, length, width, depth: facing, order: facing - t * 1.5 });
  }
  const back = darken(paint.fill, 0.25);
  for (const s of scales.filter((s) => s.depth < -0.3)) leaf(sk, s, { ...paint, fill: back });
  sk.band([a, quadAt(a, c, b, 0.5).p, b], radius * 2, radius, {
    fill: darken(paint.fill, 0.35),
    stroke: paint.edge,
    width: 0.6,
  });
  const front = scales.filter((s) => s.depth >= -0.3).sort((x, y) => x.order - y.order);
  for (const s of front) leaf(sk, s, paint, close);
  return size;
}

/**
 * One leaf: a thick triangle with a raised midrib, its shaded half, and a pale spine at the tip.
 * Close up, the many fine parallel lines (veins and stomata) that run the length of the leaf show.
 */
function leaf(sk: Sketch, s: Scale, paint: LeafPaint, close = false): void {
  const where = { at: s.at, angle: s.angle, k: 1 };
  const at = (u: number, v: number) => place(pt(u * s.length, v * s.width), where);
  const outline = [
    soft(at(-0.04, 0)),
    corner(at(0, -1)),
    soft(at(0.45, -0.6)),
    soft(at(0.8, -0.2)),
    corner(at(1, 0)),
    soft(at(0.8, 0.2)),
    soft(at(0.45, 0.6)),
    corner(at(0, 1)),
  ];
  sk.shape(outline, { fill: paint.fill, stroke: paint.edge, width: 0.6 });
  sk.shape([corner(at(0.04, 0)), corner(at(0.03, 0.9)), soft(at(0.45, 0.55)), corner(at(0.96, 0))], {
    fill: paint.shade,
    opacity: 0.4,
  });
  sk.quad(at(0.12, 0), at(0.5, -0.06), at(0.9, 0), { stroke: lighten(paint.fill, 0.3), width: 0.7 });
  sk.quad(at(0.97, 0), at(1.04, 0), at(1.12, 0), { stroke: lighten(paint.stalk, 0.35), width: 1.1 });
  if (!close || s.width < 4) return;
  const lines: Seg[] = [];
  for (const v of [-0.6, -0.35, 0.35, 0.6]) lines.push(['M', at(0.06, v)], ['Q', at(0.5, v * 0.6), at(0.9, v * 0.12)]);
  sk.path(lines, { stroke: darken(paint.fill, 0.18), width: 0.35, opacity: 0.8 });
}
