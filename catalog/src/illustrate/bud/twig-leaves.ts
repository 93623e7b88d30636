import type { Species } from '../../schema.ts';
import { darken, lighten } from '../colour.ts';
import { add, place, polar, pt } from '../geometry.ts';
import { bladeDesign } from '../leaf/design.ts';
import { withMargin } from '../leaf/margin.ts';
import { type BladeDesign, halfOutline } from '../leaf/outline.ts';
import type { Rng } from '../random.ts';
import { corner, type Node, type Sketch } from '../sketch.ts';
import type { Seg } from '../svg.ts';
import type { BudPlan } from './plan.ts';
import { centreline, halfWidth, twigAt } from './twig.ts';

/**
 * An evergreen broadleaf's leaf as its winter twig carries it: the record's own blade (its shape,
 * margin, tip and base, a holly's spines, an olive's narrow lance), at true length, drawn whole or
 * cut across where it would run far past the twig.
 */
export type TwigLeaf = { design: BladeDesign; lengthMm: number; opposite: boolean };

/** The leaf an evergreen broadleaf's twig carries in winter; undefined for any other twig. */
export function planTwigLeaf(species: Species, rng: Rng): TwigLeaf | undefined {
  const { leaf, bud } = species.traits;
  if (bud.twig.leaves !== 'leaves') return undefined;
  const [shortest, longest] = leaf.length_cm;
  const lengthCm = rng.range(shortest, shortest + (longest - shortest) * 0.7);
  const design = bladeDesign(leaf, species.descriptions.leaf, rng.fork('design'), {
    tip: leaf.tip,
    base: leaf.base,
    lengthCm: leaf.compound === 'simple' ? lengthCm : undefined,
  });
  return {
    design,
    lengthMm: lengthCm * 10,
    opposite: bud.arrangement === 'opposite' || leaf.arrangement === 'opposite',
  };
}

/** A leaf up to this long (mm) is drawn whole, however short its twig. */
const ROOM_MM = 40;

const mirror = (n: Node): Node => ({ p: pt(n.p.x, -n.p.y), sharp: n.sharp });

/** Half-width of a half outline at x (blade units), read off its points. */
function halfAt(nodes: Node[], x: number): number {
  for (let i = 1; i < nodes.length; i++) {
    const a = (nodes[i - 1] as Node).p;
    const b = (nodes[i] as Node).p;
    if ((a.x - x) * (b.x - x) <= 0 && a.x !== b.x) return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  }
  return 0;
}

/** A half outline up to x = cut (blade units), ending on the cut. */
function upTo(nodes: Node[], cut: number): Node[] {
  if (cut >= 100) return nodes;
  const kept = nodes.filter((n) => n.p.x <= cut);
  return [...kept, corner(pt(cut, halfAt(nodes, cut)))];
}

/**
 * The twig's leaves, one at each node (two where they are opposite), each on its short stalk,
 * leaning forward, at true size: cut across where longer than the twig has room for, so the buds
 * still show. Its margin is the record's: a holly's wavy spines, a cork oak's teeth.
 */
export function drawTwigLeaves(sk: Sketch, plan: BudPlan, green: string, rng: Rng, fine: Rng | undefined): void {
  const leaf = plan.leaf;
  if (!leaf) return;
  const line = centreline(plan);
  const half = halfOutline(leaf.design);
  const right = withMargin(half, leaf.design, rng.fork('right'), 1);
  const left = withMargin(half, leaf.design, rng.fork('left'), 1, half.other).map(mirror);
  // Room for a leaf beside the twig: about the twig's length, or 4 cm; a longer leaf is drawn cut across.
  const cut = Math.min(100, (100 * Math.max(plan.twig.length * 0.85, ROOM_MM)) / leaf.lengthMm);
  const outline = [...upTo(right, cut), ...upTo(left, cut).slice(1).reverse()];
  const k = leaf.lengthMm / 100;
  const stalk = Math.max(1.5, leaf.lengthMm * 0.06);
  const veins: Seg[] = [];
  const stalks: Seg[] = [];
  const sideVeins: Seg[] = [];
  plan.twig.nodes.forEach((x, i) => {
    const at = twigAt(line, x);
    for (const s of leaf.opposite ? ([1, -1] as const) : [i % 2 === 0 ? 1 : -1]) {
      const from = add(at.p, polar(halfWidth(plan, x) * 0.8, at.angle + 90 * s));
      const dir = at.angle + s * rng.range(38, 55);
      const base = add(from, polar(stalk, dir));
      stalks.push(['M', from], ['L', base]);
      const where = { at: base, angle: dir, k };
      sk.shape(
        outline.map((n) => ({ ...n, p: place(n.p, where) })),
        { fill: green, stroke: darken(green, 0.4), width: 0.7 },
      );
      veins.push(['M', base], ['L', place(pt(Math.min(cut, 97), 0), where)]);
      // Close up, the side veins leaving the midrib, stopping short of the edge.
      if (fine)
        for (let v = 14; v < Math.min(cut, 90); v += 13)
          for (const side of [1, -1]) {
            const reach = halfAt(right, v + 8) * 0.7;
            sideVeins.push(['M', place(pt(v, 0), where)], ['L', place(pt(v + 9, side * reach), where)]);
          }
    }
  });
  sk.path(stalks, { stroke: darken(green, 0.2), width: 1.6 });
  sk.path(veins, { stroke: lighten(green, 0.3), width: 0.6 });
  if (sideVeins.length > 0) sk.path(sideVeins, { stroke: lighten(green, 0.22), width: 0.35 });
}
