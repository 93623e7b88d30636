import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, lerp, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { gloss, lenticels } from './close-up.ts';
import { dots, fruit, fruitColour, paint, type Scene, stalk, twig } from './parts.ts';
import type { SeedPlan } from './plan.ts';

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
  if (scene.fine) figCloseUp(sk, whole, cut, colour, scene.fine);
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
    if (scene.fine) {
      // Up close: the aril's wet shine, and the seed's own small point and bloom in its mouth.
      gloss(sk, add(c, pt(0, 6)), 15, 11, red);
      sk.poly([add(c, pt(0, -12)), add(c, pt(0.6, -14.5))], { stroke: '#3a3620', width: 1 });
      dots(sk, add(c, pt(0, -9)), 6, 8, '#8a8660', 0.6, scene.fine);
    }
  }
  // An aril is drawn 34 units across.
  return 34 / (plan.sizes[0] ?? 0.9);
}

/** Berry cones are drawn in millimetres. */
const MM = 10;

/**
 * Junipers, seen close: round berry-like cones sitting without a stalk in the axils of a short
 * length of shoot, in the ripe colour (with its bloom where the record says), and at most one still
 * green beside them, as they take two or three years to ripen. The shoot is the species' own:
 * spreading prickly needles in threes, or a cord of tiny pressed scale leaves.
 */
export function drawBerryCones(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const span = 12;
  const slope = rng.range(-0.25, -0.1);
  const on = (t: number) => pt(t, t * slope);
  if (plan.scaleLeaves) scaleShoot(sk, span, slope, rng);
  else needleShoot(sk, span, slope, plan.needleBands, rng);
  plan.sizes.forEach((size, i) => {
    const x = plan.sizes.length === 1 ? rng.range(-4, 4) : -span * 0.6 + (i * span * 1.2) / (plan.sizes.length - 1);
    const d = size * MM;
    const c = add(on(x), pt(0, (i % 2 === 0 ? 1 : -1) * (d / 2 + 1.2)));
    const colour = fruitColour(plan, i, rng);
    const young = i >= plan.sizes.length - plan.unripe;
    const bloom = !young && plan.surface === 'bloomed';
    fruit(sk, c, d / 2, d / 2, 0, colour, bloom);
    const scar = d * 0.16;
    sk.poly([add(c, polar(scar, -90)), c, add(c, polar(scar, 30)), c, add(c, polar(scar, 150))], {
      stroke: lighten(colour, 0.5),
      width: 0.8,
    });
    if (scene.fine) {
      // Up close: the three tiny tips of the fused scales round the scar, and the skin's bloom or shine.
      sk.path(
        [-90, 30, 150].flatMap((a): Seg[] => [
          ['M', add(c, polar(scar * 1.05, a))],
          ['L', add(c, polar(scar * 1.35, a))],
        ]),
        { stroke: darken(colour, 0.4), width: 0.7 },
      );
      if (bloom) lenticels(sk, c, d / 2, 24, lighten(colour, 0.75), scene.fine);
      else gloss(sk, c, d / 2, d / 2, colour);
    }
  });
  return MM;
}

/** A whorl of three needles: [angle off the shoot, length], the third pointing at us so foreshortened. */
const WHORL: [number, number][] = [
  [-50, 1],
  [45, 1],
  [5, 0.45],
];

/**
 * A brown shoot set with whorls of three stiff, spreading needles, each with its pale bands: one
 * broad white band greys a needle (common juniper), two narrow ones either side of a green midrib
 * leave it green (prickly juniper).
 */
function needleShoot(sk: Sketch, span: number, slope: number, bands: SeedPlan['needleBands'], rng: Rng): void {
  const shoot = nudge('#7a6a48', rng, 0.06);
  sk.band([pt(-span - 6, (-span - 6) * slope), pt(span + 4, (span + 4) * slope)], 2, 1.4, {
    fill: shoot,
    stroke: darken(shoot, 0.35),
    width: 0.6,
  });
  const broad = bands === 'one broad';
  const needles: Seg[] = [];
  const marks: Seg[] = [];
  const along = (Math.atan(slope) * 180) / Math.PI;
  for (let t = -span - 4; t < span; t += 4.5)
    for (const [a, reach] of WHORL) {
      const p = pt(t, t * slope);
      const tip = add(p, polar(reach * rng.range(11, 14), along + a + rng.range(-8, 8)));
      needles.push(['M', p], ['L', tip]);
      const angle = (Math.atan2(tip.y - p.y, tip.x - p.x) * 180) / Math.PI;
      for (const off of broad ? [0] : [-0.32, 0.32]) {
        const shift = polar(off, angle + 90);
        marks.push(['M', add(lerp(p, tip, 0.2), shift)], ['L', add(lerp(p, tip, 0.85), shift)]);
      }
    }
  // Line widths are in pixels, not millimetres: about a needle's width at the scale these are drawn.
  sk.path(needles, { stroke: broad ? '#62735e' : '#4a6a2c', width: 4.5 });
  sk.path(marks, { stroke: '#e2e9e0', width: broad ? 2.2 : 0.9 });
}

/** A shoot of tiny scale leaves pressed flat in fours, forked into short side sprays. */
function scaleShoot(sk: Sketch, span: number, slope: number, rng: Rng): void {
  const green = nudge('#6f8a4e', rng, 0.06);
  const along = (Math.atan(slope) * 180) / Math.PI;
  const sprays: [Pt, Pt][] = [[pt(-span - 6, (-span - 6) * slope), pt(span + 6, (span + 6) * slope)]];
  let side = 1;
  for (let t = -span - 4; t < span + 2; t += 3.5) {
    const from = pt(t, t * slope);
    const to = add(from, polar(rng.range(7, 11), along + side * rng.range(35, 55)));
    sprays.push([from, to], [lerp(from, to, 0.5), add(lerp(from, to, 0.5), polar(4, along + side * 10))]);
    side = -side;
  }
  const scales: Seg[] = [];
  for (const [from, to] of sprays) {
    sk.poly([from, to], { stroke: darken(green, 0.3), width: 4.2 });
    sk.poly([from, to], { stroke: green, width: 3 });
    for (let t = 0.1; t < 1; t += 0.12) {
      const p = lerp(from, to, t);
      scales.push(['M', add(p, pt(-0.6, -0.6))], ['L', add(p, pt(0.6, 0.6))]);
    }
  }
  sk.path(scales, { stroke: darken(green, 0.35), width: 0.8 });
}

/**
 * A fig up close: the scaly eye at its tip, the faint ribs down its skin, and in the cut one the
 * tiny flowers standing in from the wall, each a thread with a seed-like ovary at its tip.
 */
function figCloseUp(sk: Sketch, whole: Pt, cut: Pt, colour: string, fine: Rng): void {
  const ribs: Seg[] = [];
  for (const x of [-14, -6, 4, 13])
    ribs.push(['M', add(whole, pt(x * 0.3, -30))], ['Q', add(whole, pt(x * 1.5, 4)), add(whole, pt(x * 0.6, 27))]);
  sk.path(ribs, { stroke: darken(colour, 0.2), width: 0.4 });
  const eye: Seg[] = [];
  for (let a = 0; a < 360; a += 60)
    eye.push(['M', add(whole, pt(0, 29))], ['L', add(add(whole, pt(0, 29)), polar(3.5, a))]);
  sk.path(eye, { stroke: lighten(colour, 0.3), width: 0.5 });
  const florets: Seg[] = [];
  for (let k = 0; k < 36; k++) {
    const a = (k * 360) / 36 + fine.range(-4, 4);
    const from = add(cut, add(pt(0, 6), pt(15 * Math.cos((a * Math.PI) / 180), 19 * Math.sin((a * Math.PI) / 180))));
    const to = lerp(from, add(cut, pt(0, 8)), fine.range(0.25, 0.4));
    florets.push(['M', from], ['L', to]);
  }
  sk.path(florets, { stroke: '#f0d7c0', width: 0.4 });
}
