import { lighten } from '../colour.ts';
import { type Place, type Pt, place, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { drawHairs, drawNetwork, drawPoints, drawStalkGlands, drawTufts } from './detail.ts';
import type { Fine } from './fine.ts';
import { withMargin } from './margin.ts';
import { type BladeDesign, type Half, halfOutline } from './outline.ts';
import { type Vein, veinsOf } from './veins.ts';

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
  /** Draws that only the enlarged view shows (vein network, hairs, teeth's points), from their own stream. */
  fine?: Fine;
};

/** A bristle's line, in px: it shows on the card as well as close up. */
const BRISTLE = 0.7;

const mirror = (n: Node): Node => ({ p: pt(n.p.x, -n.p.y), sharp: n.sharp });

/**
 * A stretch of one edge curled over onto the blade, showing the underside: the curl's inner edge
 * bows in towards the midrib, deepest halfway along the stretch (blade coordinates, edge at -y).
 */
function drawFlap(sk: Sketch, edge: Node[], paint: LeafPaint, where: Place, rng: Rng, fine: Fine | undefined) {
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
      fine.rng,
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
  const collect = o.fine !== undefined || d.bristled;
  const rightTips: Pt[] | undefined = collect ? [] : undefined;
  const leftTips: Pt[] | undefined = collect ? [] : undefined;
  const close = o.fine !== undefined;
  const right = withMargin(half, d, rng.fork('right'), o.toothScale, half.nodes, rightTips, close);
  const left = withMargin(half, d, rng.fork('left'), o.toothScale, half.other, leftTips, close).map(mirror);
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
  const tips = [...(rightTips ?? []), ...(leftTips ?? []).map((p) => pt(p.x, -p.y))];
  if (o.fine) drawCloseUp(sk, { d, half, veins, tips, right }, paint, where, o, o.fine);
  // Bristles show at any size: a red oak's lobes, a sweet chestnut's teeth end in them.
  else if (d.bristled) {
    const palmate = d.lobing === 'palmate' || d.shape === 'palmate';
    drawPoints(
      sk,
      pointsOf({ d, half, veins, tips, right }, 'bristle'),
      'bristle',
      palmate && tips.length === 0,
      where,
      paint.edge,
      0.7,
    );
  }
  // Only a plain outline folds cleanly; a lobed one would fold its lobes out past the edge.
  if (o.flap && half.lobeTips.length === 0 && d.form === 'usual')
    drawFlap(sk, left, paint, where, rng.fork('flap'), o.fine);
}

type Blade = { d: BladeDesign; half: Half; veins: Vein[]; tips: Pt[]; right: Node[] };

/** Where the points the description speaks of sit: the teeth's, else the lobes', else (glands) near the base. */
function pointsOf({ half, tips, right }: Blade, kind: 'gland' | 'bristle'): Pt[] {
  if (tips.length > 0) return tips;
  if (kind === 'bristle') return [...half.lobeTips, ...half.lobeTips.filter((t) => Math.abs(t.y) > 0.5).map(flip)];
  // An untoothed leaflet with a gland-tipped tooth or two by its base (tree of heaven).
  const low = right.find((n) => n.p.x >= 8);
  return low ? [low.p, flip(low.p)] : [];
}

/** What only the enlarged view adds to a blade, each as its record says. */
function drawCloseUp(sk: Sketch, blade: Blade, paint: LeafPaint, where: Place, o: BladeOptions, fine: Fine): void {
  const { d, veins } = blade;
  const { marks } = fine;
  drawNetwork(sk, veins, where, paint.vein, o.lines[2] * 0.6, fine.rng);
  if (marks.tufts) drawTufts(sk, veins, where, marks.tufts, fine.rng);
  if (marks.points) {
    const palmate = d.lobing === 'palmate' || d.shape === 'palmate';
    const colour = marks.points === 'gland' ? '#8b6a2c' : paint.edge;
    const tips = pointsOf(blade, marks.points);
    // Bristles as thick as the card draws them, so the enlarged view keeps the card's marks.
    const width = marks.points === 'bristle' && d.bristled ? BRISTLE : undefined;
    drawPoints(sk, tips, marks.points, palmate && blade.tips.length === 0, where, colour, width);
  }
  if (d.margin === 'spiny') drawPoints(sk, blade.tips, 'spine', false, where, '#d8c98e');
  if (marks.stalkGlands) drawStalkGlands(sk, where, marks.stalkGlands);
  // A narrow needle-like blade (yew) shows its raised midrib catching the light.
  if (d.shape === 'linear') {
    const tip = Math.max(...blade.right.map((n) => n.p.x));
    sk.poly([place(pt(6, -0.9), where), place(pt(tip * 0.85, -0.9), where)], {
      stroke: paint.shine ?? lighten(paint.fill, 0.3),
      width: o.lines[1] * 0.6,
      opacity: 0.8,
    });
  }
}

const flip = (p: Pt): Pt => pt(p.x, -p.y);

/** The leaf-stalk: a slightly bent band from `from` to `to`. */
export function drawStalk(sk: Sketch, from: Pt, to: Pt, bend: number, width: number, colour: string): void {
  const mid = pt((from.x + to.x) / 2 - (to.y - from.y) * bend, (from.y + to.y) / 2 + (to.x - from.x) * bend);
  sk.band([from, mid, to], width, width * 0.75, { fill: colour, stroke: colour, width: 0.4 });
}
