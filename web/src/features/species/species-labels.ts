import type { FieldGuideSpecies, GuidePart } from '@leafwise/contract';
import { LEVELS } from '@leafwise/contract/constants';
import { LEVEL_RARITY, TYPE_LABELS } from '../../lib/tree-labels.ts';
import type { Group } from './species-search.ts';

export { LEVEL_RARITY, TYPE_LABELS };
/** "Sapling (common)". */
export function levelLabel(level: number): string {
  const known = LEVELS.find((entry) => entry.value === level);
  return known ? `${known.name} (${LEVEL_RARITY[known.value]})` : '';
}

export const GROUP_LABELS = { conifer: 'Conifer', broadleaf: 'Broadleaf' } as const satisfies Record<Group, string>;
export const groupOf = (species: Pick<FieldGuideSpecies, 'conifer'>): Group =>
  species.conifer ? 'conifer' : 'broadleaf';

/** A part as a comparison names it; the habit is the whole tree, drawn by its form. */
export const PART_LABELS = {
  habit: 'Whole tree',
  leaf: 'Leaf',
  bark: 'Bark',
  bud: 'Buds',
  seed: 'Seed',
} as const satisfies Record<GuidePart, string>;
export const drawingOfPart = (species: FieldGuideSpecies, part: GuidePart): string =>
  species.drawings[part === 'habit' ? 'form' : part];

/** The page's name: "Sycamore (Acer pseudoplatanus)", as the server names it too. */
export const speciesTitle = (species: FieldGuideSpecies): string => `${species.name_common} (${species.name_sci})`;

/** One line for search engines and link previews, as the server writes it into the first page. */
export function speciesDescription(species: FieldGuideSpecies): string {
  const leaf = species.descriptions.leaf.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? '';
  return `How to know ${speciesTitle(species)} by its leaf, bark, buds and seed. ${leaf}`;
}
