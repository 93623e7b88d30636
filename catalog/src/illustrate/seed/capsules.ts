import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, polar, pt } from '../geometry.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { fruit, paint, type Scene, stalk, twig } from './parts.ts';

/** Capsules: spiny husk split round a conker, papery bladders, or small woody cups with valves. */
export function drawCapsules(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const size = plan.sizes[0] ?? 3;
  if (plan.shape === 'inflated') {
    const skin = paint(plan.colour, rng, 0.08);
    stalk(sk, pt(0, -60), pt(0, -30), 3, 1.6);
    for (const s of [-1, 1])
      sk.shape([corner(pt(0, -30)), soft(pt(s * 26, -10)), soft(pt(s * 24, 30)), corner(pt(s * 4, 44))], {
        fill: skin,
        stroke: darken(skin, 0.4),
        width: 0.9,
      });
    // A bladder is drawn 74 units long.
    return 74 / size;
  }
  if (plan.shape === 'cup-shaped') {
    const wood = paint(plan.colour, rng, 0.08);
    twig(sk, pt(-40, -30), pt(40, -30), 5);
    for (const x of [-22, 0, 22]) {
      stalk(sk, pt(x * 0.5, -28), pt(x, -8), 0, 1.8);
      sk.shape(
        [corner(pt(x - 9, 10)), soft(pt(x - 7, -2)), soft(pt(x, -8)), soft(pt(x + 7, -2)), corner(pt(x + 9, 10))],
        { fill: wood, stroke: darken(wood, 0.45), width: 0.9 },
      );
      sk.ellipse(pt(x, 10), 9, 3, 0, { fill: darken(wood, 0.3), stroke: darken(wood, 0.5), width: 0.7 });
      sk.poly([pt(x - 5, 10), pt(x + 5, 10)], { stroke: lighten(wood, 0.3), width: 0.7 });
    }
    // A capsule is drawn 18 units long.
    return 18 / size;
  }
  const husk = paint(plan.colour, rng, 0.06);
  const spiny = plan.surface === 'spiny';
  stalk(sk, pt(-40, -60), pt(-6, -34), 4, 2.6);
  const spines: Seg[] = [];
  if (spiny) {
    for (let a = 0; a < 360; a += 22) {
      const p = add(pt(-8, 0), polar(33, a));
      spines.push(['M', p], ['L', add(p, polar(7, a))]);
    }
  }
  sk.path(spines, { stroke: darken(husk, 0.3), width: 1.8 });
  sk.circle(pt(-8, 0), 34, { fill: husk, stroke: darken(husk, 0.4), width: 1 });
  sk.shape([soft(pt(-2, -26)), soft(pt(26, -4)), soft(pt(20, 26)), soft(pt(0, 24))], {
    fill: mix(husk, '#f3ecd0', 0.7),
    stroke: darken(husk, 0.3),
    width: 0.8,
  });
  const conker = nudge('#6e3a1e', rng, 0.08);
  fruit(sk, pt(12, 6), 19, 18, 0, conker);
  sk.ellipse(pt(16, 14), 9, 6, -20, { fill: '#d8c7a0', opacity: 0.85 });
  // A husk is drawn 68 units across.
  return 68 / size;
}
