import type { NamedForm, Species, SpeciesTraits } from './schema.ts';

/**
 * Named forms (docs/catalog.md, "Named forms"): a copper beech is a beech, a Lombardy poplar a black
 * poplar, but a walker meets them as trees of their own. A record lists them with only the traits
 * that differ; everything here reads a form as its species' record with those traits laid over it,
 * so the drawings, the key and the tests take a form as they take a species.
 */

/** The parts of the traits a form may change, which are the slots it has drawings of its own for. */
export const FORM_PARTS = ['leaf', 'bark', 'bud', 'seed', 'form'] as const;
export type FormPart = (typeof FORM_PARTS)[number];

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `base`: objects merged key by key (a bud's twig), anything else replaced (a list, a range). */
function laidOver(base: unknown, over: unknown): unknown {
  if (!isPlain(base) || !isPlain(over)) return over;
  const keys = new Set([...Object.keys(base), ...Object.keys(over)]);
  return Object.fromEntries([...keys].map((key) => [key, key in over ? laidOver(base[key], over[key]) : base[key]]));
}

/** The species' traits with a form's laid over them: unchecked, for the schema to check. */
export const mergedTraits = (traits: SpeciesTraits, overrides: NamedForm['traits']): unknown =>
  laidOver(traits, overrides);

/** Where each trait a form gives sits, as a path under `traits` ("form", "crown"). */
function paths(value: unknown, at: string[] = []): string[][] {
  if (!isPlain(value)) return [at];
  return Object.entries(value).flatMap(([key, inner]) => paths(inner, [...at, key]));
}

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((inner, key) => (isPlain(inner) ? inner[key] : undefined), value);

/** The traits a form gives that are its species' already: a form names only what differs. */
export const unchangedTraits = (traits: SpeciesTraits, overrides: NamedForm['traits']): string[][] =>
  paths(overrides).filter((path) => JSON.stringify(valueAt(overrides, path)) === JSON.stringify(valueAt(traits, path)));

/**
 * The form as a record of its own: the species' record, named as the form, with the form's traits
 * laid over its own. It keeps the species' scientific name, so its drawings are the same specimens
 * as the species' with only the form's traits changed.
 */
export const withNamedForm = (species: Species, form: NamedForm): Species => ({
  ...species,
  name_common: form.name,
  // The schema has checked that the merged traits make a valid record (SpeciesSchema).
  traits: mergedTraits(species.traits, form.traits) as SpeciesTraits,
  forms: [],
});

/** The parts a form changes, in slot order: those it has drawings of its own for. */
export const partsOf = (form: NamedForm): FormPart[] => FORM_PARTS.filter((part) => form.traits[part] !== undefined);

/**
 * A species' common name as the catalog's descriptions write it inside a sentence: "black poplar",
 * but "Norway maple" (the name's first word is often a place or a person). The casing met most
 * often wins; where no description names the species mid-sentence, its first letter is lowered.
 */
export function nameInText(species: Pick<Species, 'name_common'>, catalog: readonly Pick<Species, 'descriptions'>[]) {
  const pattern = new RegExp(`(?<![.!?]\\s|^)\\b${species.name_common.replace(/[^\w\s-]/g, '.')}\\b`, 'gi');
  const counts = new Map<string, number>();
  for (const { descriptions } of catalog) {
    for (const text of Object.values(descriptions)) {
      for (const [found] of text.matchAll(pattern)) counts.set(found, (counts.get(found) ?? 0) + 1);
    }
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best?.[0] ?? species.name_common.charAt(0).toLowerCase() + species.name_common.slice(1);
}
