import type { Species } from '../schema.ts';
import type { Rng } from './random.ts';
import type { Item } from './svg.ts';

/**
 * How much a picture shows: `normal` for cards and quiz tiles, `high` for the enlarged view, which
 * draws what only shows up close (margins' fine teeth, hairs, bud scales, lenticels).
 */
export type Detail = 'normal' | 'high';

/**
 * `growing` draws the tree as it looks in the growing season: the first public specimen, the one
 * a card shows first and the plates open on, is always so. `any` lets a specimen be drawn in
 * autumn colour or bare in winter, as some other specimens and quiz pictures are.
 */
export type Season = 'growing' | 'any';

export type DrawOptions = { detail: Detail; season?: Season };

/**
 * One slot's picture before it is written out: its shapes, fitted to the 240 px tile, and how
 * many pixels a centimetre of the real thing takes there, for the scale bar (none for bark and
 * the whole tree, which are not drawn to a scale a bar could show).
 */
export type Drawing = { items: Item[]; pxPerCm?: number };

export type DrawSlot = (species: Species, rng: Rng, options: DrawOptions) => Drawing;
