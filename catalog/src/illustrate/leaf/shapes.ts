import type { LEAF_SHAPES } from '../../traits.ts';

export type LeafShape = (typeof LEAF_SHAPES)[number];

/**
 * Half a blade outline per shape word, from the stalk (0, 0) to the tip (1, 0), with the
 * half-width normalised to 1; `aspect` is the range of width / length to draw it at.
 * Sharp points stay corners; the others are joined by smooth curves.
 */
type Outline = { pts: [number, number, 1?][]; aspect: [number, number]; roundTip?: boolean };

export const OUTLINES: Record<LeafShape, Outline> = {
  needle: {
    pts: [
      [0, 0, 1],
      [0.04, 0.8],
      [0.5, 1],
      [0.85, 0.7],
      [1, 0, 1],
    ],
    aspect: [0.06, 0.09],
  },
  scale: {
    pts: [
      [0, 0, 1],
      [0.1, 0.9],
      [0.45, 1],
      [0.8, 0.6],
      [1, 0, 1],
    ],
    aspect: [0.5, 0.6],
  },
  linear: {
    pts: [
      [0, 0, 1],
      [0.03, 0.7],
      [0.12, 1],
      [0.82, 0.96],
      [0.94, 0.55],
      [1, 0, 1],
    ],
    aspect: [0.08, 0.12],
  },
  lanceolate: {
    pts: [
      [0, 0, 1],
      [0.06, 0.55],
      [0.2, 0.93],
      [0.34, 1],
      [0.55, 0.82],
      [0.76, 0.46],
      [0.91, 0.17],
      [1, 0, 1],
    ],
    aspect: [0.22, 0.3],
  },
  elliptic: {
    pts: [
      [0, 0, 1],
      [0.04, 0.42],
      [0.15, 0.8],
      [0.33, 0.98],
      [0.52, 1],
      [0.7, 0.93],
      [0.86, 0.68],
      [0.96, 0.3],
      [1, 0, 1],
    ],
    aspect: [0.44, 0.56],
  },
  ovate: {
    pts: [
      [0, 0, 1],
      [0.02, 0.5],
      [0.12, 0.88],
      [0.3, 1],
      [0.5, 0.9],
      [0.7, 0.62],
      [0.87, 0.3],
      [1, 0, 1],
    ],
    aspect: [0.55, 0.68],
  },
  obovate: {
    pts: [
      [0, 0, 1],
      [0.1, 0.28],
      [0.3, 0.6],
      [0.52, 0.88],
      [0.7, 1],
      [0.85, 0.9],
      [0.96, 0.52],
      [1, 0],
    ],
    aspect: [0.5, 0.6],
    roundTip: true,
  },
  oblong: {
    pts: [
      [0, 0, 1],
      [0.03, 0.6],
      [0.1, 0.92],
      [0.25, 1],
      [0.72, 0.99],
      [0.88, 0.86],
      [0.97, 0.5],
      [1, 0],
    ],
    aspect: [0.36, 0.44],
    roundTip: true,
  },
  cordate: {
    pts: [
      [0, 0, 1],
      [-0.07, 0.4],
      [-0.04, 0.74],
      [0.1, 0.96],
      [0.3, 1],
      [0.55, 0.84],
      [0.77, 0.5],
      [0.92, 0.17],
      [1, 0, 1],
    ],
    aspect: [0.78, 0.9],
  },
  orbicular: {
    pts: [
      [0, 0, 1],
      [-0.03, 0.42],
      [0.07, 0.8],
      [0.3, 1],
      [0.56, 0.98],
      [0.8, 0.76],
      [0.95, 0.4],
      [1, 0],
    ],
    aspect: [0.9, 1],
    roundTip: true,
  },
  deltoid: {
    pts: [
      [0, 0, 1],
      [0.01, 0.6],
      [0.07, 1],
      [0.2, 0.9],
      [0.5, 0.54],
      [0.78, 0.22],
      [1, 0, 1],
    ],
    aspect: [0.75, 0.9],
  },
  rhombic: {
    pts: [
      [0, 0, 1],
      [0.2, 0.55],
      [0.4, 0.96],
      [0.5, 0.95],
      [0.72, 0.55],
      [1, 0, 1],
    ],
    aspect: [0.6, 0.72],
  },
  // Drawn by the lobe and fan builders; these are only their envelopes.
  palmate: {
    pts: [
      [0, 0, 1],
      [-0.05, 0.6],
      [0.2, 1],
      [0.6, 0.85],
      [1, 0, 1],
    ],
    aspect: [0.9, 1.05],
  },
  fan: {
    pts: [
      [0, 0, 1],
      [0.45, 0.7],
      [0.8, 1],
      [1, 0],
    ],
    aspect: [1.3, 1.5],
  },
};
