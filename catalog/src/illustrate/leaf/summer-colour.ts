import type { LEAF_COLOURS } from '../../traits.ts';
import { hsl } from '../colour.ts';

/**
 * A named form's leaf colour all summer (a copper beech's purple, a golden Leyland's gold), as light
 * or dark as the green the species' leaf would be drawn in; undefined for green, which leafPaint
 * draws as it always has.
 */
export function summerColour(colour: (typeof LEAF_COLOURS)[number] | undefined, light: number): string | undefined {
  if (colour === 'purple') return hsl(342, 34, light - 10);
  if (colour === 'golden') return hsl(47, 68, light + 14);
  return undefined;
}
