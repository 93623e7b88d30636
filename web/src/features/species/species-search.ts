import type { FieldGuideSpecies, Level, TreeType } from '@leafwise/contract';
import { LEVELS, TREE_TYPES } from '@leafwise/contract/constants';
import { foldText } from '../../lib/fold-text.ts';

/** Conifer or broadleaf: the first thing anyone tells a tree by. */
export const GROUPS = ['conifer', 'broadleaf'] as const;
export type Group = (typeof GROUPS)[number];

/** What the index is narrowed to: words of a name, a level, a type, conifer or not, a family. */
export type SpeciesFilters = {
  query: string;
  level: Level | null;
  type: TreeType | null;
  group: Group | null;
  family: string | null;
};

export const NO_FILTERS: SpeciesFilters = { query: '', level: null, type: null, group: null, family: null };

// In the URL, so a reload, a shared link or Back brings the same list: ?q=oak&level=1&group=broadleaf.
const PARAMS = { query: 'q', level: 'level', type: 'type', group: 'group', family: 'family' } as const;

/** The filters in a search, each only if it is one the form offers (the URL can be edited). */
export function filtersFromSearch(search: URLSearchParams): SpeciesFilters {
  return {
    query: search.get(PARAMS.query) ?? '',
    level: LEVELS.find((entry) => String(entry.value) === search.get(PARAMS.level))?.value ?? null,
    type: TREE_TYPES.find((entry) => entry === search.get(PARAMS.type)) ?? null,
    group: GROUPS.find((entry) => entry === search.get(PARAMS.group)) ?? null,
    family: search.get(PARAMS.family) || null,
  };
}

/** The search for `filters`, leaving out what is not set. */
export function searchOf(filters: SpeciesFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.query) search[PARAMS.query] = filters.query;
  if (filters.level !== null) search[PARAMS.level] = String(filters.level);
  if (filters.type !== null) search[PARAMS.type] = filters.type;
  if (filters.group !== null) search[PARAMS.group] = filters.group;
  if (filters.family !== null) search[PARAMS.family] = filters.family;
  return search;
}

export const isFiltered = (filters: SpeciesFilters): boolean => Object.keys(searchOf(filters)).length > 0;

/**
 * Every name a species answers to, folded: the common name first, then the scientific ones, then
 * its named forms' ("Lombardy poplar" finds the black poplar).
 */
const namesOf = (species: FieldGuideSpecies): string[] =>
  [
    species.name_common,
    species.name_sci,
    ...species.synonyms,
    ...species.forms.flatMap((form) => [form.name, form.name_sci]),
  ].map(foldText);

/**
 * How well `species` answers the query's words, or null when one of them is in none of its names.
 * A word matches the start of a name's word or, failing that, anywhere in it ("maple" in
 * "Sycamore maple", "platan" in "pseudoplatanus"). Lower is better: the common name beginning with
 * the query first, then a name with the query as a whole, then words that start names' words.
 */
function rank(species: FieldGuideSpecies, query: string, words: readonly string[]): number | null {
  const names = namesOf(species);
  const joined = names.join(' ');
  if (!words.every((word) => joined.includes(word))) return null;
  if (names[0]?.startsWith(query)) return 0;
  if (names.some((name) => name.startsWith(query) || name.includes(` ${query}`))) return 1;
  const starts = words.every((word) => joined.startsWith(word) || joined.includes(` ${word}`));
  return starts ? 2 : 3;
}

/**
 * The species that match every filter, the best matches for the query first and otherwise by
 * common name. A level keeps the species of that level, as each card shows it (not the commoner
 * ones a test at that level draws too).
 */
export function searchSpecies(
  species: readonly FieldGuideSpecies[],
  { query, level, type, group, family }: SpeciesFilters,
): FieldGuideSpecies[] {
  const folded = foldText(query);
  const words = folded.split(' ').filter(Boolean);
  return species
    .filter(
      (entry) =>
        (level === null || entry.level === level) &&
        (type === null || entry.type === type) &&
        (group === null || entry.conifer === (group === 'conifer')) &&
        (family === null || entry.family === family),
    )
    .flatMap((entry) => {
      const score = words.length === 0 ? 0 : rank(entry, folded, words);
      return score === null ? [] : [{ entry, score }];
    })
    .sort((a, b) => a.score - b.score || a.entry.name_common.localeCompare(b.entry.name_common, 'en-GB'))
    .map(({ entry }) => entry);
}

/** The families the catalog holds, in alphabetical order, for the family filter. */
export const familiesOf = (species: readonly FieldGuideSpecies[]): string[] =>
  [...new Set(species.map((entry) => entry.family))].sort((a, b) => a.localeCompare(b));
