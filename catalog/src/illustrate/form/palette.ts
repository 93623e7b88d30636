import { darken, mix } from '../colour.ts';
import type { FormPlan } from './plan.ts';

/** A crown's colour at a distance in summer, by the record's foliage tone. */
const FOLIAGE: Record<FormPlan['foliage'], string> = {
  dark: '#3a5433',
  mid: '#5a7d3c',
  light: '#82a653',
  'yellow-green': '#a0b04a',
  glaucous: '#6e928f',
  'grey-green': '#7d8c6c',
  silvery: '#8a9e84',
  // Named forms only: a copper beech's or purple plum's dark purple-red, a golden Leyland's gold.
  purple: '#5b3038',
  golden: '#c2a23c',
};

/** Needles read darker than broad leaves of the same tone; evergreen leaves a little darker too. */
export function foliageColour(plan: FormPlan): string {
  // Grey-green needles (a Scots pine's, a Sitka spruce's) are blue-green seen from afar.
  const base = plan.conifer && plan.foliage === 'grey-green' ? '#62806f' : FOLIAGE[plan.foliage];
  return plan.conifer ? darken(base, 0.14) : plan.evergreen ? darken(base, 0.06) : base;
}

/** A trunk's colour at a distance, from the record's bark colour; anything unnamed reads grey-brown. */
const BARK: Record<string, string> = {
  white: '#e4e0d6',
  silver: '#c9c8c0',
  grey: '#8d8a80',
  'dark-grey': '#5f5b53',
  brown: '#6e5741',
  'red-brown': '#7a4a34',
  orange: '#a0643a',
  olive: '#6f6d4a',
  'purple-brown': '#5f4541',
  black: '#3d3833',
};

export const barkColour = (colour: string): string => BARK[colour] ?? '#74654f';

/** The bare twigs of a winter crown, seen as a haze: purplish grey-brown, tinged by the bark. */
export const twigColour = (bark: string): string => mix(bark, '#7d6a5e', 0.7);

export const FIGURE = '#34302a';
export const GROUND = '#ddd5bd';
