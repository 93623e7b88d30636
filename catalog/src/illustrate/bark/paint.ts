import type { Species } from '../../schema.ts';
import type { BARK_INNER_COLOURS } from '../../traits.ts';
import { darken, lighten, mix, nudge } from '../colour.ts';
import type { Rng } from '../random.ts';

type Bark = Species['traits']['bark'];
type BarkColour = Bark['colour'];
type InnerColour = (typeof BARK_INNER_COLOURS)[number];

/** The colours one trunk is painted in. */
export type BarkPaint = {
  base: string;
  /** The shadow in the cracks. */
  crack: string;
  /** Lit ridge edges. */
  light: string;
  /** Colours in the cracks or under fallen flakes (empty: the cracks are only shadow). */
  inner: string[];
};

/** Surface, crack and ridge-edge tones for each colour word. */
const PALETTES: Record<BarkColour, [string, string, string]> = {
  white: ['#e8e4d8', '#3b3733', '#f8f6ee'],
  silver: ['#b9bbb4', '#66685f', '#dcddd6'],
  grey: ['#96918a', '#514c45', '#bab5aa'],
  'dark-grey': ['#67635c', '#2f2c28', '#8d887e'],
  brown: ['#7d5f46', '#3f2d1d', '#a08062'],
  'red-brown': ['#8c4d37', '#4a2315', '#ad6e55'],
  orange: ['#c27d46', '#6f3c1e', '#dda36d'],
  olive: ['#7e7b53', '#45432a', '#a29e76'],
  'purple-brown': ['#6d4a4e', '#37252a', '#8e6b6e'],
  black: ['#3e3a38', '#191716', '#5d5855'],
};

const INNER: Record<InnerColour, string> = {
  cream: '#e3dcc0',
  green: '#a9b27a',
  olive: '#8f8f5c',
  orange: '#c8773a',
  pink: '#b99488',
  'red-brown': '#8e3f26',
  'purple-red': '#8a3a4a',
};

const TINGES: Record<NonNullable<Bark['tinge']>, string> = {
  brown: '#7a5a3c',
  green: '#7f8a5a',
  pink: '#b07f78',
  purple: '#6e4a66',
};

/** The record's colour word, shaded and tinged as its words say. */
function surfaceOf(bark: Bark): string {
  const [base] = PALETTES[bark.colour];
  const tinged = bark.tinge ? mix(base, TINGES[bark.tinge], 0.3) : base;
  if (bark.shade === 'pale') return lighten(tinged, 0.22);
  return bark.shade === 'dark' ? darken(tinged, 0.25) : tinged;
}

/** A specimen's paint: the record's colour, a little lighter or darker per tree. */
export function paintOf(bark: Bark, rng: Rng): BarkPaint {
  const [, crack, light] = PALETTES[bark.colour];
  const inner: readonly InnerColour[] = bark.inner ?? [];
  return {
    base: nudge(surfaceOf(bark), rng, 0.04),
    crack,
    light,
    inner: inner.map((word) => nudge(INNER[word], rng, 0.05)),
  };
}

/** The colour at the bottom of a crack: the inner colour if there is one, dimmed by shadow. */
export const crackColour = (paint: BarkPaint, depth: number): string =>
  paint.inner[0] && paint.inner.length === 1
    ? mix(paint.inner[0], paint.crack, 0.35)
    : mix(paint.base, paint.crack, 0.35 + depth * 0.65);

export const shade = (c: string, t: number): string => (t < 0 ? darken(c, -t) : lighten(c, t));
