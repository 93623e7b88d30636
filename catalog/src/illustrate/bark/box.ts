import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { type Node, soft } from '../sketch.ts';
import type { Item, Seg } from '../svg.ts';

/** The bark swatch: a piece of trunk seen face on. Textures draw inside it. */
export const BOX = { x0: 30, x1: 210, y0: 14, y1: 226 } as const;
export const WIDTH = BOX.x1 - BOX.x0;
export const HEIGHT = BOX.y1 - BOX.y0;

/** The swatch's corners, to fill or outline it. */
export const whole = (): Pt[] => [pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)];

/** A band of the swatch from y0 to y1, full width. */
export const band = (y0: number, y1: number): Pt[] => [pt(BOX.x0, y0), pt(BOX.x1, y0), pt(BOX.x1, y1), pt(BOX.x0, y1)];

/** A point anywhere in the swatch, `inset` px clear of its edges. */
export const anywhere = (rng: Rng, inset = 0): Pt =>
  pt(rng.range(BOX.x0 + inset, BOX.x1 - inset), rng.range(BOX.y0 + inset, BOX.y1 - inset));

/** A wandering vertical line from y0 to y1, as smooth nodes. */
export function column(x: number, rng: Rng, sway: number, step = 14, y0 = BOX.y0 - 4, y1 = BOX.y1 + 4): Node[] {
  const nodes: Node[] = [];
  let dx = 0;
  for (let y = y0; y < y1; y += step * rng.range(0.8, 1.2)) {
    dx = dx * 0.6 + rng.range(-sway, sway);
    nodes.push(soft(pt(x + dx, y)));
  }
  nodes.push(soft(pt(x + dx * 0.5, y1)));
  return nodes;
}

/** A rough rounded blob (scale, plate, cork cell, peeling patch) centred on c. */
export function blob(c: Pt, w: number, h: number, rng: Rng, corners = 7): Node[] {
  const nodes: Node[] = [];
  for (let i = 0; i < corners; i++) {
    const a = (i / corners) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const r = rng.range(0.82, 1.05);
    nodes.push(soft(pt(c.x + (Math.cos(a) * w * r) / 2, c.y + (Math.sin(a) * h * r) / 2)));
  }
  return nodes;
}

export type Box = { x0: number; x1: number; y0: number; y1: number };

/** The part of the swatch a trunk `stem` px wide covers, centred. */
export function stemBox(stem: number): Box {
  const middle = (BOX.x0 + BOX.x1) / 2;
  return { ...BOX, x0: Math.round(middle - stem / 2), x1: Math.round(middle + stem / 2) };
}

/**
 * The drawing cut to the trunk: pieces lying wholly beside it are dropped, and the rest pulled in
 * to its edges. Textures are drawn over the whole swatch and cut here, so a slim stem shows the
 * same bark at the same scale as a broad one. Points are rounded to `step` px: bark needs no finer,
 * and shorter numbers keep the documents small.
 */
export function cutToStem(items: Item[], box: Box, step: number): Item[] {
  const near = (v: number, low: number, high: number) => Math.round(Math.min(high, Math.max(low, v)) / step) * step;
  const clamp = (p: Pt): Pt => pt(near(p.x, box.x0, box.x1), near(p.y, box.y0, box.y1));
  const outside = (points: Pt[]) =>
    points.every((p) => p.x < box.x0) ||
    points.every((p) => p.x > box.x1) ||
    points.every((p) => p.y < box.y0) ||
    points.every((p) => p.y > box.y1);
  const kept: Item[] = [];
  for (const item of items) {
    if (item.kind === 'ellipse') {
      if (!outside([item.c])) kept.push({ ...item, c: clamp(item.c) });
      continue;
    }
    const d = subpaths(item.d)
      .filter((segs) => !outside(segs.flatMap((seg) => seg.slice(1) as Pt[])))
      .map((segs) => withoutRepeats(segs.map((seg) => [seg[0], ...seg.slice(1).map((p) => clamp(p as Pt))] as Seg)))
      .filter(
        (segs) =>
          !alongEdge(
            segs.flatMap((seg) => seg.slice(1) as Pt[]),
            box,
          ),
      )
      .flat();
    if (d.length > 0) kept.push({ ...item, d });
  }
  return kept;
}

/** Whether a clamped piece has been squashed flat onto one edge of the box, where it shows nothing. */
function alongEdge(points: Pt[], box: Box): boolean {
  const [first] = points;
  if (!first) return true;
  if (points.every((p) => p.x === first.x)) return first.x === box.x0 || first.x === box.x1;
  if (points.every((p) => p.y === first.y)) return first.y === box.y0 || first.y === box.y1;
  return false;
}

/** A piece of path without the straight steps that go nowhere, as clamping leaves along an edge. */
function withoutRepeats(segs: Seg[]): Seg[] {
  let last: Pt | undefined;
  return segs.filter((seg) => {
    const end = seg[seg.length - 1] as Pt | string;
    if (typeof end === 'string') return true;
    const repeat = seg[0] === 'L' && last !== undefined && last.x === end.x && last.y === end.y;
    last = end;
    return !repeat;
  });
}

/** A path's pieces, each starting at a move. */
function subpaths(d: Seg[]): Seg[][] {
  const pieces: Seg[][] = [];
  for (const seg of d) {
    if (seg[0] === 'M' || pieces.length === 0) pieces.push([]);
    pieces[pieces.length - 1]?.push(seg);
  }
  return pieces;
}
