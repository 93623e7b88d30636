import type { Species } from '../../schema.ts';
import { darken, lighten, nudge, PAPER } from '../colour.ts';
import type { DrawSlot } from '../drawing.ts';
import type { Pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, Sketch, soft } from '../sketch.ts';
import { mapItems } from '../svg.ts';
import { crownOutlines, crownProfile } from './crown.ts';
import { addDetail, insideCrown } from './detail.ts';
import { drawFigure } from './figure.ts';
import { frameTree } from './frame.ts';
import { barkColour, foliageColour, GROUND, twigColour } from './palette.ts';
import { type FormPlan, planForm } from './plan.ts';
import { type Limb, limbs, stems, trunkWidth } from './wood.ts';

export { type FormPlan, planForm } from './plan.ts';

/**
 * The whole tree at a distance (issue 15): its crown's shape, how open it is, the trunk and the
 * main limbs, in the colour its foliage shows from afar, or bare in winter for a deciduous tree now
 * and then. A 1.7 m figure stands by it for size. Drawn in metres from planForm's plan, so the
 * picture is the plan the tests check.
 */
export const drawForm: DrawSlot = (species, rng, { detail, season }) => {
  const plan = planForm(species, rng, season);
  const shape = rng.fork('shape');
  const { outlines, sharp } = crownOutlines(plan, shape);
  const wood = stems(plan, shape);
  const main = limbs(plan, shape, wood, plan.winter ? 4 : 2);
  const bark = barkColour(species.traits.bark.colour);
  const tree = new Sketch();
  drawWood(tree, wood, bark, upperBark(species, bark));
  if (plan.flaredBase) drawFlare(tree, plan, bark);
  if (plan.winter) drawBare(tree, plan, outlines, main, bark);
  else drawCrown(tree, plan, shape, outlines, sharp, main, bark);
  if (detail === 'high') addDetail(tree, plan, rng.fork('detail'), { outlines, wood, bark });

  const lean = Math.tan((plan.lean * Math.PI) / 180);
  const sk = new Sketch();
  const ground = plan.crownWidthM * 0.55;
  sk.shape([corner({ x: -ground, y: 0 }), soft({ x: 0, y: plan.heightM * 0.012 }), corner({ x: ground, y: 0 })], {
    fill: GROUND,
  });
  sk.items.push(...mapItems(tree.items, (p) => ({ x: p.x - p.y * lean, y: p.y }), 1, 0));
  drawFigure(sk, figureX(plan, shape));
  return { items: frameTree(sk.items, plan.heightM) };
};

/** Scots pine's upper trunk and limbs glow orange above the grey-brown base. */
const upperBark = (species: Species, bark: string): string =>
  species.traits.bark.features?.includes('orange-upper') ? '#c27a44' : bark;

function centreline(limb: Limb, steps = 4): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const s = i / steps;
    const u = 1 - s;
    return {
      x: u * u * limb.from.x + 2 * u * s * limb.bend.x + s * s * limb.to.x,
      y: u * u * limb.from.y + 2 * u * s * limb.bend.y + s * s * limb.to.y,
    };
  });
}

function drawWood(sk: Sketch, wood: Limb[], bark: string, upper: string): void {
  wood.forEach((limb, i) => {
    sk.band(centreline(limb), limb.w0, limb.w1, { fill: i === 0 || wood.length < 3 ? bark : upper });
  });
  if (upper !== bark) {
    const trunk = wood[0] as Limb;
    const line = centreline(trunk, 8).slice(4);
    sk.band(line, (trunk.w0 + trunk.w1) / 2, trunk.w1, { fill: upper });
  }
}

/** A crown in leaf: one mass, shaded below and lit above; an open one shows sky and limbs through it. */
function drawCrown(
  sk: Sketch,
  plan: FormPlan,
  rng: Rng,
  outlines: Pt[][],
  sharp: boolean,
  main: Limb[],
  bark: string,
): void {
  const leaves = nudge(foliageColour(plan), rng, 0.04);
  const node = sharp ? corner : soft;
  for (const outline of outlines) sk.shape(outline.map(node), { fill: leaves });
  for (const outline of outlines)
    sk.shape(shrunk(outline, 0.74, 0.07, 0.06).map(node), { fill: darken(leaves, 0.28), opacity: 0.5 });
  if (plan.density === 'open') {
    const holes = rng.int(4, 7);
    for (let i = 0; i < holes; i++) {
      const c = insideCrown(outlines, rng, 0.75);
      const r = plan.crownWidthM * rng.range(0.035, 0.07);
      sk.ellipse(c, r * 1.3, r, rng.range(-20, 20), { fill: PAPER, opacity: 0.75 });
    }
    for (const limb of main)
      sk.band(centreline(limb), limb.w0, limb.w1, { fill: bark, opacity: plan.conifer ? 0.4 : 0.65 });
  }
  for (const outline of outlines)
    sk.shape(shrunk(outline, 0.42, -0.12, -0.14).map(soft), { fill: lighten(leaves, 0.2), opacity: 0.45 });
  if (plan.branching === 'pendulous') drawCurtain(sk, plan, rng, leaves);
  if (plan.top === 'nodding') drawNoddingLeader(sk, plan, leaves);
  if (plan.foliage === 'silvery') {
    for (let i = 0; i < 14; i++)
      sk.circle(insideCrown(outlines, rng, 0.9), plan.crownWidthM * 0.03, { fill: '#e2e6da', opacity: 0.7 });
  }
}

/** The leading shoot bent over at the tip, as a hemlock's or a Lawson cypress's is. */
function drawNoddingLeader(sk: Sketch, plan: FormPlan, leaves: string): void {
  const h = plan.heightM;
  const side = -plan.figureSide;
  sk.spike(
    { x: 0, y: -h * 0.93 },
    { x: side * h * 0.012, y: -h * 1.01 },
    { x: side * h * 0.045, y: -h * 0.975 },
    h * 0.014,
    {
      fill: leaves,
    },
  );
}

/** A giant sequoia's or western red cedar's bole, swelling out and fluted where it meets the ground. */
function drawFlare(sk: Sketch, plan: FormPlan, bark: string): void {
  const w = trunkWidth(plan) / 2;
  const rise = plan.heightM * 0.07;
  sk.shape(
    [
      corner({ x: -w * 2.1, y: 0 }),
      soft({ x: -w * 1.15, y: -rise * 0.35 }),
      corner({ x: -w * 0.9, y: -rise }),
      corner({ x: w * 0.9, y: -rise }),
      soft({ x: w * 1.15, y: -rise * 0.35 }),
      corner({ x: w * 2.1, y: 0 }),
    ],
    { fill: bark },
  );
  for (const across of [-0.5, 0.4])
    sk.quad(
      { x: across * w * 1.6, y: 0 },
      { x: across * w * 1.1, y: -rise * 0.5 },
      { x: across * w, y: -rise * 1.3 },
      {
        stroke: darken(bark, 0.35),
        width: 1,
      },
    );
}

/** A weeping crown's hanging shoots: long streaks falling to the crown's ragged lower edge. */
function drawCurtain(sk: Sketch, plan: FormPlan, rng: Rng, leaves: string): void {
  const half = plan.crownWidthM / 2;
  const strands = rng.int(14, 20);
  for (let i = 0; i < strands; i++) {
    const x = rng.range(-1, 1) * half * 0.8;
    const top = -(plan.crownBaseM + (plan.heightM - plan.crownBaseM) * rng.range(0.45, 0.8));
    const bottom = -plan.crownBaseM * rng.range(0.6, 1.1);
    const style = { fill: i % 2 ? darken(leaves, 0.3) : lighten(leaves, 0.25), opacity: 0.6 };
    sk.spike({ x, y: top }, { x: x * 1.04, y: (top + bottom) / 2 }, { x: x * 1.06, y: bottom }, half * 0.05, style);
  }
}

/** A bare winter crown: the limbs and twigs drawn out, with the haze of fine shoots between. */
function drawBare(sk: Sketch, plan: FormPlan, outlines: Pt[][], main: Limb[], bark: string): void {
  const twig = twigColour(bark);
  for (const outline of outlines)
    sk.shape(outline.map(soft), { fill: twig, opacity: plan.density === 'dense' ? 0.45 : 0.3 });
  // Limbs under about 2 px across are drawn as lines: as tapering bands they cost many points
  // and show no more.
  const thinnest = plan.heightM * 0.011;
  for (const limb of main) {
    if (limb.w0 > thinnest) sk.band(centreline(limb), limb.w0, limb.w1, { fill: bark });
    else
      sk.quad(limb.from, limb.bend, limb.to, { stroke: darken(twig, 0.15), width: limb.w0 > thinnest / 2 ? 1.3 : 0.8 });
  }
}

/** The outline shrunk towards its middle and moved by a share of its size: a shadow or a lit side. */
function shrunk(outline: Pt[], k: number, dx: number, dy: number): Pt[] {
  const xs = outline.map((p) => p.x);
  const ys = outline.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const c = { x: (x0 + x1) / 2 + dx * (x1 - x0), y: (y0 + y1) / 2 + dy * (y1 - y0) };
  return outline.map((p) => ({ x: c.x + (p.x - (x0 + x1) / 2) * k, y: c.y + (p.y - (y0 + y1) / 2) * k }));
}

/**
 * Where the figure stands: by the trunk when there is head room under the crown, else just beyond
 * the crown's skirt.
 */
function figureX(plan: FormPlan, rng: Rng): number {
  const clear = plan.crownBaseM > 2.4 && plan.stems === 1;
  const skirt = crownProfile(plan, 0) * (plan.crownWidthM / 2);
  const away = clear ? plan.heightM * 0.034 + rng.range(0.8, 1.6) : skirt + rng.range(0.5, 1.2);
  return plan.figureSide * away;
}
