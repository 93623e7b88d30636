import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar, pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { BudPlan } from './plan.ts';
import { type PlannedShoot, type Spray, sprayOf } from './spray-plan.ts';

/** One shoot to draw: its centreline, width, whether it lies behind (-1), in (0) or before (1) the plane. */
type Cord = { line: Pt[]; width: number; depth: -1 | 0 | 1; level: number; cone: boolean };

const CRIMSON = '#a3263c';
const PALE_MARK = '#eef0e2';

/** A shoot's centreline from `from`, heading `dir`, turning by `bend` degrees, most of it near the tip. */
function shootLine(from: Pt, dir: number, length: number, bend: number, steps: number): Pt[] {
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

/** Width of a shoot at each level of branching, as a share of the main shoot's. */
const LEVEL_WIDTH = [1, 0.72, 0.55, 0.45];

/** Every shoot of the spray as a cord, from the plan's branching. */
function cordsOf(plan: BudPlan): Cord[] {
  // The picture is turned by `turn`; a drooping tip bends over towards the side it leans to.
  const bend = plan.droop * Math.sign(plan.turn);
  const main = shootLine(pt(0, 0), 0, plan.twig.length, bend, 8);
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
      const line = shootLine(base.p, dir, length, ownBend, ownBend === 0 ? 1 : 3);
      const own = endOn ? (shoot.side === 0 ? 1 : -1) : depth;
      const width = plan.twig.width * (LEVEL_WIDTH[level + 1] ?? 0.4);
      cords.push({ line, width, depth: own, level: level + 1, cone: shoot.cone });
      grow(line, shoot.shoots, level + 1, own, ownBend);
    }
  };
  grow(main, plan.shoots, 0, 0, bend);
  return cords;
}

/** A line moved `by` to its left (negative) or right, point by point. */
function beside(line: Pt[], by: number): Pt[] {
  return line.map((p, i) => {
    const a = line[Math.max(0, i - 1)] as Pt;
    const b = line[Math.min(line.length - 1, i + 1)] as Pt;
    return add(p, polar(by, (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI + 90));
  });
}

/** A cord as a stroked line: every branchlet of one width and depth shares one path. */
const strokeOf = (line: Pt[]): Seg[] => [['M', line[0] as Pt], ...line.slice(1).map((p): Seg => ['L', p])];

/**
 * A budless shoot of scale leaves (cypresses, thujas, the Barbary thuja) as its plan branches it,
 * several centimetres of it at true size: flat sprays all in the picture's plane, fern-like; round
 * cords every way (those towards or away from us short, seen end-on); a drooping tip bent over;
 * male cones at the tips that carry them. The branchlets are drawn as lines, one path for each
 * width and depth, so a spray of a hundred of them stays small.
 */
export function drawScaleSprays(sk: Sketch, plan: BudPlan, green: string, fine: Rng | undefined): void {
  const spray = sprayOf(plan.twig.features);
  const cords = cordsOf(plan);
  // Behind the plane first, then in it, then before it; the finest branchlets under their parents.
  const groups = new Map<string, Cord[]>();
  for (const cord of [...cords].sort((a, b) => a.depth - b.depth || b.level - a.level)) {
    const key = `${cord.depth} ${cord.level}`;
    groups.set(key, [...(groups.get(key) ?? []), cord]);
  }
  for (const group of groups.values()) {
    const { depth, width } = group[0] as Cord;
    const shade = depth < 0 ? darken(green, 0.22) : depth > 0 ? lighten(green, 0.06) : green;
    const lines = group.flatMap((cord) => strokeOf(cord.line));
    sk.path(lines, { stroke: darken(shade, 0.4), width: width + 0.6 });
    sk.path(lines, { stroke: shade, width });
    drawScales(sk, plan, spray, group, shade);
  }
  drawTips(sk, cords, green, fine);
}

/**
 * What a cord's scale leaves show: the row of facial scales down a flat shoot, a round cord's
 * light side, a giant sequoia's free points, a Barbary thuja's joints, the pale X or bow-tie of a
 * Lawson cypress's or western red cedar's undersides, a thuja's gloss.
 */
function drawScales(sk: Sketch, plan: BudPlan, spray: Spray, group: Cord[], shade: string): void {
  const { features, leafLength } = plan.twig;
  const { level, width: w } = group[0] as Cord;
  const marks: Seg[] = [];
  const pale: Seg[] = [];
  const light: Seg[] = [];
  const step = features.includes('jointed') ? w * 2.4 : Math.max(w * 1.5, leafLength * 0.6, 1.6);
  // Scale leaves long enough to stand free at their tips (a giant sequoia's awl-like ones).
  const free = plan.twig.leafRange[0] >= 4 && level <= 1;
  for (const cord of group) {
    const length = lengthOf(cord.line);
    if (spray === 'round' || features.includes('glossy')) light.push(...strokeOf(beside(cord.line, -w * 0.22)));
    for (let d = step, i = 0; d < length - step * 0.5; d += step, i++) {
      const c = alongLine(cord.line, d);
      const across = (share: number, along = 0) => add(add(c.p, polar(along, c.angle)), polar(share * w, c.angle + 90));
      // A chevron where each pair of scales meets, on the shoots big enough to show it.
      if (level <= 1 || features.includes('jointed'))
        marks.push(['M', across(0.42, -step * 0.45)], ['L', across(0)], ['L', across(-0.42, -step * 0.45)]);
      if (free)
        for (const s of [1, -1]) marks.push(['M', across(0.45 * s, -step * 0.4)], ['L', across(0.9 * s, step * 0.15)]);
      if (features.includes('white-marks') && level >= 1 && i % 2 === 1) {
        const r = w * 0.3;
        pale.push(['M', across(-0.3, -r)], ['L', across(0.3, r)], ['M', across(0.3, -r)], ['L', across(-0.3, r)]);
      }
    }
  }
  if (light.length > 0) sk.path(light, { stroke: lighten(shade, 0.35), width: Math.max(0.4, w * 0.25), opacity: 0.8 });
  if (marks.length > 0) sk.path(marks, { stroke: darken(shade, 0.35), width: 0.45 });
  if (pale.length > 0) sk.path(pale, { stroke: PALE_MARK, width: 0.4 });
}

/** The ends of the shoots: a pale bare growing point, or a tiny crimson male cone plumper than the shoot. */
function drawTips(sk: Sketch, cords: Cord[], green: string, fine: Rng | undefined): void {
  for (const cord of cords) {
    const last = cord.line[cord.line.length - 1] as Pt;
    const tip = alongLine(cord.line, lengthOf(cord.line));
    const w = cord.width;
    if (cord.cone)
      sk.ellipse(add(last, polar(w * 0.5, tip.angle)), w * 0.95, w * 0.68, tip.angle, {
        fill: CRIMSON,
        stroke: darken(CRIMSON, 0.4),
        width: 0.4,
      });
    else if (cord.level <= 1) sk.circle(last, w * 0.36, { fill: lighten(green, 0.35) });
    // Close up, the resin gland on each scale's back.
    if (fine && cord.level <= 1)
      for (let d = w * 2; d < lengthOf(cord.line); d += w * 2.2)
        sk.circle(alongLine(cord.line, d + fine.range(-0.2, 0.2)).p, w * 0.07, { fill: lighten(green, 0.5) });
  }
}
