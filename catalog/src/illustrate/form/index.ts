import type { DrawSlot } from '../drawing.ts';
import { Sketch } from '../sketch.ts';
import { fitItems } from '../svg.ts';

/**
 * The whole tree at a distance: crown, branching and trunk (issue 15). A placeholder until the
 * form traits exist: a trunk and a round crown.
 */
export const drawForm: DrawSlot = (_species, rng) => {
  const sk = new Sketch();
  sk.poly(
    [
      { x: -6, y: 0 },
      { x: 6, y: 0 },
      { x: 4, y: -60 },
      { x: -4, y: -60 },
    ],
    { fill: '#6b5440' },
    true,
  );
  sk.ellipse({ x: 0, y: -110 }, rng.range(55, 65), 60, 0, { fill: '#5f8a4a' });
  return { items: fitItems(sk.items, 0, 16) };
};
