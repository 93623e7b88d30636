import { createHash } from 'node:crypto';
import { contrastSpecies } from './contrast.ts';
import { sentencesNaming } from './contrast-notes.ts';
import { renderIllustration, SLOTS, type Slot } from './illustrate/index.ts';
import { formKeyAnswers, KEY_QUESTIONS, keyAnswers } from './key.ts';
import { keyFeatures } from './key-features.ts';
import type { CatalogEntry } from './load.ts';
import { lookalikesOf, lookFor } from './look-for.ts';
import { nameInText, partsOf, withNamedForm } from './named-forms.ts';
import { familiarSynonym, type Species } from './schema.ts';
import { TRAIT_KEYS } from './trait-phrases.ts';
import { traitsDiffer } from './trait-values.ts';

/** A file of the field guide, its path relative to where the app's files are served from. */
export interface FieldGuideFile {
  path: string;
  content: string;
}

/** The most look-alikes a species page lists. */
const MAX_LOOK_ALIKES = 6;

/** A form's name in a file name: "Lombardy poplar" is lombardy-poplar. */
const slugOfName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const hashOf = (text: string, length = 10) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** Where a file goes: under `folder`, its name carrying a hash of its contents, so it may be kept for good. */
const fileFor = (folder: string, name: string, extension: string, content: string): FieldGuideFile => ({
  path: `${folder}/${name}.${hashOf(content)}.${extension}`,
  content,
});

/**
 * The trees a species is most often taken for: those its descriptions name first (a field guide's
 * own warnings), then its kin (genus, else family, else leaf form: what the quizzes offer as wrong
 * answers), fewest differing traits first.
 */
export function lookAlikesOf(species: Species, all: readonly Species[]): Species[] {
  const named = all.filter((other) => other !== species && sentencesNaming(species, other).length > 0);
  const differing = (other: Species) => TRAIT_KEYS.filter((key) => traitsDiffer(species, other, key)).length;
  const kin = lookalikesOf(species, all)
    .filter((other) => !named.includes(other))
    .map((other) => ({ other, differing: differing(other) }))
    .sort((a, b) => a.differing - b.differing || a.other.name_sci.localeCompare(b.other.name_sci))
    .map(({ other }) => other);
  return [...named, ...kin].slice(0, MAX_LOOK_ALIKES);
}

/**
 * The drawings of a form's changed parts that look different from the species' (the titles aside,
 * which name the form): a trait the drawing does not draw yet gets no drawing of its own.
 */
function drawnParts(species: Species, form: Species, parts: readonly Slot[]): [Slot, string][] {
  const untitled = (svg: string) => svg.replace(/<title>.*?<\/title>/, '');
  return parts.flatMap((part) => {
    const svg = renderIllustration(form, part);
    return untitled(svg) === untitled(renderIllustration(species, part)) ? [] : [[part, svg] as [Slot, string]];
  });
}

/**
 * A species' named forms as the field guide holds them, each with a drawing of every part it changes
 * that looks different (added to `files`) and the key's answers that differ from the species'.
 */
function namedForms(entry: CatalogEntry, catalog: readonly CatalogEntry[], folder: string, files: FieldGuideFile[]) {
  return entry.forms.map((form) => {
    const record = withNamedForm(entry, form);
    const drawings = Object.fromEntries(
      drawnParts(entry, record, partsOf(form)).map(([part, svg]) => {
        const file = fileFor(folder, `${entry.slug}-${slugOfName(form.name)}-${part}`, 'svg', svg);
        files.push(file);
        return [part, file.path];
      }),
    );
    const { name, name_sci, description } = form;
    return {
      name,
      name_sci,
      of: nameInText(entry, catalog),
      description,
      drawings,
      key: formKeyAnswers(entry, record),
    };
  });
}

/**
 * The field guide (contract/src/field-guide.ts) and its files: a drawing per species and part, and
 * the guide's JSON, which names them (the last file). `folder` is where the files are served from
 * ("/assets/field-guide"). The same catalog always gives the same files.
 */
export function buildFieldGuide(
  catalog: readonly CatalogEntry[],
  folder: string,
): { url: string; version: string; files: FieldGuideFile[] } {
  const files: FieldGuideFile[] = [];
  const slugOfSpecies = new Map<Species, string>(catalog.map((entry) => [entry, entry.slug]));
  const species = [...catalog]
    .sort((a, b) => a.name_sci.localeCompare(b.name_sci))
    .map((entry) => {
      const drawings = Object.fromEntries(
        SLOTS.map((slot: Slot) => {
          const file = fileFor(`${folder}/drawings`, `${entry.slug}-${slot}`, 'svg', renderIllustration(entry, slot));
          files.push(file);
          return [slot, file.path];
        }),
      ) as Record<Slot, string>;
      const synonym = familiarSynonym(entry);
      return {
        slug: entry.slug,
        name_sci: entry.name_sci,
        name_common: entry.name_common,
        ...(synonym ? { synonym } : {}),
        synonyms: entry.synonyms.map((name) => name.name),
        family: entry.family,
        genus: entry.name_sci.split(' ')[0] ?? entry.name_sci,
        level: entry.level,
        type: entry.type,
        conifer: entry.conifer,
        fruit_tree: entry.fruit_tree,
        descriptions: entry.descriptions,
        drawings,
        look_for: lookFor(entry, lookalikesOf(entry, catalog)),
        features: keyFeatures(entry),
        look_alikes: lookAlikesOf(entry, catalog).map((other) => ({
          slug: slugOfSpecies.get(other) ?? '',
          ...contrastSpecies(entry, other),
        })),
        key: keyAnswers(entry),
        forms: namedForms(entry, catalog, `${folder}/drawings`, files),
      };
    });
  const body = { key: { questions: KEY_QUESTIONS }, species };
  const guide = { version: hashOf(JSON.stringify(body), 16), ...body };
  const json = fileFor(folder, 'guide', 'json', JSON.stringify(guide));
  files.push(json);
  return { url: json.path, version: guide.version, files };
}
