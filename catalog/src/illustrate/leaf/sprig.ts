import { darken, nudge } from '../colour.ts';
import { add, polar, pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import { type BladeOptions, drawBlade, drawStalk, type LeafPaint } from './blade.ts';
import type { LeafTraits } from './design.ts';
import type { Fine } from './fine.ts';
import type { LeafPlan } from './plan.ts';
import { stalkLength } from './simple.ts';

const SPRIG: BladeOptions = { toothScale: 1.3, detail: false, lines: [0.8, 1, 0.5] };

/**
 * A piece of shoot with a few small leaves, alternate or in opposite pairs: how a hawthorn,
 * blackthorn or crab apple is met, and what shows at a glance that its leaves are small. Along +x;
 * returns drawing units per cm (a leaf's blade is 100 units times its size).
 */
export function drawSprig(
  sk: Sketch,
  leaf: LeafTraits,
  plan: LeafPlan,
  paint: LeafPaint,
  description: string,
  rng: Rng,
  fine?: Fine,
): number {
  const [min] = leaf.length_cm ?? [plan.lengthCm];
  const opposite = leaf.arrangement === 'opposite';
  const nodes = opposite ? Math.ceil(plan.leaves / 2) : plan.leaves;
  const gap = rng.range(40, 55);
  const length = gap * (nodes + 0.6);
  const a = pt(0, 0);
  const c = pt(length / 2, rng.range(-12, 12));
  const b = pt(length, 0);
  const bark = nudge('#7d6a55', rng);
  sk.band([a, quadAt(a, c, b, 0.5).p, b], 4.2, 2.6, { fill: bark, stroke: darken(bark, 0.3), width: 0.6 });
  let side = rng.chance(0.5) ? 1 : -1;
  let drawn = 0;
  for (let i = 0; i < nodes; i++) {
    const { p, angle } = quadAt(a, c, b, (i + 0.5) / (nodes + 0.6));
    for (const s of opposite ? [1, -1] : [side]) {
      if (drawn >= plan.leaves) break;
      // Leaves nearer the tip are younger; all stay within the record's range of sizes.
      const size = Math.max(min / plan.lengthCm, 1 - 0.14 * (nodes - 1 - i) * rng.range(0.6, 1));
      const turn = angle + s * rng.range(38, 58);
      const stalk = 100 * size * stalkLength(plan.design, description, rng);
      const end = add(p, polar(stalk, turn));
      drawStalk(sk, p, end, rng.range(-0.08, 0.08), 2.2, paint.stalk);
      const last = drawn === plan.leaves - 1;
      drawBlade(
        sk,
        plan.design,
        paint,
        rng.fork(`leaf ${drawn}`),
        { at: end, angle: turn, k: size },
        {
          ...SPRIG,
          flap: last,
          fine,
        },
      );
      drawn++;
    }
    side = -side;
  }
  return 100 / plan.lengthCm;
}
