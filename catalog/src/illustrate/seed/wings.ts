import { darken, mix, nudge } from '../colour.ts';
import { add, type Place, type Pt, place, polar, pt } from '../geometry.ts';
import { mentions } from '../hints.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { fruit, stalk } from './parts.ts';

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
