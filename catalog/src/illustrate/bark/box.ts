import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { type Node, soft } from '../sketch.ts';

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

export const clampToBox = (p: Pt): Pt =>
  pt(Math.min(BOX.x1, Math.max(BOX.x0, p.x)), Math.min(BOX.y1, Math.max(BOX.y0, p.y)));
