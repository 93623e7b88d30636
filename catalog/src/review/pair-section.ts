import { type ContrastFeature, contrastSpecies } from '../contrast.ts';
import { sentencesNaming } from '../contrast-notes.ts';
import { SLOTS } from '../illustrate/index.ts';
import type { CatalogEntry } from '../load.ts';
import { PART_OF_SLOT } from '../shown-parts.ts';
import { type ContrastPart, partOfTrait, TRAIT_KEYS } from '../trait-phrases.ts';
import { traitsDiffer, traitValue } from '../trait-values.ts';
import { plainValue, quoted, table } from './markdown.ts';

/** A pair's anchor: the two slugs in order. */
export const pairAnchor = (a: CatalogEntry, b: CatalogEntry): string => `pair-${a.slug}--${b.slug}`;

const PART_NAMES: Record<ContrastPart, string> = {
  habit: 'whole tree',
  leaf: 'leaf',
  bark: 'bark',
  bud: 'winter twig',
  seed: 'fruit or cone',
};

/** The record text a part's phrases come from: each trait the two records differ in there, both values. */
function differingTraits(a: CatalogEntry, b: CatalogEntry, part: ContrastPart): string {
  return TRAIT_KEYS.filter((key) => partOfTrait(key) === part && traitsDiffer(a, b, key))
    .map((key) => `${key}: ${plainValue(traitValue(a, key))} / ${plainValue(traitValue(b, key))}`)
    .join('; ');
}

const NOTES_HEAD = 'The records’ sentences that name the other tree (the app shows up to two beneath the comparison):';

/** Two records' descriptions of a part that is told by its sentences rather than its traits. */
const isSentence = (feature: ContrastFeature) => /^[A-Z].*[.!?]$/.test(feature.a);

/**
 * One pair of look-alikes as the app compares them (contrast.ts): a row per part the two differ
 * in, each with the phrases a question of that part leads with, in the order the app gives them
 * outside a question, and the record text they come from; then the records' sentences that name
 * the other tree, which the app shows beneath.
 */
export function pairSection(a: CatalogEntry, b: CatalogEntry): string[] {
  const everywhere = contrastSpecies(a, b);
  // The phrases a question of one slot leads with: its own part's, which may say more than the line
  // outside a question does (a winter question names the buds' arrangement).
  const byPart = new Map<ContrastPart, ContrastFeature[]>();
  for (const slot of SLOTS) {
    const part = PART_OF_SLOT[slot];
    const led = contrastSpecies(a, b, { slots: [slot] }).features.filter((feature) => feature.part === part);
    if (led.length > 0) byPart.set(part, led);
  }
  const order = [...new Set([...everywhere.features.map((feature) => feature.part), ...byPart.keys()])];
  const rows = order.map((part) => {
    const features = byPart.get(part) ?? everywhere.features.filter((feature) => feature.part === part);
    const shownOutside = everywhere.features.some((feature) => feature.part === part);
    const from = features.some(isSentence)
      ? `descriptions.${part === 'habit' ? 'form' : part}`
      : differingTraits(a, b, part);
    return [
      `${PART_NAMES[part]}${shownOutside ? '' : ' (only after a question of it)'}`,
      features.map((feature) => feature.a).join('; '),
      features.map((feature) => feature.b).join('; '),
      from,
    ];
  });
  const notes = [
    ...sentencesNaming(a, b).map((note) => `- ${quoted(note.sentence)} (${a.name_common}, descriptions.${note.part})`),
    ...sentencesNaming(b, a).map((note) => `- ${quoted(note.sentence)} (${b.name_common}, descriptions.${note.part})`),
  ];
  return [
    `<a id="${pairAnchor(a, b)}"></a>`,
    '',
    `### ${a.name_common} – ${b.name_common}`,
    '',
    ...(rows.length > 0
      ? table(['part', a.name_common, b.name_common, 'from the records'], rows)
      : ['The app finds no difference to show.']),
    '',
    ...(notes.length > 0 ? [NOTES_HEAD, '', ...notes, ''] : []),
  ];
}
