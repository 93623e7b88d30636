import type { Species } from '../../schema.ts';
import { darken } from '../colour.ts';
import type { DrawSlot } from '../drawing.ts';
import type { Pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { corner, Sketch, soft } from '../sketch.ts';
import { mapItems, type Seg } from '../svg.ts';
import { crownOutlines, crownProfile } from './crown.ts';
import { addDetail, insideCrown } from './detail.ts';
import { drawFigure } from './figure.ts';
import { drawCrown } from './foliage.ts';
import { frameTree } from './frame.ts';
import { barkColour, foliageColour, GROUND, twigColour } from './palette.ts';
import { type FormPlan, planForm } from './plan.ts';
import { centreline, type Limb, limbs, stems, trunkWidth } from './wood.ts';

export { type FormPlan, planForm } from './plan.ts';

/**
 * The whole tree at a distance (docs/pictures.md): its crown's shape, how open it is, the trunk and the
 * main limbs, in the colour its foliage shows from afar, or bare in winter for a deciduous tree now
 * and then. A 1.7 m figure stands by it for size. Drawn in metres from planForm's plan, so the
 * picture is the plan the tests check.
 */
export const drawForm: DrawSlot = (species, rng, { detail, season }) => {
  const plan = planForm(species, rng, season);
  const shape = rng.fork('shape');
  const crown = crownOutlines(plan, shape);
  const { outlines } = crown;
  const wood = stems(plan, shape);
  const main = limbs(plan, shape, wood, plan.winter ? 4 : 2);
  const bark = barkColour(species.traits.bark.colour);
  const upper = upperBark(species, bark);
  const tree = new Sketch();
  drawWood(tree, wood, bark, upper);
  if (plan.flaredBase) drawFlare(tree, plan, bark);
  if (plan.winter) drawBare(tree, plan, shape, outlines, main, bark);
  else {
    drawCrown(tree, plan, shape, crown, main, upper);
    const leaves = foliageColour(plan);
    if (plan.top === 'nodding') drawNoddingLeader(tree, plan, leaves);
    if (plan.foliage === 'silvery') {
      for (let i = 0; i < 14; i++)
        tree.circle(insideCrown(outlines, shape, 0.9), plan.crownWidthM * 0.03, { fill: '#e2e6da', opacity: 0.7 });
    }
  }
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

/**
 * A bare winter crown: the limbs and twigs drawn out, over a faint haze of the finest shoots that
 * lets the branch structure show through, with a spray of fine twigs at every shoot's end.
 */
function drawBare(sk: Sketch, plan: FormPlan, rng: Rng, outlines: Pt[][], main: Limb[], bark: string): void {
  const twig = twigColour(bark);
  for (const outline of outlines)
    sk.shape(outline.map(soft), { fill: twig, opacity: plan.density === 'dense' ? 0.2 : 0.12 });
  // Limbs under about 2 px across are drawn as lines: as tapering bands they cost many points
  // and show no more.
  const thinnest = plan.heightM * 0.011;
  for (const limb of main) {
    if (limb.w0 > thinnest) sk.band(centreline(limb), limb.w0, limb.w1, { fill: bark });
    else
      sk.quad(limb.from, limb.bend, limb.to, { stroke: darken(twig, 0.15), width: limb.w0 > thinnest / 2 ? 1.3 : 0.8 });
  }
  // All the twigs as one path: hundreds of separate elements would cost far more bytes.
  const spray: Seg[] = [];
  const reach = plan.crownWidthM * 0.05;
  const forks = new Set(main.map((limb) => limb.from));
  for (const limb of main.filter((l) => !forks.has(l.to))) {
    const heading = Math.atan2(limb.to.y - limb.bend.y, limb.to.x - limb.bend.x);
    for (const turn of [-0.5, 0.5]) {
      const a = heading + turn * rng.range(0.6, 1.4);
      const length = reach * rng.range(0.6, 1.2);
      const end = { x: limb.to.x + Math.cos(a) * length, y: limb.to.y + Math.sin(a) * length };
      spray.push(['M', limb.to], ['L', end]);
    }
  }
  sk.path(spray, { stroke: darken(twig, 0.1), width: 0.5, opacity: 0.8 });
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
