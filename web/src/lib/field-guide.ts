import { download } from 'virtual:field-guide';
import type { FieldGuide, FieldGuideSpecies } from '@leafwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { fieldGuideKey } from './query-keys.ts';

/**
 * The field guide built with the app (contract/src/field-guide.ts): one JSON file, kept by the
 * service worker, so whatever reads it works offline. Loaded on first use, never refetched: a new
 * catalog comes with a new version of the app.
 */
export const fieldGuideQuery = queryOptions({
  queryKey: fieldGuideKey(download.version),
  queryFn: ({ signal }) => apiFetch<FieldGuide>(download.url, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  select: withIndex,
});

export interface IndexedFieldGuide extends FieldGuide {
  bySlug: ReadonlyMap<string, FieldGuideSpecies>;
}

const indexed = new WeakMap<FieldGuide, IndexedFieldGuide>();

function withIndex(guide: FieldGuide): IndexedFieldGuide {
  let known = indexed.get(guide);
  if (!known) {
    known = { ...guide, bySlug: new Map(guide.species.map((species) => [species.slug, species])) };
    indexed.set(guide, known);
  }
  return known;
}

export const useFieldGuide = () => useQuery(fieldGuideQuery);

/** What the offline download holds (files, bytes), known without downloading it. */
export const fieldGuideDownload = download;

/** A field-guide species' names as the app's components take a tree's (ScientificName, option lists). */
export const guideNames = (
  species: FieldGuideSpecies,
): { tree_name_common: string; tree_name_sci: string; tree_name_synonym?: string } => ({
  tree_name_common: species.name_common,
  tree_name_sci: species.name_sci,
  ...(species.synonym ? { tree_name_synonym: species.synonym } : {}),
});
