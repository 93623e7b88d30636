import { darken, nudge } from '../colour.ts';
import { pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import { type BladeOptions, drawBlade, type LeafPaint } from './blade.ts';
import type { Fine } from './fine.ts';
import type { BladeDesign } from './outline.ts';
import type { LeafPlan } from './plan.ts';
import { drawTiledShoot } from './tiled.ts';

const SMALL: BladeOptions = { toothScale: 2, detail: false, lines: [0.6, 0.7, 0.4] };

/**
 * Flat leaves set singly all round a shoot: narrow ones twist into two flat rows (yew);
 * broad ones overlap like roof tiles (monkey puzzle). Along +x.
 */
export function drawLeafyShoot(
  sk: Sketch,
  d: BladeDesign,
  plan: LeafPlan,
  paint: LeafPaint,
  rng: Rng,
  fine?: Fine,
): number {
  if (d.aspect >= 0.3) return drawTiledShoot(sk, d, paint, rng, fine !== undefined) / plan.lengthCm;
  const a = pt(0, 0);
  const c = pt(80, rng.range(-10, 10));
  const b = pt(160, 0);
  const bark = nudge('#7f8a4a', rng);
  const leaf = { ...d, margin: 'entire' as const, lobing: 'none' as const };
  const size = rng.range(24, 30);
  sk.band([a, quadAt(a, c, b, 0.5).p, b], 3.4, 2.4, { fill: bark, stroke: darken(bark, 0.3), width: 0.6 });
  const step = (size * d.aspect * 1.25) / 160;
  let side = 1;
  for (let t = 0.03; t < 0.97; t += step) {
    const { p, angle } = quadAt(a, c, b, t);
    const turn = angle + side * rng.range(62, 82);
    drawBlade(
      sk,
      leaf,
      paint,
      rng,
      { at: p, angle: turn, k: (size * (1 - 0.3 * t ** 3)) / 100 },
      { ...SMALL, flap: side > 0 && t > 0.4 && t < 0.5, fine },
    );
    side = -side;
  }
  return size / plan.lengthCm;
}
