import { darken, lighten } from '../colour.ts';
import { add, type Pt, polar } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import { drawBundles, drawSingleNeedles } from './needles.ts';
import type { BudPlan } from './plan.ts';
import { drawScaleSprays } from './sprays.ts';
import { centreline, halfWidth, twigAt } from './twig.ts';
import { drawTwigLeaves } from './twig-leaves.ts';

/** The hard brown point of a monkey puzzle leaf. */
const SPINE = '#7a5a3a';

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
export function drawFoliage(
  sk: Sketch,
  plan: BudPlan,
  layer: 'back' | 'front',
  green: string,
  rng: Rng,
  fine: Rng | undefined,
): void {
  const line = centreline(plan);
  const { leaves, leafLength, length } = plan.twig;
  const segs: Seg[] = [];
  const needle = (x: number, s: 1 | -1, lean: number, l: number) => {
    const [a, b] = leaving(plan, line, x, s, lean, l);
    segs.push(['M', a], ['L', b]);
  };
  const back = layer === 'back';
  if (plan.needles?.kind === 'single') drawSingleNeedles(sk, plan, layer, green, fine);
  else if (plan.needles?.kind === 'bundle') drawBundles(sk, plan, layer, green);
  else if (leaves === 'needle-whorls') {
    const step = leafLength * 0.45;
    for (let x = step * 0.6; x < length - 1; x += step) {
      if (back) needle(x, 1, 20, leafLength * 0.55);
      else for (const s of [1, -1] as const) needle(x, s, 35, leafLength);
    }
    sk.path(segs, { stroke: back ? darken(green, 0.2) : green, width: 1.5 });
  } else if (leaves === 'leaves' && back) drawTwigLeaves(sk, plan, green, rng, fine);
}

/**
 * A shoot that forms no winter bud (cypresses, thujas, the Barbary thuja, monkey puzzle): the
 * leaves clothe it to its very end, where the growing point rests bare among them.
 */
export function drawBudlessShoot(sk: Sketch, plan: BudPlan, green: string, fine: Rng | undefined): void {
  if (plan.twig.leaves === 'sharp-leaves') {
    drawSharpLeafShoot(sk, plan, green, fine);
    return;
  }
  drawScaleSprays(sk, plan, green, fine);
}

/**
 * Monkey puzzle: hard, sharp, overlapping leaves all round a thick shoot, young ones crowding the
 * tip. Close up, each leaf shows its many fine parallel veins and its brown spine of a tip.
 */
function drawSharpLeafShoot(sk: Sketch, plan: BudPlan, green: string, fine: Rng | undefined): void {
  const line = centreline(plan);
  const { length, leafLength, width } = plan.twig;
  sk.band(line, width, width * 0.6, { fill: darken(green, 0.15), stroke: darken(green, 0.45), width: 0.8 });
  const leaf = (x: number, s: number, l: number, shade: string) => {
    const at = twigAt(line, x);
    const base = add(at.p, polar(s * width * 0.3, at.angle + 90));
    const dir = at.angle + s * 38;
    const tip = add(base, polar(l, dir));
    const half = l * 0.16;
    sk.path([['M', add(base, polar(half, dir - 90))], ['L', tip], ['L', add(base, polar(half, dir + 90))], ['Z']], {
      fill: shade,
      stroke: darken(shade, 0.4),
      width: 0.6,
    });
    if (!fine) return;
    // The veins run from the broad base and close in on the tip, as the leaf narrows.
    const veins: Seg[] = [];
    const n = fine.int(4, 6);
    for (let i = 1; i <= n; i++) {
      const off = (i / (n + 1) - 0.5) * 2 * half * 0.85;
      const from = add(add(base, polar(l * 0.04, dir)), polar(off, dir + 90));
      const reach = fine.range(0.78, 0.88);
      veins.push(['M', from], ['L', add(add(base, polar(l * reach, dir)), polar(off * (1 - reach), dir + 90))]);
    }
    // Each leaf over the last, so a leaf's veins go with it and hide under the next.
    sk.path(veins, { stroke: darken(shade, 0.22), width: 0.3 });
    sk.path(
      [
        ['M', add(base, polar(l * 0.9, dir))],
        ['L', tip],
      ],
      { stroke: SPINE, width: 0.9 },
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
