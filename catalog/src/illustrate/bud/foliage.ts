import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, type Sketch, soft } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { BudPlan } from './plan.ts';
import { drawScaleSprays } from './sprays.ts';
import { centreline, halfWidth, twigAt } from './twig.ts';

/** A needle or leaf leaving the twig at x, on side s, `lean` degrees forward of square. */
const leaving = (plan: BudPlan, line: Pt[], x: number, s: 1 | -1, lean: number, length: number): [Pt, Pt] => {
  const at = twigAt(line, x);
  const base = add(at.p, polar(halfWidth(plan, x) * 0.8, at.angle + 90 * s));
  return [base, add(base, polar(length, at.angle + s * (90 - lean)))];
};

/**
 * What an evergreen's winter shoot carries round its buds, in two layers: `back` before the twig,
 * the rest after it. Spruces and firs carry single needles all round, pines bundles with papery
 * sheaths, cedars tufts on spurs, junipers whorls of three, broadleaves their leaves (cut short).
 */
export function drawFoliage(sk: Sketch, plan: BudPlan, layer: 'back' | 'front', green: string, rng: Rng): void {
  const line = centreline(plan);
  const { leaves, leafLength, length } = plan.twig;
  const segs: Seg[] = [];
  const needle = (x: number, s: 1 | -1, lean: number, l: number) => {
    const [a, b] = leaving(plan, line, x, s, lean, l);
    segs.push(['M', a], ['L', b]);
  };
  const back = layer === 'back';
  if (leaves === 'needles') {
    const step = Math.max(1.4, leafLength / 9);
    for (let x = step, i = 0; x < length - step; x += step, i++) {
      const lean = 35 + ((i * 53) % 30) + (back ? 15 : 0);
      needle(x, i % 2 === 0 ? 1 : -1, lean, leafLength * (back ? 0.8 : 1) * (0.85 + ((i * 29) % 10) / 40));
    }
    if (plan.twig.features.includes('pegs') && !back) drawPegs(sk, plan, line, step);
    sk.path(segs, { stroke: back ? darken(green, 0.25) : green, width: 1.7 });
  } else if (leaves === 'needle-whorls') {
    const step = leafLength * 0.45;
    for (let x = step * 0.6; x < length - 1; x += step) {
      if (back) needle(x, 1, 20, leafLength * 0.55);
      else for (const s of [1, -1] as const) needle(x, s, 35, leafLength);
    }
    sk.path(segs, { stroke: back ? darken(green, 0.2) : green, width: 1.5 });
  } else if (leaves === 'needle-bundles') drawBundles(sk, plan, line, back, green);
  else if (leaves === 'leaves' && !back) drawLeafBases(sk, plan, line, green, rng);
}

/** Spruce and hemlock needles sit on little woody pegs. */
function drawPegs(sk: Sketch, plan: BudPlan, line: Pt[], step: number): void {
  const segs: Seg[] = [];
  for (let x = step, i = 0; x < plan.twig.length - step; x += step, i++) {
    const [a, b] = leaving(plan, line, x, i % 2 === 0 ? 1 : -1, 40, 0.9);
    segs.push(['M', a], ['L', b]);
  }
  sk.path(segs, { stroke: '#8a6a44', width: 2.2 });
}

/** Pine needles in bundles, each from a papery sheath, cut short so the buds show. */
function drawBundles(sk: Sketch, plan: BudPlan, line: Pt[], back: boolean, green: string): void {
  const { leafLength, length } = plan.twig;
  const step = Math.max(3, plan.twig.width * 0.9);
  const needles: Seg[] = [];
  const sheaths: Seg[] = [];
  for (let x = step, i = 0; x < length * 0.86; x += step, i++) {
    const s = i % 2 === 0 ? 1 : -1;
    if (back !== (i % 3 === 2)) continue;
    const [a, b] = leaving(plan, line, x, s, 55, leafLength);
    const at = twigAt(line, x);
    const dir = at.angle + s * 35;
    sheaths.push(['M', a], ['L', add(a, polar(2.2, dir))]);
    for (const spread of [-5, 5])
      needles.push(['M', add(a, polar(2, dir))], ['L', add(b, polar(spread * leafLength * 0.03, dir + 90))]);
  }
  sk.path(needles, { stroke: back ? darken(green, 0.25) : green, width: 1.4 });
  sk.path(sheaths, { stroke: '#b9a78a', width: 2.4 });
}

/** Broad evergreen leaves at each node: the stalk and the start of the blade, cut off. */
function drawLeafBases(sk: Sketch, plan: BudPlan, line: Pt[], green: string, rng: Rng): void {
  plan.twig.nodes.forEach((x, i) => {
    const s = i % 2 === 0 ? 1 : -1;
    const length = plan.twig.width * rng.range(4.5, 6);
    const [a, b] = leaving(plan, line, x, s, 28, length * 0.3);
    const dir = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    const half = length * 0.3;
    const end = add(b, polar(length, dir));
    sk.path(
      [
        ['M', a],
        ['L', b],
      ],
      { stroke: darken(green, 0.2), width: 2 },
    );
    sk.shape(
      [
        corner(b),
        soft(add(add(b, polar(length * 0.5, dir)), polar(half, dir - 90))),
        corner(add(end, polar(half * 1.3, dir - 90))),
        corner(add(end, polar(half * 1.3, dir + 90))),
        soft(add(add(b, polar(length * 0.5, dir)), polar(half, dir + 90))),
      ],
      { fill: green, stroke: darken(green, 0.35), width: 0.7 },
    );
    sk.path(
      [
        ['M', b],
        ['L', end],
      ],
      { stroke: lighten(green, 0.35), width: 0.6 },
    );
  });
}

/**
 * A shoot that forms no winter bud (cypresses, thujas, the Barbary thuja, monkey puzzle): the
 * leaves clothe it to its very end, where the growing point rests bare among them.
 */
export function drawBudlessShoot(sk: Sketch, plan: BudPlan, green: string, fine: Rng | undefined): void {
  if (plan.twig.leaves === 'sharp-leaves') {
    drawSharpLeafShoot(sk, plan, green);
    return;
  }
  drawScaleSprays(sk, plan, green, fine);
}

/** Monkey puzzle: hard, sharp, overlapping leaves all round a thick shoot, young ones crowding the tip. */
function drawSharpLeafShoot(sk: Sketch, plan: BudPlan, green: string): void {
  const line = centreline(plan);
  const { length, leafLength, width } = plan.twig;
  sk.band(line, width, width * 0.6, { fill: darken(green, 0.15), stroke: darken(green, 0.45), width: 0.8 });
  const leaf = (x: number, s: number, l: number, shade: string) => {
    const at = twigAt(line, x);
    const base = add(at.p, polar(s * width * 0.3, at.angle + 90));
    const dir = at.angle + s * 38;
    const tip = add(base, polar(l, dir));
    sk.path(
      [['M', add(base, polar(l * 0.16, dir - 90))], ['L', tip], ['L', add(base, polar(l * 0.16, dir + 90))], ['Z']],
      { fill: shade, stroke: darken(shade, 0.4), width: 0.6 },
    );
  };
  const step = leafLength * 0.3;
  for (let x = step * 0.5, i = 0; x < length; x += step, i++) {
    const young = Math.max(0.45, 1 - Math.max(0, x - length * 0.7) / length);
    leaf(x, i % 2 === 0 ? 1 : -1, leafLength * young, green);
    leaf(x + step * 0.5, 0, leafLength * young * 0.6, lighten(green, 0.12));
  }
}

/** Male catkins hanging from near the tip, as hazel, alders and birches carry them all winter. */
export function drawCatkins(sk: Sketch, plan: BudPlan, colour: string): void {
  const line = centreline(plan);
  for (let i = 0; i < plan.catkins; i++) {
    const x = plan.twig.length * (0.72 + 0.09 * i);
    const at = twigAt(line, x);
    const base = add(at.p, polar(halfWidth(plan, x), at.angle + 90));
    const l = plan.twig.length * 0.32;
    const dir = at.angle + 150 - i * 12;
    const body: Pt[] = [base, add(base, polar(l * 0.5, dir - 4)), add(base, polar(l, dir + 6))];
    sk.band(body, plan.twig.width * 0.9, plan.twig.width * 0.6, {
      fill: colour,
      stroke: darken(colour, 0.35),
      width: 0.6,
    });
    const rings: Seg[] = [];
    for (let t = 0.15; t < 0.95; t += 0.12) {
      const c = add(base, polar(l * t, dir));
      rings.push(
        ['M', add(c, polar(plan.twig.width * 0.35, dir + 90))],
        ['Q', add(c, polar(1, dir + 180)), add(c, polar(plan.twig.width * 0.35, dir - 90))],
      );
    }
    sk.path(rings, { stroke: darken(colour, 0.3), width: 0.5 });
  }
}
