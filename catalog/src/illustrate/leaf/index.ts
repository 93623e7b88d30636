import type { Species } from '../../schema.ts';
import type { Rng } from '../random.ts';
import { Sketch } from '../sketch.ts';
import { fitItems, type Item } from '../svg.ts';
import { drawCompoundLeaf } from './compound.ts';
import { bladeDesign, leafPaint } from './design.ts';
import { drawNeedles } from './needles.ts';
import { drawScales } from './scales.ts';
import { drawLeafyShoot } from './shoot.ts';
import { drawSimpleLeaf } from './simple.ts';

/** The leaf plate: one leaf (simple or compound), or a piece of shoot for needles, scales and yew-like leaves. */
export function drawLeaf(species: Species, rng: Rng): Item[] {
  const leaf = species.traits.leaf;
  const text = species.descriptions.leaf;
  const sk = new Sketch();
  const paint = leafPaint(species, rng.fork('paint'));
  const design = bladeDesign(leaf, text, rng.fork('design'));
  const draw = rng.fork('draw');
  let lean: number;
  if (leaf.shape === 'needle') {
    drawNeedles(sk, leaf, text, paint, draw);
    lean = rng.range(30, 50);
  } else if (leaf.shape === 'scale') {
    drawScales(sk, leaf, paint, draw);
    lean = rng.range(25, 45);
  } else if (leaf.compound !== 'simple') {
    drawCompoundLeaf(sk, leaf, design, paint, draw);
    lean = leaf.compound === 'pinnate' || leaf.compound === 'bipinnate' ? rng.range(28, 42) : rng.range(0, 10);
  } else if (
    leaf.arrangement === 'spiral' ||
    (leaf.shape === 'linear' && leaf.arrangement !== 'alternate' && leaf.arrangement !== 'opposite')
  ) {
    drawLeafyShoot(sk, design, paint, draw);
    lean = rng.range(30, 48);
  } else {
    drawSimpleLeaf(sk, leaf, design, paint, text, draw);
    lean = design.aspect < 0.35 ? rng.range(22, 38) : rng.range(4, 16);
  }
  return fitItems(sk.items, -90 + (rng.chance(0.5) ? lean : -lean), 12);
}
