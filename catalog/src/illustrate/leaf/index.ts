import type { Species } from '../../schema.ts';
import type { Drawing, DrawOptions } from '../drawing.ts';
import type { Rng } from '../random.ts';
import { SCALE_BAR_ROOM } from '../scale-bar.ts';
import { Sketch } from '../sketch.ts';
import { fit, type Item } from '../svg.ts';
import { drawCompoundLeaf } from './compound.ts';
import { leafPaint } from './design.ts';
import { fineMarks, ownWords } from './fine.ts';
import { drawNeedles } from './needles.ts';
import { planLeaf } from './plan.ts';
import { drawScales } from './scales.ts';
import { drawLeafyShoot } from './shoot.ts';
import { drawSimpleLeaf } from './simple.ts';
import { drawSprig } from './sprig.ts';

export { type LeafPlan, planLeaf } from './plan.ts';

/**
 * The most pixels a centimetre may take. A big leaf still fills the tile, but a small one is drawn
 * smaller, as a field guide drawn to one scale would: a crab apple's leaf beside an apple's, a
 * small-leaved lime's beside a large-leaved one's, read their size at a glance.
 */
const MOST_PX_PER_CM = 22;

/** How far the drawing reaches along +x, the way every leaf is laid out before it is turned. */
function spanX(items: Item[]): number {
  let [lo, hi] = [Infinity, -Infinity];
  for (const item of items) {
    const pts = item.kind === 'ellipse' ? [item.c] : item.d.flatMap((seg) => seg.slice(1) as { x: number }[]);
    for (const p of pts) [lo, hi] = [Math.min(lo, p.x), Math.max(hi, p.x)];
  }
  return hi - lo;
}

/**
 * The leaf plate, drawn to scale from its plan (plan.ts): one leaf (simple or compound), a sprig of
 * small leaves, or a piece of shoot for needles, scales and yew-like leaves. Each drawer returns
 * its drawing units per cm, so the scale bar can say how big the leaf really is.
 */
export function drawLeaf(species: Species, rng: Rng, options: DrawOptions): Drawing {
  const leaf = species.traits.leaf;
  const text = species.descriptions.leaf;
  const plan = planLeaf(species, rng, options.season ?? 'any');
  const sk = new Sketch();
  const paint = leafPaint(species, plan, rng.fork('paint'));
  const draw = rng.fork('draw');
  const fine = options.detail === 'high' ? { rng: rng.fork('detail'), marks: fineMarks(text) } : undefined;
  const design = plan.design;
  let lean: number;
  let unitsPerCm: number;
  if (leaf.shape === 'needle') {
    unitsPerCm = drawNeedles(sk, leaf, plan, text, paint, draw, fine?.rng);
    lean = rng.range(30, 50);
  } else if (leaf.shape === 'scale') {
    unitsPerCm = drawScales(sk, leaf, plan, paint, draw, fine && ownWords(text));
    lean = rng.range(25, 45);
  } else if (leaf.compound !== 'simple') {
    drawCompoundLeaf(sk, { ...leaf, leaflets: plan.leaflets }, design, paint, draw, fine);
    unitsPerCm = spanX(sk.items) / plan.lengthCm;
    lean = leaf.compound === 'pinnate' || leaf.compound === 'bipinnate' ? rng.range(28, 42) : rng.range(0, 10);
  } else if (
    leaf.arrangement === 'spiral' ||
    (leaf.shape === 'linear' && leaf.arrangement !== 'alternate' && leaf.arrangement !== 'opposite')
  ) {
    unitsPerCm = drawLeafyShoot(sk, design, plan, paint, draw, fine);
    lean = rng.range(30, 48);
  } else if (plan.leaves > 1) {
    unitsPerCm = drawSprig(sk, leaf, plan, paint, text, draw, fine);
    lean = rng.range(20, 40);
  } else {
    drawSimpleLeaf(sk, leaf, design, paint, text, draw, fine);
    unitsPerCm = 100 / plan.lengthCm;
    lean = design.aspect < 0.35 ? rng.range(22, 38) : rng.range(4, 16);
  }
  const turn = -90 + (rng.chance(0.5) ? lean : -lean);
  // A conifer's shoot is drawn a set length, so its needles' size already shows against it.
  const most = species.conifer ? Number.POSITIVE_INFINITY : MOST_PX_PER_CM / unitsPerCm;
  const { items, k } = fit(sk.items, turn, 12, most, SCALE_BAR_ROOM);
  return { items, pxPerCm: k * unitsPerCm };
}
