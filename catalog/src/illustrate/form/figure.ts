import type { Sketch } from '../sketch.ts';
import { FIGURE } from './palette.ts';

/**
 * A person 1.7 m tall standing at `x` on the ground, in the tree's units (metres), so the tree's
 * size reads at a glance without a scale bar.
 */
export function drawFigure(sk: Sketch, x: number): void {
  const style = { fill: FIGURE };
  sk.circle({ x, y: -1.57 }, 0.12, style);
  sk.band(
    [
      { x, y: -1.43 },
      { x, y: -0.82 },
    ],
    0.38,
    0.3,
    style,
  );
  sk.band(
    [
      { x: x - 0.08, y: -0.86 },
      { x: x - 0.11, y: 0 },
    ],
    0.14,
    0.11,
    style,
  );
  sk.band(
    [
      { x: x + 0.08, y: -0.86 },
      { x: x + 0.11, y: 0 },
    ],
    0.14,
    0.11,
    style,
  );
  sk.band(
    [
      { x: x - 0.17, y: -1.38 },
      { x: x - 0.25, y: -0.8 },
    ],
    0.1,
    0.08,
    style,
  );
  sk.band(
    [
      { x: x + 0.17, y: -1.38 },
      { x: x + 0.25, y: -0.8 },
    ],
    0.1,
    0.08,
    style,
  );
}
