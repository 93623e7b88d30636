import { darken, lighten, nudge } from '../colour.ts';
import { add, type Pt, polar, pt, quadAt } from '../geometry.ts';
import { needlesPerBundle, sizeCm } from '../hints.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { LeafPaint } from './blade.ts';
import { firstSentence, type LeafTraits } from './design.ts';

type Shoot = { a: Pt; c: Pt; b: Pt };
type Needle = { at: Pt; angle: number; length: number; width: number; bow: number };

const along = (s: Shoot, t: number) => quadAt(s.a, s.c, s.b, t);

function drawShoot(sk: Sketch, s: Shoot, width: number, colour: string): void {
  const mid = along(s, 0.5).p;
  sk.band([s.a, mid, s.b], width, width * 0.7, { fill: colour, stroke: darken(colour, 0.3), width: 0.6 });
}

function drawNeedle(sk: Sketch, n: Needle, paint: LeafPaint, band = false): void {
  const tip = add(n.at, polar(n.length, n.angle));
  const ctrl = add(add(n.at, polar(n.length * 0.5, n.angle)), polar(n.length * n.bow, n.angle + 90));
  sk.spike(n.at, ctrl, tip, n.width, { fill: paint.fill, stroke: paint.edge, width: 0.5 });
  if (band)
    sk.quad(add(n.at, polar(2, n.angle)), ctrl, add(n.at, polar(n.length * 0.85, n.angle)), {
      stroke: lighten(paint.fill, 0.6),
      width: 0.6,
    });
}

/** Buds at the end of a conifer shoot. */
function tipBuds(sk: Sketch, s: Shoot, rng: Rng): void {
  const { p, angle } = along(s, 1);
  const colour = nudge('#8a5a3a', rng);
  for (const turn of [-28, 28, 0]) {
    const c = add(p, polar(turn === 0 ? 4 : 2.5, angle + turn));
    sk.ellipse(c, turn === 0 ? 4 : 2.8, 2, angle + turn, { fill: colour, stroke: darken(colour, 0.35), width: 0.6 });
  }
}

/** Pines: needles in bundles of two, three or five, each bundle held in a papery sheath. */
function fascicled(sk: Sketch, shoot: Shoot, text: string, paint: LeafPaint, rng: Rng): void {
  const count = needlesPerBundle(text) ?? 2;
  const length = Math.max(70, Math.min(190, (sizeCm(text) ?? rng.range(5, 12)) * 12)) * rng.range(0.92, 1.08);
  const twisted = /twisted/.test(text);
  const width = 1.7 + length / 90;
  const sheath = nudge('#a07a52', rng);
  const end = along(shoot, 1);
  // Several bundles up the shoot, so it reads as a pine shoot and not a tuft of grass.
  const bundles = [
    { t: 0.3, turn: rng.range(-50, -40) },
    { t: 0.55, turn: rng.range(38, 48) },
    { t: 0.8, turn: rng.range(-40, -30) },
    { t: 1, turn: rng.range(-6, 6) },
  ];
  for (const { t, turn } of bundles) {
    const { p, angle } = t === 1 ? end : along(shoot, t);
    const dir = angle + turn;
    const base = t === 1 ? add(p, polar(2, angle)) : p;
    const top = add(base, polar(11, dir));
    const split = rng.range(12, 18) / Math.max(1, (count - 1) / 1.5);
    for (let k = 0; k < count; k++) {
      const off = k - (count - 1) / 2;
      const bow = (twisted ? 0.05 : 0.025) * (off === 0 ? 0.3 : -Math.sign(off)) * rng.range(0.7, 1.2);
      drawNeedle(sk, { at: top, angle: dir + off * split, length: length * rng.range(0.95, 1.02), width, bow }, paint);
    }
    sk.band([base, add(base, polar(5.5, dir)), top], 4.6, 3.8, {
      fill: sheath,
      stroke: darken(sheath, 0.4),
      width: 0.7,
    });
    sk.poly([add(base, polar(4, dir + 30)), add(base, polar(4, dir - 30))], {
      stroke: darken(sheath, 0.35),
      width: 0.7,
    });
  }
}

/** Larches and cedars: tufts of needles on short spur shoots, single ones along the new shoot. */
function clustered(sk: Sketch, shoot: Shoot, paint: LeafPaint, rng: Rng): void {
  const bark = nudge('#7b6048', rng);
  const length = rng.range(22, 34);
  const tufts = rng.int(2, 3);
  for (let i = 0; i < tufts; i++) {
    const { p, angle } = along(shoot, 0.15 + (0.55 * i) / Math.max(1, tufts - 1));
    const dir = angle + (i % 2 === 0 ? 1 : -1) * rng.range(35, 55);
    const spur = add(p, polar(7, dir));
    const many = rng.int(16, 26);
    for (let k = 0; k < many; k++) {
      const turn = -75 + (150 * k) / (many - 1) + rng.range(-4, 4);
      const n = {
        at: spur,
        angle: dir + turn,
        length: length * rng.range(0.75, 1.05),
        width: 1.5,
        bow: rng.range(-0.05, 0.05),
      };
      drawNeedle(sk, n, paint);
    }
    sk.band([p, add(p, polar(4, dir)), spur], 5.5, 5, { fill: bark, stroke: darken(bark, 0.35), width: 0.6 });
  }
  for (let t = 0.78; t < 0.98; t += 0.035) {
    const { p, angle } = along(shoot, t);
    const side = Math.round(t * 100) % 2 === 0 ? 1 : -1;
    drawNeedle(
      sk,
      { at: p, angle: angle + side * rng.range(35, 55), length: length * 0.6, width: 1.4, bow: 0.03 },
      paint,
    );
  }
}

/** Single needles along the shoot: spiral (with some seen end-on), two-ranked, paired or in whorls of three. */
function alongShoot(sk: Sketch, leaf: LeafTraits, shoot: Shoot, paint: LeafPaint, rng: Rng): void {
  const whorled = leaf.arrangement === 'whorled';
  const gap = whorled
    ? rng.range(0.09, 0.12)
    : leaf.arrangement === 'spiral'
      ? rng.range(0.022, 0.03)
      : rng.range(0.035, 0.05);
  const length = whorled ? rng.range(22, 30) : rng.range(18, 30);
  const spread = rng.range(55, 80);
  const front: Needle[] = [];
  let side = 1;
  for (let t = 0.04, i = 0; t < 0.97; t += gap, i++) {
    const { p, angle } = along(shoot, t);
    const shorten = 1 - 0.35 * t ** 3;
    const make = (dir: number, k = 1): Needle => ({
      at: p,
      angle: angle + dir,
      length: length * shorten * k * rng.range(0.9, 1.05),
      width: whorled ? 2.4 : 2.1,
      bow: 0.06 * Math.sign(dir),
    });
    if (whorled) {
      drawNeedle(sk, make(spread * 0.75), paint, true);
      drawNeedle(sk, make(-spread * 0.75), paint, true);
      front.push(make(rng.range(-12, 12), 0.45));
    } else if (leaf.arrangement === 'opposite') {
      drawNeedle(sk, make(spread), paint);
      drawNeedle(sk, make(-spread), paint);
    } else {
      drawNeedle(sk, make(side * spread * rng.range(0.9, 1.1)), paint);
      if (leaf.arrangement === 'spiral' && i % 3 === 1) front.push(make(side * rng.range(15, 30), 0.55));
      side = -side;
    }
  }
  drawShoot(sk, shoot, 3.6, nudge('#8c7a4e', rng));
  for (const n of front) drawNeedle(sk, n, paint, whorled);
}

/** A piece of conifer shoot with its needles, along +x. */
export function drawNeedles(sk: Sketch, leaf: LeafTraits, description: string, paint: LeafPaint, rng: Rng): void {
  const text = firstSentence(description).toLowerCase();
  const bendy = rng.range(-10, 10);
  const shoot: Shoot = { a: pt(0, 0), c: pt(75, bendy), b: pt(150, 0) };
  if (leaf.arrangement === 'fascicled') {
    const short: Shoot = { a: pt(0, 0), c: pt(30, bendy / 4), b: pt(60, 0) };
    drawShoot(sk, short, 6, nudge('#9b7350', rng));
    fascicled(sk, short, text, paint, rng);
    return;
  }
  if (leaf.arrangement === 'clustered') {
    drawShoot(sk, shoot, 3.4, nudge('#a08558', rng));
    clustered(sk, shoot, paint, rng);
    return;
  }
  alongShoot(sk, leaf, shoot, paint, rng);
  tipBuds(sk, shoot, rng);
}
