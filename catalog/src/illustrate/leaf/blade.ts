import { type Place, type Pt, place, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { withMargin } from './margin.ts';
import { type BladeDesign, halfOutline } from './outline.ts';
import { veinsOf } from './veins.ts';

export type LeafPaint = { fill: string; edge: string; shade: string; vein: string; stalk: string };

export type BladeOptions = {
  /** Teeth are drawn this much bigger (and fewer) than on a full-size leaf, e.g. on small leaflets. */
  toothScale: number;
  /** Side veins off the main ones. */
  detail: boolean;
  /** Line widths in pixels for the edge, midrib and veins. */
  lines: [number, number, number];
};

const mirror = (n: Node): Node => ({ p: pt(n.p.x, -n.p.y), sharp: n.sharp });

/**
 * Draws one blade (outline with its margin, a shaded half, midrib and veins) with its stalk end
 * at where.at, pointing in direction where.angle, 100 units long times where.k.
 */
export function drawBlade(sk: Sketch, d: BladeDesign, paint: LeafPaint, rng: Rng, where: Place, o: BladeOptions): void {
  const half = halfOutline(d);
  const right = withMargin(half, d, rng.fork('right'), o.toothScale);
  const left = withMargin(half, d, rng.fork('left'), o.toothScale).map(mirror);
  const outline = [...right, ...left.slice(1, -1).reverse()];
  const moved = (nodes: Node[]) => nodes.map((n) => ({ p: place(n.p, where), sharp: n.sharp }));
  sk.shape(moved(outline), { fill: paint.fill, stroke: paint.edge, width: o.lines[0] });
  const tip = (right[right.length - 1] as Node).p;
  const shaded = moved([corner((right[0] as Node).p), ...right.slice(1, -1), corner(tip)]);
  sk.shape(shaded, { fill: paint.shade, opacity: 0.35 });
  const polygon = outline.map((n) => n.p);
  const midrib: Seg[] = [
    ['M', place(pt(0, 0), where)],
    ['L', place(pt(tip.x * 0.97, 0), where)],
  ];
  if (d.shape !== 'fan') sk.path(midrib, { stroke: paint.vein, width: o.lines[1] });
  const veins = veinsOf(d, polygon, half, rng.fork('veins'), o.detail);
  const d2: Seg[] = veins.flatMap(([a, c, b]): Seg[] => [
    ['M', place(a, where)],
    ['Q', place(c, where), place(b, where)],
  ]);
  if (d2.length > 0) sk.path(d2, { stroke: paint.vein, width: o.lines[2] });
}

/** The leaf-stalk: a slightly bent band from `from` to `to`. */
export function drawStalk(sk: Sketch, from: Pt, to: Pt, bend: number, width: number, colour: string): void {
  const mid = pt((from.x + to.x) / 2 - (to.y - from.y) * bend, (from.y + to.y) / 2 + (to.x - from.x) * bend);
  sk.band([from, mid, to], width, width * 0.75, { fill: colour, stroke: colour, width: 0.4 });
}
