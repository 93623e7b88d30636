import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Species, SpeciesSchema, scientificNames, slugOf } from './schema.ts';

export type CatalogEntry = Species & { slug: string };

export const SPECIES_DIR = join(import.meta.dirname, '..', 'species');

export class CatalogError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The tree catalog has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** Parses one record; returns its problems as "file: path: message" lines. */
function parseSpecies(file: string, raw: unknown): { entry?: CatalogEntry; problems: string[] } {
  const result = SpeciesSchema.safeParse(raw);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) => `${file}: ${issue.path.join('.') || '(record)'}: ${issue.message}`),
    };
  }
  // The file name is the species' id: the slug of its name when it was added. A renamed record
  // keeps it, and carries that old name among its synonyms.
  const slug = basename(file, '.json');
  const problems = scientificNames(result.data).some((name) => slugOf(name) === slug)
    ? []
    : [
        `${file}: file must be named ${slugOf(result.data.name_sci)}.json after its scientific name, or keep the name of a synonym`,
      ];
  return { entry: { ...result.data, slug }, problems };
}

/** Validates a whole catalog: every record, and no name (accepted, synonym or common) twice. */
function validateCatalog(records: { file: string; raw: unknown }[]): CatalogEntry[] {
  const problems: string[] = [];
  const entries: CatalogEntry[] = [];
  const seen = new Map<string, string>();
  for (const { file, raw } of records) {
    const parsed = parseSpecies(file, raw);
    problems.push(...parsed.problems);
    if (!parsed.entry) continue;
    for (const name of [...scientificNames(parsed.entry), parsed.entry.name_common]) {
      const key = name.toLowerCase();
      const other = seen.get(key);
      if (other) problems.push(`${file}: name "${name}" is already used by ${other}`);
      else seen.set(key, file);
    }
    entries.push(parsed.entry);
  }
  if (problems.length > 0) throw new CatalogError(problems);
  return entries.sort((a, b) => a.slug.localeCompare(b.slug));
}

/** Reads and validates every record in the species folder; throws CatalogError listing all problems. */
export function loadCatalog(dir: string = SPECIES_DIR): CatalogEntry[] {
  const records = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      try {
        return { file: name, raw: JSON.parse(text) as unknown };
      } catch (error) {
        return { file: name, raw: { json_error: (error as Error).message } };
      }
    });
  return validateCatalog(records);
}
