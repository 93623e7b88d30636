import sharp from 'sharp';
import { PAPER } from '../src/illustrate/colour.ts';
import { SIZE } from '../src/illustrate/svg.ts';

/** Side of the small picture two drawings are compared at: fine lines blur into tone and texture. */
const SIDE = 24;

/** A drawing as SIDE × SIDE RGB pixels, each 0 to 1. */
export async function thumbnail(svg: string): Promise<Float32Array> {
  const raw = await sharp(Buffer.from(svg)).resize(SIDE, SIDE, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  return Float32Array.from(raw, (value) => value / 255);
}

const paper = thumbnail(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="6" fill="${PAPER}"/></svg>`,
);

/** How far a pixel may be from bare paper and still count as paper (0 to 3, summed over R, G, B). */
const INK = 0.06;

/**
 * Mean absolute difference of two thumbnails over the pixels either one draws on, 0 (the same) to
 * 1. Pixels both leave as paper are no likeness: a slender twig on a mostly empty tile would
 * otherwise look like any other twig. For a full-tile picture (bark) it is the plain mean.
 */
export async function pictureDistance(a: Float32Array, b: Float32Array): Promise<number> {
  const blank = await paper;
  let sum = 0;
  let inked = 0;
  for (let i = 0; i < a.length; i += 3) {
    let difference = 0;
    let fromPaperA = 0;
    let fromPaperB = 0;
    for (let c = i; c < i + 3; c++) {
      const [x, y, p] = [a[c] ?? 0, b[c] ?? 0, blank[c] ?? 0];
      difference += Math.abs(x - y);
      fromPaperA += Math.abs(x - p);
      fromPaperB += Math.abs(y - p);
    }
    sum += difference;
    if (fromPaperA > INK || fromPaperB > INK) inked += 3;
  }
  return sum / Math.max(inked, 3);
}
