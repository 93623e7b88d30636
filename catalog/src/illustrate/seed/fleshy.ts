import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { fruit, fruitColour, paint, type Scene, stalk, twig } from './parts.ts';

/** Figs: one whole and one cut open to show the flowers lining it. */
export function drawFigs(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const colour = paint(plan.colour, rng);
  twig(sk, pt(-60, -70), pt(50, -66), 8);
  const body = (c: Pt) => [
    soft(add(c, pt(0, -34))),
    soft(add(c, pt(10, -24))),
    soft(add(c, pt(26, 10))),
    soft(add(c, pt(14, 30))),
    soft(add(c, pt(-14, 30))),
    soft(add(c, pt(-26, 10))),
    soft(add(c, pt(-10, -24))),
  ];
  const whole = pt(-26, 0);
  stalk(sk, pt(-26, -66), add(whole, pt(0, -34)), 2, 3);
  sk.shape(body(whole), { fill: colour, stroke: darken(colour, 0.45), width: 0.9 });
  sk.ellipse(add(whole, pt(-10, 0)), 5, 14, 10, { fill: lighten(colour, 0.5), opacity: 0.35 });
  sk.circle(add(whole, pt(0, 29)), 2.5, { fill: darken(colour, 0.5) });
  const cut = pt(34, 20);
  sk.shape(body(cut), { fill: colour, stroke: darken(colour, 0.45), width: 0.9 });
  const flesh = [
    soft(add(cut, pt(0, -22))),
    soft(add(cut, pt(18, 8))),
    soft(add(cut, pt(10, 24))),
    soft(add(cut, pt(-10, 24))),
    soft(add(cut, pt(-18, 8))),
  ];
  sk.shape(flesh, { fill: '#e7c9a4' });
  sk.shape(
    flesh.map((n) => soft(pt(cut.x + (n.p.x - cut.x) * 0.7, cut.y + 4 + (n.p.y - cut.y) * 0.7))),
    { fill: mix('#c2484a', colour, 0.2) },
  );
  const seeds: Seg[] = [];
  for (let k = 0; k < 20; k++) {
    const p = add(cut, pt(rng.range(-10, 10), rng.range(-8, 18)));
    seeds.push(['M', p], ['L', add(p, pt(0.1, 0))]);
  }
  sk.path(seeds, { stroke: '#f2e2b8', width: 1.6 });
  // A fig is drawn 64 units long.
  return 64 / (plan.sizes[0] ?? 6);
}

/** Yew: a soft red cup open at the top, the dark seed showing in it. */
export function drawArils(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const red = paint(plan.colour, rng);
  twig(sk, pt(-60, -50), pt(60, -44), 6, '#6f5a3c');
  for (const [x, y] of [
    [-24, 0],
    [26, 14],
  ] as const) {
    stalk(sk, pt(x * 0.8, -46), pt(x, y - 18), 0, 1.6);
    const c = pt(x, y);
    sk.shape(
      [
        corner(add(c, pt(-16, -8))),
        soft(add(c, pt(-17, 10))),
        soft(add(c, pt(0, 19))),
        soft(add(c, pt(17, 10))),
        corner(add(c, pt(16, -8))),
        soft(add(c, pt(0, -3))),
      ],
      { fill: red, stroke: darken(red, 0.4), width: 0.9 },
    );
    sk.ellipse(add(c, pt(0, -8)), 14, 5, 0, { fill: darken(red, 0.3), stroke: darken(red, 0.45), width: 0.7 });
    sk.ellipse(add(c, pt(0, -9)), 7, 4.5, 0, { fill: '#4f4a2c' });
    sk.ellipse(add(c, pt(-8, 6)), 3, 6, 20, { fill: lighten(red, 0.6), opacity: 0.45 });
  }
  // An aril is drawn 34 units across.
  return 34 / (plan.sizes[0] ?? 0.9);
}

/** Berry cones are drawn in millimetres. */
const MM = 10;

/**
 * Junipers: round berry-like cones sitting without a stalk in the axils of a prickly shoot, in the
 * ripe colour (with its bloom where the record says), and at most one still green beside them, as
 * they take two or three years to ripen.
 */
export function drawBerryCones(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const shoot = nudge('#7a6a48', rng, 0.06);
  const span = 32;
  sk.band([pt(-span, 12), pt(0, 0), pt(span, -12)], 3, 2, { fill: shoot, stroke: darken(shoot, 0.35), width: 0.7 });
  const needles: Seg[] = [];
  for (let t = -span + 4; t < span; t += 5) {
    const p = pt(t, -t * 0.24);
    needles.push(['M', p], ['L', add(p, polar(12, (t % 2 === 0 ? -55 : 45) + rng.range(-8, 8)))]);
  }
  sk.path(needles, { stroke: '#5d7048', width: 1.4 });
  plan.sizes.forEach((size, i) => {
    const x = (i - (plan.sizes.length - 1) / 2) * 14 + rng.range(-2, 2);
    const d = size * MM;
    const c = pt(x, -x * 0.24 + (i % 2 === 0 ? 1 : -1) * (d / 2 + 1.5));
    const colour = fruitColour(plan, i, rng);
    const young = i >= plan.sizes.length - plan.unripe;
    fruit(sk, c, d / 2, d / 2, 0, colour, !young && plan.surface === 'bloomed');
    if (!young && plan.surface === 'bloomed') sk.circle(c, d * 0.46, { fill: '#b8c4d4', opacity: 0.35 });
    const scar = d * 0.16;
    sk.poly([add(c, polar(scar, -90)), c, add(c, polar(scar, 30)), c, add(c, polar(scar, 150))], {
      stroke: lighten(colour, 0.5),
      width: 0.8,
    });
  });
  return MM;
}
