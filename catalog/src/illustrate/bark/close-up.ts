import { darken, lighten } from '../colour.ts';
import { pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { anywhere } from './box.ts';
import { pores } from './marks.ts';
import type { BarkPlan } from './plan.ts';

/**
 * What only shows in the enlarged view: hairline cracks in the skin of the bark, its fine grain,
 * and the smallest pores between the big ones. Drawn from the detail stream alone, so the picture
 * underneath is the one the learner was looking at.
 */
export function closeUp(sk: Sketch, plan: BarkPlan, rng: Rng): void {
  const { paint } = plan;
  const hairlines: Seg[] = [];
  const cracks = plan.cells ? 60 : 24;
  for (let i = 0; i < cracks; i++) {
    const at = anywhere(rng, 2);
    const len = rng.range(3, 9);
    // Skin splits along the trunk on ridged bark, across it on smooth, stretched bark.
    const upright = plan.cells !== undefined;
    const end = upright ? pt(at.x + rng.range(-1, 1), at.y + len) : pt(at.x + len, at.y + rng.range(-1, 1));
    hairlines.push(['M', at], ['L', end]);
  }
  sk.path(hairlines, { stroke: darken(paint.base, 0.4), width: 0.4, opacity: 0.7 });
  const grain: Seg[] = [];
  for (let i = 0; i < 90; i++) {
    const at = anywhere(rng, 1);
    grain.push(['M', at], ['L', pt(at.x + 0.3, at.y)]);
  }
  sk.path(grain, { stroke: lighten(paint.base, 0.2), width: 0.9, opacity: 0.6 });
  if (plan.marks.lenticels || plan.marks.pores) pores(sk, plan, rng, 40, 1.1);
}
