import sharp from 'sharp';

/** Side of the small picture two drawings are compared at: fine lines blur into tone and texture. */
const SIDE = 24;

/** A drawing as SIDE × SIDE RGB pixels, each 0 to 1. */
export async function thumbnail(svg: string): Promise<Float32Array> {
  const raw = await sharp(Buffer.from(svg)).resize(SIDE, SIDE, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  return Float32Array.from(raw, (value) => value / 255);
}

/** Mean absolute difference of two thumbnails, 0 (the same) to 1. */
export function pictureDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
}
