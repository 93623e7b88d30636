import type { Species } from '../../schema.ts';
import type { BARK_COLOURS, BARK_TEXTURES } from '../../traits.ts';
import { darken, nudge } from '../colour.ts';
import { pt } from '../geometry.ts';
import type { Rng } from '../random.ts';
import { Sketch } from '../sketch.ts';
import { type Item, mapItems } from '../svg.ts';
import { type BarkPaint, BOX, clampToBox } from './box.ts';
import { scaly } from './flakes.ts';
import { fibrous, fissured, furrowed, lenticelled, papery, smooth } from './lines.ts';
import { corky, peeling, plated } from './pieces.ts';

type BarkTexture = (typeof BARK_TEXTURES)[number];
type BarkColour = (typeof BARK_COLOURS)[number];

/** Base, crack and ridge tones for each colour word. */
const PALETTES: Record<BarkColour, [string, string, string]> = {
  white: ['#e6e2d6', '#3b3733', '#f8f6ee'],
  silver: ['#c2c3ba', '#6c6e68', '#e0e1da'],
  grey: ['#9b968b', '#5b564e', '#bfbaaf'],
  'dark-grey': ['#69655e', '#35322e', '#8d887e'],
  brown: ['#7d5f46', '#44311f', '#a08062'],
  'red-brown': ['#8c4d37', '#4d2517', '#ad6e55'],
  orange: ['#c27d46', '#774222', '#dda36d'],
  olive: ['#7e7b53', '#48462c', '#a29e76'],
  'purple-brown': ['#6d4a4e', '#3a272a', '#8e6b6e'],
  black: ['#3e3a38', '#1b1918', '#5d5855'],
};

const TEXTURES: Record<BarkTexture, (sk: Sketch, c: BarkPaint, rng: Rng) => void> = {
  smooth,
  fissured,
  furrowed,
  scaly,
  plated,
  peeling,
  papery,
  lenticelled,
  fibrous,
  corky,
};

/** A rectangle of trunk: the texture in the colour's palette, shaded at the sides like a cylinder. */
export function drawBark(species: Species, rng: Rng): Item[] {
  const { texture, colour } = species.traits.bark;
  const [base, dark, light] = PALETTES[colour];
  const c: BarkPaint = { base: nudge(base, rng, 0.07), dark, light };
  const sk = new Sketch();
  const frame = [pt(BOX.x0, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x0, BOX.y1)];
  sk.poly(frame, { fill: c.base }, true);
  TEXTURES[texture](sk, c, rng.fork(texture));
  // Darker towards both sides, so the swatch reads as the curved face of a trunk.
  for (let i = 0; i < 5; i++) {
    const w = (BOX.x1 - BOX.x0) * (0.2 - i * 0.035);
    const style = { fill: '#000000', opacity: 0.06 };
    sk.poly([pt(BOX.x0, BOX.y0), pt(BOX.x0 + w, BOX.y0), pt(BOX.x0 + w, BOX.y1), pt(BOX.x0, BOX.y1)], style, true);
    sk.poly([pt(BOX.x1 - w, BOX.y0), pt(BOX.x1, BOX.y0), pt(BOX.x1, BOX.y1), pt(BOX.x1 - w, BOX.y1)], style, true);
  }
  const glint = BOX.x0 + (BOX.x1 - BOX.x0) * 0.3;
  sk.poly(
    [pt(glint, BOX.y0), pt(glint + 26, BOX.y0), pt(glint + 26, BOX.y1), pt(glint, BOX.y1)],
    { fill: '#ffffff', opacity: 0.08 },
    true,
  );
  sk.poly(frame, { stroke: darken(c.dark, 0.1), width: 1.2 }, true);
  return mapItems(sk.items, clampToBox, 1, 0);
}
