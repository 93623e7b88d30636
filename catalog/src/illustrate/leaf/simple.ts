import { pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import type { Sketch } from '../sketch.ts';
import { drawBlade, drawStalk, type LeafPaint } from './blade.ts';
import { firstSentence, type LeafTraits } from './design.ts';
import type { Fine } from './fine.ts';
import type { BladeDesign } from './outline.ts';

/** How long the stalk is, as a fraction of the blade, from the words the description uses. */
export function stalkLength(d: BladeDesign, description: string, rng: Rng): number {
  const text = firstSentence(description).toLowerCase();
  if (/(no|short|without a) stalk|stalkless|sessile/.test(text)) return rng.range(0.03, 0.07);
  if (/long[a-z ,-]{0,20}stalk/.test(text)) return rng.range(0.38, 0.55);
  if (d.shape === 'palmate' || d.shape === 'fan' || d.lobing === 'palmate') return rng.range(0.35, 0.55);
  if (d.shape === 'cordate' || d.shape === 'orbicular' || d.shape === 'deltoid') return rng.range(0.22, 0.4);
  return rng.range(0.08, 0.22);
}

/** One simple leaf pointing along +x from its stalk; a spur shoot at the base for tufted leaves. */
export function drawSimpleLeaf(
  sk: Sketch,
  leaf: LeafTraits,
  d: BladeDesign,
  paint: LeafPaint,
  description: string,
  rng: Rng,
  fine?: Fine,
): void {
  const stalk = 100 * stalkLength(d, description, rng);
  const bend = rng.range(-0.12, 0.12);
  if (leaf.arrangement === 'clustered' || leaf.arrangement === 'fascicled') {
    const bark = '#7d6a55';
    sk.band([pt(-stalk - 22, 4), pt(-stalk - 8, 1), pt(-stalk + 1, 0)], 9, 8, {
      fill: bark,
      stroke: '#54473a',
      width: 0.8,
    });
    for (const x of [-stalk - 17, -stalk - 11, -stalk - 5]) {
      sk.quad(pt(x, -4), pt(x + 1.5, 0), pt(x, 4), { stroke: '#54473a', width: 0.6 });
    }
  }
  drawStalk(sk, pt(-stalk, 0), pt(0.5, 0), bend, 2.6, paint.stalk);
  drawBlade(
    sk,
    d,
    paint,
    rng.fork('blade'),
    { at: pt(0, 0), angle: 0, k: 1 },
    {
      toothScale: 1,
      detail: true,
      lines: [1, 1.4, 0.7],
      flap: true,
      fine,
    },
  );
}
