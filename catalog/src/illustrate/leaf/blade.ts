import { type Place, type Pt, place, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { drawHairs, drawNetwork } from './detail.ts';
import { withMargin } from './margin.ts';
import { type BladeDesign, halfOutline } from './outline.ts';
import { veinsOf } from './veins.ts';

export type LeafPaint = {
  fill: string;
  edge: string;
  shade: string;
  vein: string;
  stalk: string;
  /** The underside, shown where an edge turns over; undefined when it looks like the upper side. */
  under: string | undefined;
  /** A soft coat of hairs on the underside, fringing the turned-over edge. */
  hairy: boolean;
  /** The light a glossy upper side catches; undefined for a matt one. */
  shine: string | undefined;
};

export type BladeOptions = {
  /** Teeth are drawn this much bigger (and fewer) than on a full-size leaf, e.g. on small leaflets. */
  toothScale: number;
  /** Side veins off the main ones. */
  detail: boolean;
  /** Line widths in pixels for the edge, midrib and veins. */
  lines: [number, number, number];
  /** Turn an edge over to show the underside (where the paint has one). */
  flap?: boolean;
  /** Draws that only the enlarged view shows (vein network, hairs), from their own stream. */
  fine?: Rng;
};

const mirror = (n: Node): Node => ({ p: pt(n.p.x, -n.p.y), sharp: n.sharp });

/**
 * A stretch of one edge curled over onto the blade, showing the underside: the curl's inner edge
 * bows in towards the midrib, deepest halfway along the stretch (blade coordinates, edge at -y).
 */
function drawFlap(sk: Sketch, edge: Node[], paint: LeafPaint, where: Place, rng: Rng, fine: Rng | undefined) {
  const under = paint.under;
  if (!under || edge.length < 6) return;
  const start = Math.floor(edge.length * rng.range(0.36, 0.46));
  const end = Math.min(edge.length - 2, start + Math.floor(edge.length * rng.range(0.3, 0.36)));
  const stretch = edge.slice(start, end + 1).map((n) => n.p);
  const a = stretch[0] as Pt;
  const b = stretch[stretch.length - 1] as Pt;
  const folded = stretch.map((p, i) => {
    const u = Math.sin((Math.PI * i) / Math.max(1, stretch.length - 1));
    return pt(p.x + 4 * u, p.y * (1 - 0.6 * u));
  });
  const nodes = [corner(a), ...folded.slice(1, -1).map(soft), corner(b)].map((n) => ({ ...n, p: place(n.p, where) }));
  // A hairy underside shows as a soft pale halo round the flap; close up, as the hairs themselves.
  if (paint.hairy) sk.shape(nodes, { fill: under, stroke: under, width: 2.2 });
  sk.shape(nodes, { fill: under, stroke: paint.edge, width: 0.6 });
  if (paint.hairy && fine)
    drawHairs(
      sk,
      nodes.map((n) => n.p),
      paint.edge,
      1.4,
      fine,
    );
}

/** A glossy upper side catches the light in a soft streak beside the midrib. */
function drawShine(sk: Sketch, d: BladeDesign, paint: LeafPaint, where: Place): void {
  if (!paint.shine) return;
  const w = d.aspect * 50;
  const at = (x: number, y: number) => place(pt(x, y), where);
  const nodes = [corner(at(22, w * 0.12)), soft(at(45, w * 0.42)), corner(at(70, w * 0.16)), soft(at(45, w * 0.2))];
  sk.shape(nodes, { fill: paint.shine, opacity: 0.45 });
}

/**
 * Draws one blade (outline with its margin, a shaded half, midrib and veins) with its stalk end
 * at where.at, pointing in direction where.angle, 100 units long times where.k.
 */
export function drawBlade(sk: Sketch, d: BladeDesign, paint: LeafPaint, rng: Rng, where: Place, o: BladeOptions): void {
  const half = halfOutline(d);
  const right = withMargin(half, d, rng.fork('right'), o.toothScale);
  const left = withMargin(half, d, rng.fork('left'), o.toothScale, half.other).map(mirror);
  const outline = [...right, ...left.slice(1, -1).reverse()];
  const moved = (nodes: Node[]) => nodes.map((n) => ({ p: place(n.p, where), sharp: n.sharp }));
  sk.shape(moved(outline), { fill: paint.fill, stroke: paint.edge, width: o.lines[0] });
  const tip = (right[right.length - 1] as Node).p;
  const shaded = moved([corner((right[0] as Node).p), ...right.slice(1, -1), corner(tip)]);
  sk.shape(shaded, { fill: paint.shade, opacity: 0.35 });
  drawShine(sk, d, paint, where);
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
  if (o.fine) drawNetwork(sk, veins, where, paint.vein, o.lines[2] * 0.6, o.fine);
  // Only a plain outline folds cleanly; a lobed one would fold its lobes out past the edge.
  if (o.flap && half.lobeTips.length === 0 && d.form === 'usual')
    drawFlap(sk, left, paint, where, rng.fork('flap'), o.fine);
}

/** The leaf-stalk: a slightly bent band from `from` to `to`. */
export function drawStalk(sk: Sketch, from: Pt, to: Pt, bend: number, width: number, colour: string): void {
  const mid = pt((from.x + to.x) / 2 - (to.y - from.y) * bend, (from.y + to.y) / 2 + (to.x - from.x) * bend);
  sk.band([from, mid, to], width, width * 0.75, { fill: colour, stroke: colour, width: 0.4 });
}
