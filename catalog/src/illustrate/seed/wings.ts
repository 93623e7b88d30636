import { darken, lighten, mix, nudge } from '../colour.ts';
import { add, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions, ripeColour } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { fruit, stalk, twig } from './parts.ts';

/** One maple key: a round seed at where.at and a wing curving out along where.angle. */
function key(sk: Sketch, where: Place, wing: string, flip: number, flatSeed: boolean): void {
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
  const seed = darken(wing, 0.12);
  if (flatSeed) sk.ellipse(at(7, 1), 9, 6, where.angle, { fill: seed, stroke: darken(wing, 0.45), width: 0.8 });
  else fruit(sk, at(6, 2), 8, 8, 0, seed);
}

/** Maples: keys joined in pairs, their wings spread at the angle the description gives. */
export function drawDoubleSamaras(sk: Sketch, text: string, rng: Rng): void {
  const lower = text.toLowerCase();
  const spread = /straight line|horizontal|wide apart|spread wide/.test(lower)
    ? rng.range(160, 178)
    : /right angle/.test(lower)
      ? rng.range(80, 100)
      : /parallel|overlap/.test(lower)
        ? rng.range(18, 34)
        : /narrow/.test(lower)
          ? rng.range(40, 60)
          : rng.range(60, 120);
  const tint = /red|pink/.test(lower) ? 0.3 : 0;
  const wing = mix(nudge('#b9ad72', rng, 0.06), '#b5523e', tint);
  const flat = /flat/.test(lower);
  const pairs = rng.int(1, 2);
  const top = pt(0, -60);
  for (let i = 0; i < pairs; i++) {
    const join = pairs === 1 ? pt(0, 10) : pt((i === 0 ? -1 : 1) * 26, i === 0 ? 4 : 22);
    stalk(sk, top, join, rng.range(-6, 6), 1.4);
    const tilt = rng.range(-12, 12) + (pairs === 1 ? 0 : i === 0 ? -10 : 10);
    for (const s of [-1, 1])
      key(sk, { at: join, angle: 90 + tilt + (s * spread) / 2, k: pairs === 1 ? 1.25 : 1 }, wing, -s, flat);
  }
}

/** Single keys: ash (seed at the end of a narrow wing), elm (seed in a round wing), tree of heaven (twisted). */
export function drawSamaras(sk: Sketch, text: string, rng: Rng): void {
  const wing = nudge(mentions(text, 'green') ? '#b5b673' : '#bda978', rng, 0.06);
  const round = mentions(text, 'round wing', 'round, winged', 'oval papery', 'centre of a round');
  const middle = mentions(text, 'middle', 'centre');
  const n = round ? rng.int(3, 5) : rng.int(4, 6);
  const step = round ? rng.range(30, 38) : rng.range(16, 22);
  const top = pt(0, -50);
  stalk(sk, pt(0, -70), top, 2, 1.8);
  for (let i = 0; i < n; i++) {
    const angle = 90 + (i - (n - 1) / 2) * step;
    const base = add(top, polar(round ? rng.range(16, 24) : rng.range(8, 16), angle));
    stalk(sk, top, base, 0, 1);
    const at = (x: number, y: number) => place(pt(x, y), { at: base, angle, k: 1 });
    if (round) {
      const c = at(18, 0);
      sk.ellipse(c, 16, 13, angle, { fill: wing, stroke: darken(wing, 0.4), width: 0.8 });
      sk.ellipse(at(middle ? 18 : 22, 0), 5, 3.5, angle, { fill: darken(wing, 0.25) });
      sk.poly([at(30, -1), at(34, 0), at(30, 1)], { stroke: darken(wing, 0.4), width: 0.8 });
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
    }
  }
}

/** Birch and alder nutlets from catkins or woody cones; hornbeams' nutlets on leafy bracts. */
export function drawWingedNutlets(sk: Sketch, text: string, rng: Rng): void {
  const brown = nudge('#6f4e32', rng, 0.08);
  if (mentions(text, 'hops', 'inflated')) {
    stalk(sk, pt(0, -70), pt(0, -40), 2, 1.6);
    const paper = nudge('#ddd3a8', rng, 0.05);
    for (let row = 6; row >= 0; row--) {
      for (const s of [-1, 1, 0]) {
        const c = pt(s * (12 - row * 0.8), -36 + row * 11);
        sk.ellipse(c, 10, 13, s * 20, { fill: paper, stroke: darken(paper, 0.35), width: 0.8 });
      }
    }
    return;
  }
  if (mentions(text, 'bract')) {
    const bract = nudge(ripeColour(text) ?? '#a9b060', rng, 0.06);
    stalk(sk, pt(0, -70), pt(0, 60), 4, 1.5);
    const lobes = mentions(text, 'three-lobed');
    for (let i = 0; i < 5; i++) {
      const s = i % 2 === 0 ? 1 : -1;
      const base = pt(0, -50 + i * 24);
      const at = (x: number, y: number) => place(pt(x, y * s), { at: base, angle: 90 - s * 55, k: 1 });
      const outline = lobes
        ? [
            corner(at(0, 0)),
            soft(at(8, -8)),
            corner(at(14, -12)),
            soft(at(16, -4)),
            corner(at(40, -3)),
            soft(at(40, 4)),
            soft(at(18, 6)),
            corner(at(12, 12)),
            soft(at(6, 6)),
          ]
        : [corner(at(0, 0)), soft(at(10, -7)), soft(at(30, -6)), corner(at(38, 0)), soft(at(28, 6)), soft(at(10, 7))];
      sk.shape(outline, { fill: bract, stroke: darken(bract, 0.4), width: 0.8 });
      sk.poly([at(2, 0), at(34, 0)], { stroke: darken(bract, 0.2), width: 0.6 });
      sk.ellipse(at(2, 0), 3.5, 2.6, 0, { fill: brown, stroke: darken(brown, 0.4), width: 0.6 });
    }
    return;
  }
  if (mentions(text, 'cone-like', 'woody')) {
    twig(sk, pt(-50, -50), pt(40, -44), 5);
    for (let i = 0; i < 4; i++) {
      const c = pt(-30 + i * 20 + rng.range(-3, 3), -10 + (i % 2) * 22);
      stalk(sk, pt(c.x * 0.6, -46), c, rng.range(-3, 3), 1.4);
      sk.ellipse(c, 8, 11, rng.range(-15, 15), { fill: brown, stroke: darken(brown, 0.5), width: 0.8 });
      const scales: Seg[] = [];
      for (let k = -6; k <= 6; k += 4)
        scales.push(['M', add(c, pt(-6, k))], ['Q', add(c, pt(0, k + 3)), add(c, pt(6, k))]);
      sk.path(scales, { stroke: darken(brown, 0.45), width: 0.8 });
    }
    return;
  }
  const catkin = nudge('#8b6b45', rng, 0.08);
  stalk(sk, pt(-40, -70), pt(-34, -56), 0, 1.6);
  sk.band([pt(-34, -58), pt(-30, -10), pt(-36, 40)], 14, 11, { fill: catkin, stroke: darken(catkin, 0.4), width: 0.8 });
  const ticks: Seg[] = [];
  for (let y = -52; y < 36; y += 5) ticks.push(['M', pt(-39, y)], ['Q', pt(-32, y + 4), pt(-25, y)]);
  sk.path(ticks, { stroke: darken(catkin, 0.35), width: 0.8 });
  const wide = !mentions(text, 'only about as wide');
  const wingColour = lighten(catkin, 0.55);
  for (const c of [pt(16, -34), pt(36, 2), pt(12, 30)]) {
    for (const s of [-1, 1])
      sk.ellipse(add(c, pt(s * (wide ? 11 : 8), 0)), wide ? 11 : 7, 9, s * 12, {
        fill: wingColour,
        stroke: darken(wingColour, 0.3),
        width: 0.8,
      });
    sk.ellipse(c, 4.5, 7.5, 0, { fill: brown, stroke: darken(brown, 0.4), width: 0.7 });
  }
}
