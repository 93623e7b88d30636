import { darken } from '../colour.ts';
import { add, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { curved, straight, type Vein, veinNet } from './close-up.ts';
import { fruit, paint, type Scene, stalk } from './parts.ts';

/** One maple key: a round seed at where.at and a wing curving out along where.angle. */
function key(sk: Sketch, where: Place, wing: string, flip: number, flatSeed: boolean, fine?: Rng): void {
  const at = (x: number, y: number): Pt => place(pt(x, y * flip), where);
  const outline = [
    corner(at(4, -6)),
    soft(at(22, -7)),
    soft(at(44, -6)),
    soft(at(60, 0)),
    soft(at(56, 12)),
    soft(at(38, 17)),
    soft(at(18, 12)),
    soft(at(6, 8)),
  ];
  sk.shape(outline, { fill: wing, stroke: darken(wing, 0.4), width: 0.8 });
  const veins: Seg[] = [];
  for (let i = 0; i < 6; i++) veins.push(['M', at(8, 0)], ['Q', at(30, -4 + i * 2.5), at(56 - i * 3, -2 + i * 3)]);
  sk.path(veins, { stroke: darken(wing, 0.25), width: 0.6 });
  if (fine) keyCloseUp(sk, at, wing, fine);
  const seed = darken(wing, 0.12);
  if (flatSeed) sk.ellipse(at(7, 1), 9, 6, where.angle, { fill: seed, stroke: darken(wing, 0.45), width: 0.8 });
  else fruit(sk, at(6, 2), 8, 8, 0, seed);
}

/**
 * A maple key up close: the fine net between its veins and the thickened leading edge that
 * makes it spin as it falls.
 */
function keyCloseUp(sk: Sketch, at: (x: number, y: number) => Pt, wing: string, fine: Rng): void {
  const veins: Vein[] = [];
  for (let i = 0; i < 6; i++) veins.push(curved(at(8, 0), at(30, -4 + i * 2.5), at(56 - i * 3, -2 + i * 3)));
  veinNet(sk, veins, 5, darken(wing, 0.2), fine);
  sk.shape(
    [soft(at(6, -5.4)), soft(at(22, -6.4)), soft(at(44, -5.4)), soft(at(58, 0))],
    { stroke: darken(wing, 0.35), width: 1.1 },
    false,
  );
}

/** A key is drawn 60 units long, whatever its size. */
const KEY = 60;

/** Maples: keys joined in pairs, their wings spread at the record's angle, as many pairs as it says. */
export function drawDoubleSamaras(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const u = KEY / (plan.sizes[0] ?? 3);
  const spread = plan.wingAngle ?? 90;
  const wing = paint(plan.colour, rng, 0.06);
  const flat = mentions(plan.text, 'flat');
  const pairs = Math.min(plan.sizes.length, 4);
  const top = pt(0, -plan.stalkCm * u - 20);
  for (let i = 0; i < pairs; i++) {
    const join = pairs === 1 ? pt(0, 10) : pt((i - (pairs - 1) / 2) * 46, 4 + (i % 2) * 22);
    stalk(sk, top, join, rng.range(-6, 6), 1.4);
    const tilt = rng.range(-12, 12) + (i - (pairs - 1) / 2) * 8;
    const k = (plan.sizes[i] ?? 1) / (plan.sizes[0] ?? 1);
    for (const s of [-1, 1]) key(sk, { at: join, angle: 90 + tilt + (s * spread) / 2, k }, wing, -s, flat, scene.fine);
  }
  return u;
}

/** Single keys: ash (seed at the end of a narrow wing), elm (seed in a round wing), tree of heaven (twisted). */
export function drawSamaras(sk: Sketch, scene: Scene): number {
  const { plan, rng } = scene;
  const text = plan.text;
  const wing = paint(plan.colour, rng, 0.06);
  const round = mentions(text, 'round wing', 'round, winged', 'oval papery', 'centre of a round');
  const middle = mentions(text, 'middle', 'centre');
  const upper = mentions(text, 'upper part');
  const n = Math.min(plan.sizes.length, round ? 9 : 12);
  // A round elm wing is drawn 32 units long, an ash key 58.
  const u = (round ? 32 : 58) / (plan.sizes[0] ?? 2);
  const step = Math.min(round ? 34 : 20, 220 / n);
  const top = pt(0, -20);
  stalk(sk, pt(0, -40), top, 2, 1.8);
  for (let i = 0; i < n; i++) {
    const angle = 90 + (i - (n - 1) / 2) * step;
    const base = add(top, polar(plan.stalkCm * u + rng.range(4, 10) + (i % 2) * (round ? 10 : 6), angle));
    stalk(sk, top, base, 0, 1);
    const at = (x: number, y: number) => place(pt(x, y), { at: base, angle, k: 1 });
    if (round) {
      const c = at(16, 0);
      sk.ellipse(c, 16, 13, angle, { fill: wing, stroke: darken(wing, 0.4), width: 0.8 });
      sk.ellipse(at(middle ? 16 : upper ? 22 : 19, 0), 5, 3.5, angle, { fill: darken(wing, 0.25) });
      sk.poly([at(28, -1), at(32, 0), at(28, 1)], { stroke: darken(wing, 0.4), width: 0.8 });
      if (plan.surface === 'hairy') sk.ellipse(c, 17.2, 14.2, angle, { stroke: '#f4f1e6', width: 1.2 });
      if (scene.fine) elmVeins(sk, at, middle ? 16 : upper ? 22 : 19, wing, scene.fine);
    } else {
      const twist = mentions(text, 'twisted') ? 3 : 0;
      const seedAt = middle ? 26 : 8;
      sk.shape(
        [
          corner(at(0, 0)),
          soft(at(14, -4)),
          soft(at(34, -5 - twist)),
          soft(at(52, -3)),
          corner(at(58, 0)),
          soft(at(50, 4)),
          soft(at(30, 5 + twist)),
          soft(at(12, 3.5)),
        ],
        { fill: wing, stroke: darken(wing, 0.4), width: 0.8 },
      );
      sk.ellipse(at(seedAt, 0), 8, 2.6, angle, { fill: darken(wing, 0.28) });
      sk.poly([at(seedAt + 6, 0), at(54, 0)], { stroke: darken(wing, 0.22), width: 0.6 });
      if (scene.fine) ashVeins(sk, at, seedAt, twist, wing, scene.fine);
    }
  }
  return u;
}

/** An elm's round wing up close: veins running out from the seed to the rim, netted between. */
function elmVeins(sk: Sketch, at: (x: number, y: number) => Pt, seedAt: number, wing: string, fine: Rng): void {
  const veins: Vein[] = [];
  for (let a = -150; a <= 150; a += 30) {
    const rim = at(16 + 15 * Math.cos((a * Math.PI) / 180), 12 * Math.sin((a * Math.PI) / 180));
    veins.push(straight(at(seedAt, 0), rim));
  }
  sk.path(
    veins.flatMap((v): Seg[] => [
      ['M', v(0.3)],
      ['L', v(0.95)],
    ]),
    { stroke: darken(wing, 0.22), width: 0.45 },
  );
  veinNet(sk, veins, 3, darken(wing, 0.15), fine);
}

/** An ash key's narrow wing up close: fine veins running its length either side of the middle, netted between. */
function ashVeins(
  sk: Sketch,
  at: (x: number, y: number) => Pt,
  seedAt: number,
  twist: number,
  wing: string,
  fine: Rng,
): void {
  const veins: Vein[] = [-3, -1.5, 1.5, 3].map((y) =>
    curved(at(seedAt + 5, y * 0.6), at(32, y * 1.3 + (y < 0 ? -twist : twist) * 0.5), at(52, y * 0.5)),
  );
  sk.path(
    veins.flatMap((v): Seg[] => [
      ['M', v(0)],
      ['Q', v(0.5), v(1)],
    ]),
    { stroke: darken(wing, 0.18), width: 0.35 },
  );
  veinNet(sk, [veins[0], straight(at(seedAt + 6, 0), at(54, 0)), veins[3]] as Vein[], 6, darken(wing, 0.15), fine);
}
