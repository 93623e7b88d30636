import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { type BudPlan, type PlannedShoot, type Spray, sprayOf } from './plan.ts';

/** One shoot to draw: its centreline, width, whether it lies behind (-1), in (0) or before (1) the plane. */
type Cord = { line: Pt[]; width: number; depth: -1 | 0 | 1; level: number; cone: boolean };

const CRIMSON = '#a3263c';
const PALE_MARK = '#eef0e2';

/** A shoot's centreline from `from`, heading `dir`, turning by `bend` degrees, most of it near the tip. */
function shootLine(from: Pt, dir: number, length: number, bend: number): Pt[] {
  const steps = 10;
  const line = [from];
  let p = from;
  for (let i = 1; i <= steps; i++) {
    const t = (i - 0.5) / steps;
    p = add(p, polar(length / steps, dir + bend * t * t));
    line.push(p);
  }
  return line;
}

/** The point `at` along a line, measured along it, and the line's direction there. */
function alongLine(line: Pt[], at: number): { p: Pt; angle: number } {
  let left = at;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as Pt;
    const b = line[i] as Pt;
    const d = Math.hypot(b.x - a.x, b.y - a.y);
    const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    if (left <= d || i === line.length - 1) {
      const t = Math.max(0, Math.min(1, left / Math.max(d, 1e-6)));
      return { p: pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t), angle };
    }
    left -= d;
  }
  return { p: line[0] as Pt, angle: 0 };
}

const lengthOf = (line: Pt[]): number =>
  line.slice(1).reduce((sum, b, i) => sum + Math.hypot(b.x - (line[i] as Pt).x, b.y - (line[i] as Pt).y), 0);

/**
 * A budless shoot of scale leaves (cypresses, thujas, the Barbary thuja) as its plan branches it:
 * flat sprays all in the picture's plane, round shoots every way (those towards or away from us
 * short, seen end-on), a drooping tip bent over, male cones at the tips that carry them.
 */
export function drawScaleSprays(sk: Sketch, plan: BudPlan, green: string, fine: Rng | undefined): void {
  const spray = sprayOf(plan.twig.features);
  // The picture is turned by `turn`; a drooping tip bends over towards the side it leans to.
  const bend = plan.droop * Math.sign(plan.turn);
  const main = shootLine(pt(0, 0), 0, plan.twig.length, bend);
  const cords: Cord[] = [{ line: main, width: plan.twig.width, depth: 0, level: 0, cone: false }];
  const grow = (parent: Pt[], shoots: PlannedShoot[], level: number, depth: Cord['depth'], parentBend: number) => {
    for (const shoot of shoots) {
      const base = alongLine(parent, shoot.at);
      const endOn = shoot.side === 0 || shoot.side === 2;
      const dir = endOn
        ? base.angle + shoot.lean * 0.45 * (shoot.side === 0 ? 1 : -1)
        : base.angle + shoot.lean * (shoot.side === -1 ? -1 : 1);
      const length = endOn ? shoot.length * 0.4 : shoot.length;
      const ownBend = parentBend * 0.6;
      const line = shootLine(base.p, dir, length, ownBend);
      const own = endOn ? (shoot.side === 0 ? 1 : -1) : depth;
      cords.push({
        line,
        width: plan.twig.width * (level === 0 ? 0.8 : 0.62),
        depth: own,
        level: level + 1,
        cone: shoot.cone,
      });
      grow(line, shoot.shoots, level + 1, own, ownBend);
    }
  };
  grow(main, plan.shoots, 0, 0, bend);
  // Behind the plane first, then in it, then before it; the finest branchlets under their parents.
  cords.sort((a, b) => a.depth - b.depth || b.level - a.level);
  for (const cord of cords) {
    const shade = cord.depth < 0 ? darken(green, 0.22) : cord.depth > 0 ? lighten(green, 0.06) : green;
    drawCord(sk, plan, spray, cord, shade, fine);
  }
}

/**
 * A cord of scale leaves: chevrons of paired scales along it (staggered in four ranks on a round
 * shoot, which is also shaded), a ridge down a four-angled one, joints where it is jointed, a gloss,
 * pale marks of the undersides, a bare growing point at the tip or a male cone on it.
 */
function drawCord(sk: Sketch, plan: BudPlan, spray: Spray, cord: Cord, green: string, fine: Rng | undefined): void {
  const { line, width: w } = cord;
  const features = plan.twig.features;
  const jointed = features.includes('jointed');
  sk.band(line, w, w * 0.7, { fill: green, stroke: darken(green, 0.35), width: 0.7 });
  const length = lengthOf(line);
  const across = (d: number, share: number) => {
    const at = alongLine(line, d);
    return add(at.p, polar(share * w * (1 - (0.3 * d) / length), at.angle + 90));
  };
  const edge = (share: number): Pt[] =>
    Array.from({ length: 9 }, (_, i) => across(length * (0.04 + (0.9 * i) / 8), share));
  if (spray === 'round') {
    // A rounded shoot: one side in shadow, a light line down the other.
    sk.poly(edge(0.3), { stroke: darken(green, 0.22), width: w * 1.3, opacity: 0.5 });
    sk.poly(edge(-0.22), { stroke: lighten(green, 0.25), width: w * 0.25, opacity: 0.7 });
  }
  if (spray === 'loose') sk.poly(edge(0), { stroke: darken(green, 0.25), width: 0.35 });
  if (features.includes('glossy')) sk.poly(edge(-0.25), { stroke: lighten(green, 0.6), width: 0.5, opacity: 0.85 });
  // Scales: long free tips where the leaves are long (giant sequoia), pressed close where tiny.
  const step = jointed ? w * 2.2 : Math.max(w * 0.9, plan.twig.leafLength * 0.45);
  const tipOut = 0.62 + Math.max(0, plan.twig.leafLength - 3) * 0.12;
  const marks: Seg[] = [];
  const pale: Seg[] = [];
  for (let d = step, i = 0; d < length - step * 0.8; d += step, i++) {
    const c = alongLine(line, d);
    const back = add(c.p, polar(-step * 0.55, c.angle));
    const shift = spray === 'round' ? (i % 2 === 0 ? 0.22 : -0.22) * w : 0;
    const mid = add(c.p, polar(shift, c.angle + 90));
    const midBack = add(back, polar(shift, c.angle + 90));
    if (jointed)
      marks.push(['M', add(c.p, polar(w * 0.5, c.angle + 90))], ['L', add(c.p, polar(w * 0.5, c.angle - 90))]);
    marks.push(
      ['M', add(midBack, polar(w * 0.38, c.angle + 90))],
      ['L', mid],
      ['L', add(midBack, polar(w * 0.38, c.angle - 90))],
    );
    // The side scales' free tips stand just off the edge, pointing forward.
    for (const s of [1, -1])
      marks.push(
        ['M', add(back, polar(w * 0.48, c.angle + 90 * s))],
        ['L', add(c.p, polar(w * tipOut, c.angle + 90 * s))],
      );
    if (features.includes('white-marks') && i % 2 === 1) {
      // The pale X or bow-tie of a scale's underside, where the spray shows it.
      const r = w * 0.22;
      const at = add(c.p, polar(-step * 0.3, c.angle));
      pale.push(
        ['M', add(at, polar(r, c.angle + 45))],
        ['L', add(at, polar(r, c.angle + 225))],
        ['M', add(at, polar(r, c.angle - 45))],
        ['L', add(at, polar(r, c.angle + 135))],
      );
    }
  }
  sk.path(marks, { stroke: darken(green, 0.3), width: 0.6 });
  if (pale.length > 0) sk.path(pale, { stroke: PALE_MARK, width: 0.45 });
  const tip = alongLine(line, length);
  const last = line[line.length - 1] as Pt;
  if (cord.cone) {
    // A tiny male cone on the tip, plumper than the shoot.
    const c = add(last, polar(w * 0.3, tip.angle));
    sk.ellipse(c, w * 0.62, w * 0.45, tip.angle, { fill: CRIMSON, stroke: darken(CRIMSON, 0.4), width: 0.5 });
  } else
    sk.ellipse(add(last, polar(-w * 0.2, tip.angle)), w * 0.42, w * 0.3, tip.angle, { fill: lighten(green, 0.35) });
  if (fine)
    for (let d = step * 0.5; d < length; d += step)
      sk.circle(across(d, fine.range(-0.2, 0.2)), w * 0.06, { fill: lighten(green, 0.5) });
}
