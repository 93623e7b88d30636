import type { Pt } from '../geometry.ts';
import { type Item, mapItems, SIZE } from '../svg.ts';

const MARGIN = 14;

/**
 * The height, in metres, of a tree that just fills the tile's height. Shorter trees are drawn
 * smaller, so a 7 m hawthorn stands well below a 35 m fir, but by the square root of the ratio
 * rather than in proportion, so a 4 m hazel is still big enough to read.
 */
const FULL_HEIGHT_M = 36;

/**
 * Puts a tree drawn in metres (ground at y = 0, trunk at x = 0) into the tile: the ground near the
 * bottom, the trunk in the middle, at a scale set by the tree's height and kept within the tile.
 */
export function frameTree(items: Item[], heightM: number): Item[] {
  let top = 0;
  let side = 0;
  let below = 0;
  const grow = (p: Pt, r = 0) => {
    top = Math.max(top, -p.y + r);
    below = Math.max(below, p.y + r);
    side = Math.max(side, Math.abs(p.x) + r);
  };
  for (const item of items) {
    if (item.kind === 'ellipse') grow(item.c, Math.max(item.rx, item.ry));
    else for (const seg of item.d) for (const p of seg.slice(1)) grow(p as Pt);
  }
  const room = SIZE - 2 * MARGIN;
  const k = Math.min(room / Math.sqrt(heightM * FULL_HEIGHT_M), room / 2 / side, room / (top + below));
  const ground = SIZE - MARGIN - below * k;
  return mapItems(items, (p) => ({ x: SIZE / 2 + p.x * k, y: ground + p.y * k }), k, 0);
}
