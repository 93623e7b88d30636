import { darken, lighten, nudge } from '../colour.ts';
import { add, type Pt, polar, pt, quadAt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { LeafPaint } from './blade.ts';
import { firstSentence, type LeafTraits } from './design.ts';
import { ownWords } from './fine.ts';
import {
  drawBudScales,
  drawNeedleClose,
  drawSheathClose,
  drawShootHairs,
  type NeedleClose,
  needleClose,
} from './needle-detail.ts';
import type { LeafPlan, LeafTip } from './plan.ts';

type Shoot = { a: Pt; c: Pt; b: Pt };
type Needle = { at: Pt; angle: number; length: number; width: number; bow: number };
/** How a needle ends and what its underside shows, from the plan. */
type Look = { tip: LeafTip; bands: string | undefined; shine: string | undefined; close?: NeedleClose };

/** A piece of shoot is drawn this long, so needle lengths show against it; a pine's is shorter. */
const SHOOT_CM = 8;
const PINE_SHOOT_CM = 5;

const along = (s: Shoot, t: number) => quadAt(s.a, s.c, s.b, t);

function drawShoot(sk: Sketch, s: Shoot, width: number, colour: string): void {
  const mid = along(s, 0.5).p;
  sk.band([s.a, mid, s.b], width, width * 0.7, { fill: colour, stroke: darken(colour, 0.3), width: 0.6 });
}

/**
 * One needle: sharp ones taper to a point (a spine-tipped one to a fine prickle); blunt and
 * notched ones keep their width to a square end. A needle turned over shows its pale bands.
 */
function drawNeedle(sk: Sketch, n: Needle, paint: LeafPaint, look: Look, turned = false): void {
  const tip = add(n.at, polar(n.length, n.angle));
  const ctrl = add(add(n.at, polar(n.length * 0.5, n.angle)), polar(n.length * n.bow, n.angle + 90));
  const style = { fill: paint.fill, stroke: paint.edge, width: 0.5 };
  const blunt = look.tip === 'obtuse' || look.tip === 'emarginate' || look.tip === 'rounded';
  if (blunt) sk.band([n.at, ctrl, tip], n.width, n.width * 0.85, style);
  else
    sk.spike(n.at, ctrl, add(tip, polar(look.tip === 'spine-tipped' ? n.length * 0.08 : 0, n.angle)), n.width, style);
  if (turned && look.bands) {
    for (const off of [-0.22, 0.22]) {
      const shift = polar(n.width * off, n.angle + 90);
      sk.quad(
        add(add(n.at, polar(1.5, n.angle)), shift),
        add(ctrl, shift),
        add(add(n.at, polar(n.length * 0.9, n.angle)), shift),
        {
          stroke: look.bands,
          width: Math.max(0.5, n.width * 0.28),
        },
      );
    }
  } else if (look.shine) {
    sk.quad(add(n.at, polar(n.length * 0.15, n.angle)), ctrl, add(n.at, polar(n.length * 0.7, n.angle)), {
      stroke: look.shine,
      width: 0.4,
      opacity: 0.6,
    });
  }
  if (look.close) drawNeedleClose(sk, n, ctrl, look.close, look.bands !== undefined, turned);
}

/** Buds at the end of a conifer shoot. */
function tipBuds(sk: Sketch, s: Shoot, rng: Rng, close: boolean): void {
  const { p, angle } = along(s, 1);
  const colour = nudge('#8a5a3a', rng);
  for (const turn of [-28, 28, 0]) {
    const c = add(p, polar(turn === 0 ? 4 : 2.5, angle + turn));
    sk.ellipse(c, turn === 0 ? 4 : 2.8, 2, angle + turn, { fill: colour, stroke: darken(colour, 0.35), width: 0.6 });
    if (close) drawBudScales(sk, c, turn === 0 ? 4 : 2.8, angle + turn, colour);
  }
}

/** Pines: needles in bundles of two, three or five, each bundle held in a papery sheath. */
function fascicled(
  sk: Sketch,
  shoot: Shoot,
  plan: LeafPlan,
  unit: number,
  text: string,
  paint: LeafPaint,
  look: Look,
  rng: Rng,
): void {
  const count = plan.bundle ?? 2;
  const length = plan.lengthCm * unit;
  const twisted = /twisted/.test(text);
  const width = 1.4 + length / 110;
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
    const top = add(base, polar(8, dir));
    const split = rng.range(8, 14) / Math.max(1, (count - 1) / 1.5);
    for (let k = 0; k < count; k++) {
      const off = k - (count - 1) / 2;
      const bow = (twisted ? 0.06 : 0.02) * (off === 0 ? 0.3 : -Math.sign(off)) * rng.range(0.7, 1.2);
      const needle = { at: top, angle: dir + off * split, length: length * rng.range(0.92, 1.02), width, bow };
      drawNeedle(sk, needle, paint, look);
    }
    sk.band([base, add(base, polar(4, dir)), top], 4.2, 3.4, { fill: sheath, stroke: darken(sheath, 0.4), width: 0.7 });
    if (look.close) drawSheathClose(sk, base, dir, sheath);
  }
}

/**
 * Larches and cedars: needles in tufts on short spur shoots, single ones along the new shoot.
 * A cedar's are stiff and few-angled, radiating in a dense rosette; a larch's are soft and slender,
 * spreading like a brush, and many more to a tuft.
 */
function clustered(sk: Sketch, shoot: Shoot, plan: LeafPlan, unit: number, paint: LeafPaint, look: Look, rng: Rng) {
  const soft = look.tip === 'obtuse';
  const bark = nudge(soft ? '#b59a6a' : '#6e5640', rng);
  const length = plan.lengthCm * unit;
  const tufts = rng.int(2, 4);
  for (let i = 0; i < tufts; i++) {
    const { p, angle } = along(shoot, 0.12 + (0.58 * i) / Math.max(1, tufts - 1));
    const dir = angle + (i % 2 === 0 ? 1 : -1) * rng.range(35, 55);
    const spur = add(p, polar(soft ? 5 : 7, dir));
    const many = soft ? rng.int(26, 34) : rng.int(18, 24);
    const fan = soft ? 120 : 200;
    for (let k = 0; k < many; k++) {
      const turn = -fan / 2 + (fan * k) / (many - 1) + rng.range(-4, 4);
      const n = {
        at: spur,
        angle: dir + turn,
        length: length * rng.range(0.75, 1.05),
        width: soft ? 0.9 : 1.7,
        bow: soft ? rng.range(-0.12, 0.12) : rng.range(-0.02, 0.02),
      };
      drawNeedle(sk, n, paint, look);
    }
    sk.band([p, add(p, polar(4, dir)), spur], soft ? 4 : 6.5, soft ? 3.5 : 6, {
      fill: bark,
      stroke: darken(bark, 0.35),
      width: 0.6,
    });
  }
  for (let t = 0.78; t < 0.98; t += 0.035) {
    const { p, angle } = along(shoot, t);
    const side = Math.round(t * 100) % 2 === 0 ? 1 : -1;
    const n = {
      at: p,
      angle: angle + side * rng.range(35, 55),
      length: length * 0.6,
      width: soft ? 0.9 : 1.4,
      bow: 0.03,
    };
    drawNeedle(sk, n, paint, look);
  }
}

/**
 * Single needles along the shoot. Flat needles with white bands beneath (firs, hemlock) part into
 * two flat rows, a few turned to show the bands; four-sided ones (Norway spruce) stand all round,
 * many seen end-on; described pegs are drawn where the needles sit. Whorls of three for junipers.
 */
function alongShoot(
  sk: Sketch,
  shoot: Shoot,
  leaf: LeafTraits,
  plan: LeafPlan,
  unit: number,
  text: string,
  paint: LeafPaint,
  look: Look,
  rng: Rng,
) {
  const whorled = leaf.arrangement === 'whorled';
  const flat = /two (flat )?rows|crowd the sides|parted|flattened/.test(text) && !/all round|bottle-brush/.test(text);
  const crowded = /all round|bottle-brush|four-sided|densely/.test(text);
  const gap = whorled
    ? rng.range(0.09, 0.12)
    : leaf.arrangement === 'spiral'
      ? rng.range(0.022, 0.03)
      : rng.range(0.035, 0.05);
  const length = plan.lengthCm * unit;
  const mixed = /mixed lengths/.test(text);
  const spread = flat ? rng.range(72, 88) : rng.range(50, 70);
  const width = Math.max(1.6, Math.min(3.2, length * 0.07));
  const front: Needle[] = [];
  const pegs: Pt[] = [];
  let side = 1;
  for (let t = 0.04, i = 0; t < 0.97; t += gap, i++) {
    const { p, angle } = along(shoot, t);
    const shorten = (1 - 0.35 * t ** 3) * (mixed ? rng.pick([0.45, 0.7, 1]) : 1);
    const make = (dir: number, k = 1): Needle => ({
      at: p,
      angle: angle + dir,
      length: length * shorten * k * rng.range(0.9, 1.05),
      width,
      bow: 0.06 * Math.sign(dir),
    });
    if (whorled) {
      drawNeedle(sk, make(spread * 0.75), paint, look, true);
      drawNeedle(sk, make(-spread * 0.75), paint, look, true);
      front.push(make(rng.range(-12, 12), 0.45));
    } else if (leaf.arrangement === 'opposite') {
      drawNeedle(sk, make(spread), paint, look);
      drawNeedle(sk, make(-spread), paint, look);
    } else {
      // A flat spray tilts a little, so the needles on one side show their undersides' bands.
      drawNeedle(sk, make(side * spread * rng.range(0.9, 1.1)), paint, look, side > 0);
      if (crowded) front.push(make(side * rng.range(12, 40), 0.6));
      else if (!flat && i % 2 === 1) front.push(make(side * rng.range(12, 40), 0.6));
      else if (flat && i % 5 === 2) front.push(make(side * rng.range(20, 35), 0.7));
      if (/peg/.test(text)) pegs.push(add(p, polar(2, angle + side * spread)));
      side = -side;
    }
  }
  drawShoot(sk, shoot, 3.6, nudge('#8c7a4e', rng));
  for (const peg of pegs) sk.circle(peg, 1.3, { fill: '#7a5a3c' });
  for (const n of front) drawNeedle(sk, n, paint, look, whorled);
}

/**
 * A piece of conifer shoot with its needles, along +x; returns drawing units per cm. `fine` (the
 * enlarged view's own stream) adds what shows close up: needle-detail.ts.
 */
export function drawNeedles(
  sk: Sketch,
  leaf: LeafTraits,
  plan: LeafPlan,
  description: string,
  paint: LeafPaint,
  rng: Rng,
  fine?: Rng,
): number {
  const text = firstSentence(description).toLowerCase();
  const bands =
    plan.underside === 'white-banded' || plan.underside === 'blue-grey' ? lighten(paint.fill, 0.75) : undefined;
  const close = fine && needleClose(plan, ownWords(description), paint, bands !== undefined);
  const look: Look = { tip: plan.tip, bands, shine: paint.shine, close };
  const bendy = rng.range(-10, 10);
  const pine = leaf.arrangement === 'fascicled';
  const shoot: Shoot = pine
    ? { a: pt(0, 0), c: pt(30, bendy / 4), b: pt(60, 0) }
    : { a: pt(0, 0), c: pt(75, bendy), b: pt(150, 0) };
  const unit = drawShootAndNeedles(sk, leaf, plan, text, paint, look, shoot, rng);
  if (fine && close?.shootHairs) drawShootHairs(sk, shoot, pine ? 6 : 3.6, close.shootHairs, fine);
  return unit;
}

function drawShootAndNeedles(
  sk: Sketch,
  leaf: LeafTraits,
  plan: LeafPlan,
  text: string,
  paint: LeafPaint,
  look: Look,
  shoot: Shoot,
  rng: Rng,
): number {
  if (leaf.arrangement === 'fascicled') {
    const unit = 60 / PINE_SHOOT_CM;
    drawShoot(sk, shoot, 6, nudge('#9b7350', rng));
    fascicled(sk, shoot, plan, unit, text, paint, look, rng);
    return unit;
  }
  const unit = 150 / SHOOT_CM;
  if (leaf.arrangement === 'clustered') {
    drawShoot(sk, shoot, 3.4, nudge('#a08558', rng));
    clustered(sk, shoot, plan, unit, paint, look, rng);
    return unit;
  }
  alongShoot(sk, shoot, leaf, plan, unit, text, paint, look, rng);
  tipBuds(sk, shoot, rng, look.close !== undefined);
  return unit;
}
