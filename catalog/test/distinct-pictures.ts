import sharp from 'sharp';
import { PAPER } from '../src/illustrate/colour.ts';
import { SIZE } from '../src/illustrate/svg.ts';

/** Side of the small picture two drawings are compared at: fine lines blur into tone and texture. */
const SIDE = 24;

/** A drawing as SIDE × SIDE RGB pixels, each 0 to 1, and which of them it draws on. */
export type Thumbnail = { rgb: Float32Array; inked: boolean[] };

/** How far a pixel may be from bare paper and still count as paper (0 to 3, summed over R, G, B). */
const INK = 0.06;

async function pixels(svg: string): Promise<Float32Array> {
  const raw = await sharp(Buffer.from(svg)).resize(SIDE, SIDE, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  return Float32Array.from(raw, (value) => value / 255);
}

const paper = pixels(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" rx="6" fill="${PAPER}"/></svg>`,
);

export async function thumbnail(svg: string): Promise<Thumbnail> {
  const [rgb, blank] = await Promise.all([pixels(svg), paper]);
  const inked = Array.from({ length: rgb.length / 3 }, (_, i) => {
    let fromPaper = 0;
    for (let c = 3 * i; c < 3 * i + 3; c++) fromPaper += Math.abs((rgb[c] ?? 0) - (blank[c] ?? 0));
    return fromPaper > INK;
  });
  return { rgb, inked };
}

/**
 * Mean absolute difference of two thumbnails over the pixels either one draws on, 0 (the same) to
 * 1. Pixels both leave as paper are no likeness: a slender twig on a mostly empty tile would
 * otherwise look like any other twig. For a full-tile picture (bark) it is the plain mean.
 */
export function pictureDistance(a: Thumbnail, b: Thumbnail): number {
  let sum = 0;
  let inked = 0;
  for (let i = 0; i < a.inked.length; i++) {
    for (let c = 3 * i; c < 3 * i + 3; c++) sum += Math.abs((a.rgb[c] ?? 0) - (b.rgb[c] ?? 0));
    if (a.inked[i] || b.inked[i]) inked += 3;
  }
  return sum / Math.max(inked, 3);
}
