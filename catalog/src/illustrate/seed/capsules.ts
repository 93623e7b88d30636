import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { curved, type Vein, veinNet } from './close-up.ts';
import { drawFollicles } from './follicles.ts';
import { fruit, fruitColour, paint, type Scene, stalk, twig } from './parts.ts';

/** Capsules: spiny husk split round a conker, papery bladders, or small woody cups with valves. */
export function drawCapsules(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const size = plan.sizes[0] ?? 3;
  if (plan.shape === 'squarish') return lobedCapsules(sk, scene);
  if (plan.shape === 'cylindrical') return drawFollicles(sk, scene);
  if (plan.shape === 'inflated') {
    const skin = paint(plan.colour, rng, 0.08);
    stalk(sk, pt(0, -60), pt(0, -30), 3, 1.6);
    for (const s of [-1, 1])
      sk.shape([corner(pt(0, -30)), soft(pt(s * 26, -10)), soft(pt(s * 24, 30)), corner(pt(s * 4, 44))], {
        fill: skin,
        stroke: darken(skin, 0.4),
        width: 0.9,
      });
    if (scene.fine) bladderVeins(sk, skin, scene.fine);
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
      if (scene.fine) valves(sk, pt(x, 10), wood, scene.fine);
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
  if (scene.fine) conkerGrain(sk, pt(12, 6), conker, scene.fine);
  // A husk is drawn 68 units across.
  return 68 / size;
}

/** Lobed capsules are drawn in millimetres. */
const MM = 10;
/** The seed coat a lobed capsule splits to show. */
const SEED_COAT = '#e8731c';

/**
 * Spindle's capsules: a squarish cushion of four rounded lobes, hanging in a fan on the stalks the
 * record gives; about half have split, their lobes turned back round the orange-coated seeds.
 */
function lobedCapsules(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const n = plan.sizes.length;
  const biggest = Math.max(...plan.sizes) * MM;
  const reach = Math.max(24, n * biggest * 0.7);
  twig(sk, pt(-reach, 0), pt(reach * 0.8, 2), 4);
  const fork = pt(rng.range(-3, 3), 2);
  const fan = n === 1 ? 0 : Math.min(130, 30 + n * 20);
  for (let i = 0; i < n; i++) {
    const d = (plan.sizes[i] ?? biggest / MM) * MM;
    const angle = n === 1 ? 90 + rng.range(-8, 8) : 90 - fan / 2 + (fan * i) / (n - 1) + rng.range(-5, 5);
    const top = add(fork, polar(plan.stalkCm * MM * rng.range(0.9, 1.1), angle));
    stalk(sk, fork, top, rng.range(-2, 2), 1);
    const skin = fruitColour(plan, i, rng);
    if (rng.chance(0.5)) splitCapsule(sk, top, d, angle, skin, rng, scene.fine);
    else closedCapsule(sk, top, d, angle, skin, scene.fine);
  }
  return MM;
}

/** A point `x` lengths along a capsule hanging from `top` at `angle`, `y` lengths across it. */
const along = (top: Pt, d: number, angle: number) => (x: number, y: number) =>
  add(top, add(polar(x * d, angle), polar(y * d, angle + 90)));

/** A closed capsule from the side: two lobes at the edges, the front one between them, grooves showing. */
function closedCapsule(sk: Sketch, top: Pt, d: number, angle: number, skin: string, fine: Rng | undefined): void {
  const at = along(top, d, angle);
  const edge = darken(skin, 0.4);
  for (const y of [-0.26, 0.26])
    sk.ellipse(at(0.52, y), d * 0.3, d * 0.26, angle, { fill: darken(skin, 0.12), stroke: edge, width: 0.7 });
  sk.ellipse(at(0.54, 0), d * 0.34, d * 0.24, angle, { fill: skin, stroke: edge, width: 0.7 });
  sk.ellipse(at(0.42, -0.06), d * 0.1, d * 0.06, angle - 30, { fill: lighten(skin, 0.6), opacity: 0.6 });
  // Up close: the seam down the middle of the front lobe, where it will split.
  if (fine) sk.quad(at(0.26, 0), at(0.54, fine.range(-0.04, 0.04)), at(0.84, 0), { stroke: edge, width: 0.4 });
}

/** A split capsule: four lobes turned back like petals round two to four orange-coated seeds. */
function splitCapsule(
  sk: Sketch,
  top: Pt,
  d: number,
  angle: number,
  skin: string,
  rng: Rng,
  fine: Rng | undefined,
): void {
  const at = along(top, d, angle);
  const edge = darken(skin, 0.4);
  for (const spread of [-0.5, 0.5, -0.28, 0.28]) {
    const tip = at(0.42, spread);
    sk.shape([corner(at(0.06, 0)), soft(at(0.2, spread * 0.9)), soft(tip), soft(at(0.34, spread * 0.4))], {
      fill: Math.abs(spread) < 0.4 ? skin : darken(skin, 0.15),
      stroke: edge,
      width: 0.7,
    });
  }
  const seeds = rng.int(2, 4);
  for (let k = 0; k < seeds; k++) {
    const y = (k - (seeds - 1) / 2) * 0.2;
    const coat = nudge(SEED_COAT, rng, 0.05);
    const c = at(0.5 + Math.abs(y) * 0.3, y);
    fruit(sk, c, d * 0.17, d * 0.12, angle, coat);
    // Up close: the pale seed peeping from the open end of its orange coat.
    if (fine) sk.circle(add(c, polar(d * 0.12, angle)), d * fine.range(0.03, 0.045), { fill: '#f2e7cf' });
  }
}

/** A bladder's papery walls up close: veins running from stalk to foot, netted between. */
function bladderVeins(sk: Sketch, skin: string, fine: Rng): void {
  for (const s of [-1, 1]) {
    const veins: Vein[] = [0.25, 0.5, 0.75].map((k) => curved(pt(0, -28), pt(s * 30 * k, 0), pt(s * 4, 42)));
    for (const v of veins) sk.quad(v(0.02), v(0.5), v(0.98), { stroke: darken(skin, 0.25), width: 0.45 });
    veinNet(sk, veins, 6, darken(skin, 0.18), fine);
  }
}

/** A gum nut's top up close: the little valves, three or four, that open to let the seed out. */
function valves(sk: Sketch, c: Pt, wood: string, fine: Rng): void {
  const n = fine.chance(0.5) ? 3 : 4;
  const turn = fine.range(0, 90);
  const cracks: Seg[] = [];
  for (let k = 0; k < n; k++)
    cracks.push(
      ['M', c],
      [
        'L',
        add(
          c,
          pt(
            6 * Math.cos(((turn + (k * 360) / n) * Math.PI) / 180),
            2 * Math.sin(((turn + (k * 360) / n) * Math.PI) / 180),
          ),
        ),
      ],
    );
  sk.path(cracks, { stroke: lighten(wood, 0.45), width: 0.6 });
}

/** A conker's shell up close: the fine wavy grain, like polished wood, round its pale scar. */
function conkerGrain(sk: Sketch, c: Pt, conker: string, fine: Rng): void {
  const grain: Seg[] = [];
  for (let r = 5; r < 18; r += 2.6) {
    const a = fine.range(150, 200);
    grain.push(
      ['M', add(c, polar(r, a))],
      ['Q', add(c, polar(r * 1.1, a + 45)), add(c, polar(r, a + 90 + fine.range(-10, 10)))],
    );
  }
  sk.path(grain, { stroke: lighten(conker, 0.22), width: 0.45 });
}
