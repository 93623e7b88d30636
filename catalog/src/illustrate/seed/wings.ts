import { darken } from '../colour.ts';
import { add, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { curved, straight, type Vein, veinNet } from './close-up.ts';
import { fruit, paint, type Scene, stalk, twig } from './parts.ts';

/** One maple key: a round seed at where.at and a wing curving out along where.angle. */
function key(
  sk: Sketch,
  where: Place,
  wing: string,
  flip: number,
  seed: Nutlet,
  blush: string | undefined,
  fine?: Rng,
): void {
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
  // Papery wings let the one behind show through where a pair's wings overlap.
  sk.shape(outline, { fill: wing, stroke: darken(wing, 0.4), width: 0.8, opacity: 0.85 });
  if (blush)
    sk.shape([soft(at(30, -6.5)), soft(at(46, -5.5)), soft(at(59, 0)), soft(at(55, 11)), soft(at(36, 15))], {
      fill: blush,
      opacity: 0.55,
    });
  const veins: Seg[] = [];
  for (let i = 0; i < 6; i++) veins.push(['M', at(8, 0)], ['Q', at(30, -4 + i * 2.5), at(56 - i * 3, -2 + i * 3)]);
  sk.path(veins, { stroke: darken(wing, 0.25), width: 0.6 });
  if (fine) keyCloseUp(sk, at, wing, fine);
  const body = darken(wing, 0.12);
  if (seed === 'flat') sk.ellipse(at(7, 1), 9, 6, where.angle, { fill: body, stroke: darken(wing, 0.45), width: 0.8 });
  else if (seed === 'swollen') fruit(sk, at(7, 3), 10.5, 9.5, where.angle, body);
  else fruit(sk, at(6, 2), 8, 8, 0, body);
}

/** A maple nutlet: flattened, plump and swollen, or an ordinary rounded one. */
type Nutlet = 'flat' | 'swollen' | 'round';

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
  // Keys said to be flushed red are drawn green with a red blush, not the full red of a Tatarian maple's.
  const wing = paint(plan.colour, rng, 0.06);
  const blush = mentions(plan.text, 'flushed red') ? '#c0443c' : undefined;
  const seed: Nutlet = mentions(plan.text, 'flat') ? 'flat' : mentions(plan.text, 'swollen') ? 'swollen' : 'round';
  const pairs = Math.min(plan.sizes.length, 4);
  const top = pt(0, -plan.stalkCm * u - 20);
  // Nearly parallel wings make a narrow pair, its two nutlets side by side: pairs are spaced wider
  // so one pair's wings do not run into the next.
  const parallel = spread < 40;
  const gap = parallel ? 64 : 46;
  for (let i = 0; i < pairs; i++) {
    const join = pairs === 1 ? pt(0, 10) : pt((i - (pairs - 1) / 2) * gap, 4 + (i % 2) * 22);
    stalk(sk, top, join, rng.range(-6, 6), 1.4);
    const tilt = rng.range(-12, 12) + (i - (pairs - 1) / 2) * (parallel ? 4 : 8);
    const k = (plan.sizes[i] ?? 1) / (plan.sizes[0] ?? 1);
    for (const s of [-1, 1]) {
      const at = parallel ? add(join, polar(7 * k, tilt + (s > 0 ? 180 : 0))) : join;
      key(sk, { at, angle: 90 + tilt + (s * spread) / 2, k }, wing, -s, seed, blush, scene.fine);
    }
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
  // Dense bunches are drawn fuller and tighter than loose ones.
  const dense = mentions(text, 'dense');
  const n = Math.min(plan.sizes.length, round ? 9 : dense ? 16 : mentions(text, 'loose') ? 8 : 12);
  // A round elm wing is drawn 32 units long, an ash key 58.
  const u = (round ? 32 : 58) / (plan.sizes[0] ?? 2);
  const step = Math.min(dense ? 15 : 22, 220 / n);
  // An ash key's wing: very narrow or ordinary, its tip notched, pointed or plainly blunt.
  const narrow = mentions(text, 'very narrow') ? 0.62 : 1;
  const tip = mentions(text, 'notched') ? 'notched' : mentions(text, 'pointed tip') ? 'pointed' : 'blunt';
  if (round) {
    elmClusters(sk, scene, n, u, wing, middle ? 16 : upper ? 22 : 19);
    return u;
  }
  const top = pt(0, -20);
  stalk(sk, pt(0, -40), top, 2, 1.8);
  for (let i = 0; i < n; i++) {
    const angle = 90 + (i - (n - 1) / 2) * step;
    const base = add(top, polar(plan.stalkCm * u + rng.range(4, 10) + (i % 2) * 6, angle));
    stalk(sk, top, base, 0, 1);
    const at = (x: number, y: number) => place(pt(x, y), { at: base, angle, k: 1 });
    const twist = mentions(text, 'twisted') ? 3 : 0;
    const seedAt = middle ? 26 : 8;
    const y = (v: number) => v * narrow;
    const end =
      tip === 'notched'
        ? [
            soft(at(55, y(-3.4))),
            corner(at(58, y(-2.2))),
            corner(at(55.5, 0)),
            corner(at(58, y(1.8))),
            soft(at(55, y(3.6))),
          ]
        : tip === 'pointed'
          ? [soft(at(48, y(-2.4))), corner(at(60, 0)), soft(at(46, y(3.2)))]
          : [soft(at(52, y(-3))), corner(at(58, 0)), soft(at(50, y(4)))];
    sk.shape(
      [
        corner(at(0, 0)),
        soft(at(14, y(-4))),
        soft(at(34, y(-5 - twist))),
        ...end,
        soft(at(30, y(5 + twist))),
        soft(at(12, y(3.5))),
      ],
      { fill: wing, stroke: darken(wing, 0.4), width: 0.8 },
    );
    sk.ellipse(at(seedAt, 0), 8, 2.6 * Math.max(0.8, narrow), angle, { fill: darken(wing, 0.28) });
    sk.poly([at(seedAt + 6, 0), at(54, 0)], { stroke: darken(wing, 0.22), width: 0.6 });
    if (scene.fine) ashVeins(sk, at, seedAt, twist, wing, scene.fine);
  }
  return u;
}

/**
 * Elms: round keys in bunches at the nodes of a bare twig. Stalkless or short-stalked keys crowd
 * into a dense ball round the node (field, wych and English elm); long-stalked ones dangle from it
 * on thin stalks (European white elm). `seedAt` is where the seed sits along the 32-unit wing:
 * the middle, or up by the notch.
 */
function elmClusters(sk: Sketch, scene: Scene, n: number, u: number, wing: string, seedAt: number): void {
  const { plan, rng } = scene;
  const dangling = plan.stalk === 'long';
  const clusters = n > 6 ? 2 : 1;
  const nodes = clusters === 2 ? [pt(-34, -22), pt(38, -26)] : [pt(0, -24)];
  twig(sk, pt(-86, -20), pt(86, -28), 4.5);
  const keys: { base: Pt; angle: number; stalkFrom: Pt }[] = [];
  nodes.forEach((node, c) => {
    const here = Math.ceil(n / clusters) - (c === 1 && n % 2 === 1 ? 1 : 0);
    for (let i = 0; i < here; i++) {
      const angle = dangling
        ? 90 + (i - (here - 1) / 2) * Math.min(26, 130 / here) + rng.range(-6, 6)
        : (360 * i) / here + rng.range(-14, 14) + c * 20;
      // A key's own stalk, at the drawing's scale: a stub, or as long as the record has it.
      const own = plan.stalkCm * u * rng.range(0.85, 1.1) + (dangling ? 0 : 3);
      keys.push({ stalkFrom: node, base: add(node, polar(own, angle)), angle });
    }
  });
  // The keys hanging below are drawn last, over those behind the twig.
  for (const key of keys.sort((a, b) => a.base.y - b.base.y)) {
    const { base, angle } = key;
    if (dangling) stalk(sk, key.stalkFrom, base, rng.range(-3, 3), 0.8);
    const at = (x: number, y: number) => place(pt(x, y), { at: base, angle, k: 1 });
    const c = at(16, 0);
    sk.ellipse(c, 16, 13, angle, { fill: wing, stroke: darken(wing, 0.4), width: 0.8 });
    sk.ellipse(at(seedAt, 0), 5, 3.5, angle, { fill: darken(wing, 0.25) });
    sk.poly([at(28, -1), at(32, 0), at(28, 1)], { stroke: darken(wing, 0.4), width: 0.8 });
    if (plan.surface === 'hairy') sk.ellipse(c, 17.2, 14.2, angle, { stroke: '#f4f1e6', width: 1.2 });
    if (scene.fine) elmVeins(sk, at, seedAt, wing, scene.fine);
  }
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
