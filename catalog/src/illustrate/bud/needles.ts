import { darken, lighten, mix } from '../colour.ts';
import { add, type Pt, polar } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { NeedlePlan, PlannedNeedle } from './needle-plan.ts';
import type { BudPlan } from './plan.ts';
import { centreline, halfWidth, twigAt } from './twig.ts';

const PEG = '#8a6a44';
const SHEATH = '#b9a78a';
const PALE_BAND = '#eef2ea';

/** A place on a shoot and the shoot's direction there. */
type On = { p: Pt; angle: number; half: number };

/** Where needle `n` leaves a shoot and which way it points, from where the shoot is at its base. */
function leaving(on: On, n: PlannedNeedle, i: number): { base: Pt; dir: number; length: number } {
  if (n.side === 1 || n.side === -1)
    return {
      base: add(on.p, polar(on.half * 0.8, on.angle + 90 * n.side)),
      dir: on.angle + n.side * n.lean,
      length: n.length,
    };
  // Towards us or away: seen end-on, so shorter, leaning a little to one side or the other.
  const s = i % 2 === 0 ? 1 : -1;
  return { base: on.p, dir: on.angle + s * n.lean, length: n.length * 0.62 };
}

/**
 * One flat needle as a closed outline: narrowed to a stalk at a yew's base, ending blunt, notched
 * or pointed; `bow` bends it (a noble fir's hockey stick).
 */
function flatNeedle(plan: NeedlePlan, base: Pt, dir: number, length: number, bow: number): Seg[] {
  const w = plan.width / 2;
  const neck = plan.decurrent ? 0.35 : 0.6;
  const at = (along: number, across: number) =>
    add(add(base, polar(along * length, dir + bow * along)), polar(across * w, dir + 90 + bow * along));
  const end: Seg[] =
    plan.tip === 'pointed'
      ? [['L', at(1, 0)]]
      : plan.tip === 'notched'
        ? [
            ['Q', at(1.01, -0.9), at(0.99, -0.25)],
            ['L', at(0.97, 0)],
            ['L', at(0.99, 0.25)],
            ['Q', at(1.01, 0.9), at(0.9, 1)],
          ]
        : [['Q', at(1.04, 0), at(0.9, 1)]];
  return [
    ['M', at(0, -neck)],
    ['L', at(0.12, -1)],
    ['L', at(plan.tip === 'pointed' ? 0.8 : 0.9, -1)],
    ...end,
    ['L', at(0.12, 1)],
    ['L', at(0, neck)],
    ['Z'],
  ];
}

/** A needle's place on the main shoot. */
const onShoot = (plan: BudPlan, line: Pt[], x: number): On => {
  const at = twigAt(line, x);
  return { ...at, half: halfWidth(plan, x) };
};

/**
 * A shoot's single needles, in two layers: `back` those behind it (drawn before the twig), `front`
 * the rest. Flat needles are outlined shapes, with the white bands of those turned over; a
 * spruce's four-sided ones are stiff lines on pegs. The older part of the shoot shows what fallen
 * needles leave: bare pegs, or a fir's round flat scars.
 */
export function drawSingleNeedles(
  sk: Sketch,
  plan: BudPlan,
  layer: 'back' | 'front',
  green: string,
  fine: Rng | undefined,
): void {
  const needles = plan.needles;
  if (needles?.kind !== 'single') return;
  const line = centreline(plan);
  const back = layer === 'back';
  const shoots = needles.sprays.map((spray) => sprayShoot(plan, line, spray));
  if (back) for (const shoot of shoots) drawSprayAxis(sk, plan, shoot, green);
  const sets: { needles: PlannedNeedle[]; on: (x: number) => On }[] = [
    { needles: needles.needles, on: (x) => onShoot(plan, line, x) },
    ...needles.sprays.map((spray, i) => ({ needles: spray.needles, on: (shoots[i] as SprayShoot).on })),
  ];
  const outlines: Seg[] = [];
  const bands: Seg[] = [];
  const lines: Seg[] = [];
  const pegs: Seg[] = [];
  const midribs: Seg[] = [];
  // Every single needle is an outlined shape at its true width (a stroke's width is in pixels,
  // whatever the scale, so a line could not be).
  const flat = true;
  for (const set of sets)
    set.needles.forEach((n, i) => {
      if ((n.side === 2) !== back) return;
      const on = set.on(n.at);
      const { base, dir, length } = leaving(on, n, i);
      if (needles.pegs) pegs.push(['M', base], ['L', add(base, polar(0.9, dir))]);
      const from = needles.pegs ? add(base, polar(0.7, dir)) : base;
      if (!flat) {
        lines.push(['M', from], ['L', add(from, polar(length, dir))]);
        return;
      }
      const bow = needles.parting === 'over-top' && n.side !== 0 ? -Math.sign(n.side) * 12 : 0;
      outlines.push(...flatNeedle(needles, from, dir, length, bow));
      // Close up, each needle's midrib, a raised line down its middle.
      if (fine)
        midribs.push(
          ['M', add(from, polar(length * 0.1, dir))],
          ['L', add(from, polar(length * fine.range(0.8, 0.88), dir + bow * 0.8))],
        );
      // Every third needle is turned over, showing its two white bands beneath.
      if (needles.banded && i % 3 === 1)
        for (const s of [-0.35, 0.35])
          bands.push(
            ['M', add(from, polar(length * 0.15, dir + s * 6))],
            ['L', add(from, polar(length * 0.85, dir + s * 3))],
          );
    });
  const shade = back ? darken(green, 0.22) : green;
  if (pegs.length > 0) sk.path(pegs, { stroke: PEG, width: 1.3 });
  if (lines.length > 0) sk.path(lines, { stroke: shade, width: needles.width });
  if (outlines.length > 0) sk.path(outlines, { fill: shade, stroke: darken(shade, 0.35), width: 0.5 });
  if (bands.length > 0) sk.path(bands, { stroke: PALE_BAND, width: 0.55 });
  if (midribs.length > 0) sk.path(midribs, { stroke: darken(shade, 0.25), width: 0.35 });
  if (!back) drawScars(sk, plan, needles, line, green);
}

/** The older part of the shoot, below its needles: bare pegs, or round flat scars where a fir's needles fell. */
function drawScars(sk: Sketch, plan: BudPlan, needles: NeedlePlan, line: Pt[], green: string): void {
  if (needles.scars === 'none' || needles.sprays.length > 0) return;
  const first = needles.needles[0]?.at ?? plan.twig.length * 0.14;
  const pegs: Seg[] = [];
  for (let x = 1.5, i = 0; x < first - 0.8; x += 1.7, i++) {
    const on = onShoot(plan, line, x);
    const s = i % 2 === 0 ? 1 : -1;
    if (needles.scars === 'pegs') {
      const base = add(on.p, polar(on.half * 0.8, on.angle + 90 * s));
      pegs.push(['M', base], ['L', add(base, polar(1, on.angle + s * 55))]);
    } else
      sk.ellipse(add(on.p, polar(on.half * 0.35 * s, on.angle + 90)), 0.45, 0.38, on.angle, {
        fill: lighten(green, 0.45),
        stroke: darken(green, 0.3),
        width: 0.4,
      });
  }
  if (pegs.length > 0) sk.path(pegs, { stroke: PEG, width: 1.3 });
}

type SprayShoot = { from: Pt; angle: number; length: number; on: (x: number) => On };

/** A straight side shoot of a flat spray, leaving the main shoot at its place. */
function sprayShoot(plan: BudPlan, line: Pt[], spray: NeedlePlan['sprays'][number]): SprayShoot {
  const at = twigAt(line, spray.at);
  const angle = at.angle + spray.side * spray.lean;
  const from = add(at.p, polar(halfWidth(plan, spray.at) * 0.5, at.angle + 90 * spray.side));
  const half = plan.twig.width * 0.32;
  return { from, angle, length: spray.length, on: (x) => ({ p: add(from, polar(x, angle)), angle, half }) };
}

/** A side shoot's green axis, thinner than the main shoot's. */
function drawSprayAxis(sk: Sketch, plan: BudPlan, shoot: SprayShoot, green: string): void {
  const twig = mix(green, '#7a6a3a', 0.25);
  sk.band(
    [shoot.from, add(shoot.from, polar(shoot.length, shoot.angle))],
    plan.twig.width * 0.65,
    plan.twig.width * 0.35,
    {
      fill: twig,
      stroke: darken(twig, 0.35),
      width: 0.5,
    },
  );
}

/**
 * A pine's bundles: each a papery sheath with its two, three or five needles fanning slightly out
 * of it, at their true length, twisted where the record says. Beside the shoot lies one bundle on
 * its own, its needles spread so they can be counted.
 */
export function drawBundles(sk: Sketch, plan: BudPlan, layer: 'back' | 'front', green: string): void {
  const needles = plan.needles;
  if (needles?.kind !== 'bundle') return;
  const line = centreline(plan);
  const back = layer === 'back';
  const segs: Seg[] = [];
  const sheaths: Seg[] = [];
  const bundle = (base: Pt, dir: number, length: number, fan: number, seed: number) => {
    const tip = add(base, polar(needles.sheath, dir));
    sheaths.push(['M', base], ['L', tip]);
    for (let k = 0; k < needles.bundle; k++) {
      const spread = (k - (needles.bundle - 1) / 2) * fan;
      const l = length * (1 - 0.04 * ((k + seed) % 3));
      const end = add(tip, polar(l, dir + spread));
      if (needles.twisted) {
        const mid = add(tip, polar(l * 0.5, dir + spread + (k % 2 === 0 ? 4 : -4)));
        segs.push(['M', tip], ['Q', mid, end]);
      } else segs.push(['M', tip], ['L', end]);
    }
  };
  needles.needles.forEach((n, i) => {
    if ((n.side === 2) !== back) return;
    const { base, dir, length } = leaving(onShoot(plan, line, n.at), n, i);
    bundle(base, dir, length - needles.sheath, 3.2, i);
  });
  if (!back) {
    // The loose bundle lies parallel to the shoot, off to one side.
    const longest = Math.max(...needles.needles.map((n) => n.length));
    const start = twigAt(line, 0);
    const s = Math.sign(plan.turn) || 1;
    const base = add(start.p, polar(longest * 0.62 + plan.twig.width * 2, start.angle - 90 * s));
    bundle(base, start.angle - s * 8, longest - needles.sheath, 7, 1);
  }
  const shade = back ? darken(green, 0.22) : green;
  sk.path(segs, { stroke: shade, width: needles.width });
  sk.path(sheaths, { stroke: SHEATH, width: needles.width * 1.8 });
}
