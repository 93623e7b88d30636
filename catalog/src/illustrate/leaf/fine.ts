import type { Rng } from '../random.ts';

/**
 * What the enlarged view draws beyond the card's picture, as the description states it. Each
 * mark is read only from the words about the tree itself: a sentence is cut where it turns to
 * another tree ("..., whereas large-leaved lime has white tufts").
 */
export type FineMarks = {
  /** Tufts of hairs in the angles of the veins beneath (limes), in their colour. */
  tufts: string | undefined;
  /** A pair of glands on the stalk just below the blade (wild cherry, bird cherry), in their colour. */
  stalkGlands: string | undefined;
  /** What each tooth's point (or, on an untoothed blade, each lobe's) ends in. */
  points: 'gland' | 'bristle' | undefined;
};

/** The enlarged view's own stream of draws, and what it is to draw. */
export type Fine = { rng: Rng; marks: FineMarks };

const RUSTY = '#b0602c';
const PALE_HAIRS = '#efe9d6';
const RED_GLAND = '#a3352b';
const GLAND = '#8b7a3e';

/** The description's words about the tree itself, lower-cased. */
export function ownWords(description: string): string {
  return description
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.split(/\b(?:whereas|while|unlike|but)\b/)[0] ?? '')
    .join(' ')
    .toLowerCase();
}

export function fineMarks(description: string): FineMarks {
  const text = ownWords(description);
  const tufted = /tufts/.test(text) && /angles of the veins|vein angles|vein axils/.test(text);
  const glands = /two small (red )?glands/.exec(text);
  return {
    tufts: tufted ? (/rust|orange/.test(text) ? RUSTY : PALE_HAIRS) : undefined,
    stalkGlands: glands ? (glands[1] ? RED_GLAND : GLAND) : undefined,
    points: /gland-tipped teeth/.test(text) ? 'gland' : /bristle|whisker/.test(text) ? 'bristle' : undefined,
  };
}
