import { type Pt, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { type Node, soft } from '../sketch.ts';

/** The bark swatch: a piece of trunk seen face on. Textures draw inside it. */
export const BOX = { x0: 30, x1: 210, y0: 14, y1: 226 } as const;

export type BarkPaint = { base: string; dark: string; light: string };

/** A wandering vertical line from top to bottom of the swatch, as smooth nodes. */
export function column(x: number, rng: Rng, sway: number, step = 14): Node[] {
  const nodes: Node[] = [];
  let dx = 0;
  for (let y = BOX.y0 - 4; y <= BOX.y1 + 4; y += step * rng.range(0.8, 1.2)) {
    dx = dx * 0.6 + rng.range(-sway, sway);
    nodes.push(soft(pt(x + dx, y)));
  }
  nodes.push(soft(pt(x + dx * 0.5, BOX.y1 + 4)));
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
